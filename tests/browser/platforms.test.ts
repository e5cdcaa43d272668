// The home page's "Platforms we deploy and support": seven labelled groups whose names flow with a
// dot between them. A visitor never sees a dot dangling at the end (or the start) of a line, and no
// name is cut, from a small phone to a laptop.
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

interface LineReport {
  /** Each line of names as the visitor reads it, dots included ("Okta · Duo · CrowdStrike"). */
  lines: string[];
  /** Names whose letters fall outside their group's visible box. */
  cut: string[];
}

/** Reads each group's lines off the screen: a dot counts only where it is visible (inside its
 *  group's box), and a name where its letters are. */
async function platformLines(width: number): Promise<{ groups: string[]; report: LineReport }> {
  const { page } = await openPage(browser, { width, height: 900 });
  await page.goto(baseUrl() + '/');
  const groups = await page.locator('.platforms__category').allTextContents();
  const report = await page.locator('.platforms__group').evaluateAll((groupElements) => {
    const lines: string[] = [];
    const cut: string[] = [];
    for (const group of groupElements) {
      const visible = group.getBoundingClientRect();
      const byLine = new Map<number, { left: number; text: string }[]>();
      for (const item of group.querySelectorAll<HTMLElement>('.platforms__names li')) {
        const range = document.createRange();
        range.selectNodeContents(item);
        const letters = range.getBoundingClientRect();
        const box = item.getBoundingClientRect();
        const line = byLine.get(Math.round(box.top)) ?? [];
        // A dot is drawn in the space between the item's edge and its letters, before or after them.
        const dots = [letters.left - box.left > 2 ? (box.left + letters.left) / 2 : undefined, box.right - letters.right > 2 ? (letters.right + box.right) / 2 : undefined];
        for (const centre of dots) if (centre !== undefined && centre > visible.left && centre < visible.right) line.push({ left: centre, text: '·' });
        line.push({ left: letters.left, text: item.textContent ?? '' });
        if (letters.left < visible.left - 0.5 || letters.right > visible.right + 0.5) cut.push(item.textContent ?? '');
        byLine.set(Math.round(box.top), line);
      }
      for (const line of byLine.values())
        lines.push(
          line
            .sort((a, b) => a.left - b.left)
            .map((part) => part.text)
            .join(' '),
        );
    }
    return { lines, cut };
  });
  await page.close();
  return { groups, report };
}

describe('The platforms strip on the home page', () => {
  for (const width of [320, 375, 768, 1280]) {
    it(`at ${width} px, shows the seven areas and never starts or ends a line with a dot`, async () => {
      const { groups, report } = await platformLines(width);
      expect(groups).toHaveLength(7);
      expect(report.lines.length).toBeGreaterThanOrEqual(7);
      for (const line of report.lines) {
        expect(line, `line "${line}"`).not.toMatch(/^·|·$/);
        expect(line, `line "${line}"`).not.toMatch(/· ·/);
      }
      // Dots do separate the names on a line.
      expect(report.lines.some((line) => / · /.test(line))).toBe(true);
      expect(report.cut).toEqual([]);
    });
  }
});
