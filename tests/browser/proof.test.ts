// The facts beside a page's closing ask: the home and about pages already show the four figures, so
// their closing band adds what the figures do not say (the SOC 2 Type II audit and the three
// offices) instead of repeating them; the audit is drawn as our own badge, in the spec's words.
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { baseUrl, openPage } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function closingFacts(path: string) {
  const { page } = await openPage(browser, { width: 1280, height: 900 });
  await page.goto(baseUrl() + path);
  const facts = await page.locator('.cta-band .proof-row li').allInnerTexts();
  const badge = await page.locator('.cta-band .audit-badge').allInnerTexts();
  const figures = await page.locator('.stats dd').allInnerTexts();
  await page.close();
  return { facts: facts.map((fact) => fact.trim()), badge, figures };
}

describe('Proof beside the closing ask', () => {
  for (const path of ['/', '/about']) {
    it(`on ${path}, the closing band adds the SOC 2 Type II badge and the three offices to the four figures above it`, async () => {
      const { facts, badge, figures } = await closingFacts(path);
      expect(figures).toEqual(['500+', '99.9%', '24/7', '2020']);
      expect(facts).toEqual([expect.stringMatching(/^SOC 2 Type II$/i), 'Dallas · Austin · Houston']);
      expect(badge).toHaveLength(1);
    });
  }

  it('on a category page, which has no figures, the closing band gives every fact, the audit as our badge', async () => {
    const { facts, badge } = await closingFacts('/services/it-productivity');
    expect(facts).toHaveLength(5);
    expect(facts.join(' | ')).toMatch(/500\+ Texas SMBs protected.*99\.9% phishing detection.*24\/7 local support/);
    expect(badge.map((text) => text.toUpperCase())).toEqual(['SOC 2 TYPE II']);
  });
});
