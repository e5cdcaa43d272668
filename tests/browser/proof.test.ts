// The facts a page shows vary with its visitor's question (proofFor in templates/parts/sections.tsx): home
// answers "is this a serious company?" on its first screen (the SOC 2 Type II audit, 500+ Texas SMBs)
// and says where we are at its closing ask; about shows the four figures, so its closing band adds what
// the figures do not say (the audit and the three offices); a category page, the flagship, any other vendor
// page, an article and the contact page each answer their own question. The audit is drawn as our own badge,
// in the spec's words.
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { baseUrl, openPage } from '../support/pages.ts';
import { listedPosts } from '../support/site-content.ts';

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
  const heroFacts = await page.locator('.hero .proof-row li').allInnerTexts();
  const heroBadge = await page.locator('.hero .audit-badge').allInnerTexts();
  await page.close();
  return {
    facts: facts.map((fact) => fact.trim()),
    badge,
    figures,
    heroFacts: heroFacts.map((fact) => fact.trim()),
    heroBadge,
  };
}

describe('Proof beside the closing ask', () => {
  it('on /, the first screen shows the audit as our badge and 500+ Texas SMBs under the slides (24/7 is the first slide’s), and the closing band where we are', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(baseUrl() + '/');
    const firstScreen = page.locator('.showcase .proof-row');
    const facts = (await firstScreen.locator('li').allInnerTexts()).map((fact) => fact.trim());
    const box = (await firstScreen.boundingBox())!;
    await page.close();
    expect(facts).toEqual([expect.stringMatching(/^SOC 2 Type II$/i), '500+ Texas SMBs protected']);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect((await closingFacts('/')).facts).toEqual(['Dallas · Austin · Houston']);
  });

  it('on /about, the closing band adds the SOC 2 Type II badge and the three offices to the four figures above it', async () => {
    const { facts, badge, figures } = await closingFacts('/about');
    expect(figures).toEqual(['500+', '99.9%', '24/7', '2020']);
    expect(facts).toEqual([expect.stringMatching(/^SOC 2 Type II$/i), 'Dallas · Austin · Houston']);
    expect(badge).toHaveLength(1);
  });

  it('on a category page, the hero says who we protect and how we answer, and the closing band where we are', async () => {
    const { facts, heroFacts } = await closingFacts('/services/it-productivity');
    expect(heroFacts).toEqual(['500+ Texas SMBs protected', '24/7 local support']);
    expect(facts).toEqual(['Dallas · Austin · Houston']);
  });

  it('on the flagship, the hero backs the product: its detection rate, the audit as our badge, and 24/7 support', async () => {
    const { heroFacts, heroBadge, facts } = await closingFacts('/services/stronglink');
    expect(heroFacts).toEqual([
      '99.9% phishing detection',
      expect.stringMatching(/^SOC 2 Type II$/i),
      '24/7 local support',
    ]);
    expect(heroBadge).toHaveLength(1);
    // Its closing band says who is behind the ask instead of repeating the hero's facts.
    expect(facts).toEqual(['500+ Texas SMBs protected', 'Founded in Texas in 2020', 'Dallas · Austin · Houston']);
  });

  it("on any other vendor page, rich or minimal, the hero adds the audit and who answers to the vendor's pitch", async () => {
    for (const path of ['/services/okta', '/services/gusto']) {
      const { heroFacts, heroBadge } = await closingFacts(path);
      expect(heroFacts).toEqual([expect.stringMatching(/^SOC 2 Type II$/i), '24/7 local support']);
      expect(heroBadge).toHaveLength(1);
    }
  });

  it('on an article, the closing ask says who is behind the advice', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(baseUrl() + listedPosts()[0]);
    const facts = await page.locator('.article-cta .proof-row li').allInnerTexts();
    await page.close();
    expect(facts.map((fact) => fact.trim())).toEqual([
      'Dallas · Austin · Houston',
      'Founded in Texas in 2020',
      '500+ Texas SMBs protected',
    ]);
  });

  it('on contact, under the lead: the audit of what is sent, 24/7 support and the offices, none of the figures', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(baseUrl() + '/contact');
    const facts = await page.locator('main .proof-row li').allInnerTexts();
    await page.close();
    expect(facts.map((fact) => fact.trim())).toEqual([
      expect.stringMatching(/^SOC 2 Type II$/i),
      '24/7 local support',
      'Dallas · Austin · Houston',
    ]);
  });
});
