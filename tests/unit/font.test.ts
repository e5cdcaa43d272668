// The brand font's fallback is sized to the same metrics, so swapping fonts moves no text. The numbers
// in client/styles/font.css must be the ones capsize computes from the two fonts' metrics.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project-copy.ts';
import { codePointsOf, FONT_PARTS, fontPart, JAKARTA_WEIGHTS, unicodeRange } from '../../cli/artwork/fonts.ts';

// Each font's own metrics, in its units: the vertical ones as its file declares them, and the average
// width of its characters weighted by how often written English uses each. Quoted from @capsizecss/metrics 4.3.0,
// which reads them from the font files; that package (169 MB installed) is not kept for these numbers.
const plusJakartaSans = {
  familyName: 'Plus Jakarta Sans',
  ascent: 1038,
  descent: -222,
  lineGap: 0,
  unitsPerEm: 1000,
  xWidthAvg: 468,
};
const arial = { familyName: 'Arial', ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 };
const jetBrainsMono = {
  familyName: 'JetBrains Mono',
  ascent: 1020,
  descent: -300,
  lineGap: 0,
  unitsPerEm: 1000,
  xWidthAvg: 600,
};
const courierNew = {
  familyName: 'Courier New',
  ascent: 1705,
  descent: -615,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1229,
};

const fontCss = () => readFile(path.join(projectRoot, 'client/styles/font.css'), 'utf8');

describe('the brand typeface', () => {
  it('has a fallback with the metric overrides capsize computes for Plus Jakarta Sans over Arial', async () => {
    const { fontFaces } = createFontStack([plusJakartaSans, arial], { fontFaceFormat: 'styleObject' });
    const expected = fontFaces[0]!['@font-face'] as Record<string, string>;
    const css = await fontCss();
    const fallback = /@font-face\s*{[^}]*Plus Jakarta Sans Fallback[^}]*}/.exec(css)?.[0] ?? '';
    for (const property of ['ascentOverride', 'descentOverride', 'lineGapOverride', 'sizeAdjust']) {
      const cssProperty = property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      expect(fallback, cssProperty).toContain(`${cssProperty}: ${expected[property]};`);
    }
  });

  it('has a monospace second face whose fallback capsize sizes for JetBrains Mono over Courier New', async () => {
    const { fontFaces } = createFontStack([jetBrainsMono, courierNew], { fontFaceFormat: 'styleObject' });
    const expected = fontFaces[0]!['@font-face'] as Record<string, string>;
    const css = await fontCss();
    const fallback = /@font-face\s*{[^}]*JetBrains Mono Fallback[^}]*}/.exec(css)?.[0] ?? '';
    for (const property of ['ascentOverride', 'descentOverride', 'sizeAdjust']) {
      const cssProperty = property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      expect(fallback, cssProperty).toContain(`${cssProperty}: ${expected[property]};`);
    }
  });

  it('is the variable font, weights 400 to 800, as woff2', async () => {
    const css = await fontCss();
    expect(css).toMatch(/src: url\('[^']*plus-jakarta-sans-common\.woff2'\)\s*format\('woff2-variations'\)/);
    expect(css).toContain(`font-weight: ${JAKARTA_WEIGHTS.min} ${JAKARTA_WEIGHTS.max};`);
  });

  it('keeps every weight the stylesheets set (a lighter one would be drawn at 400)', async () => {
    const folder = path.join(projectRoot, 'client/styles');
    const sheets = (await readdir(folder, { recursive: true })).filter((name) => name.endsWith('.css'));
    const css = (await Promise.all(sheets.map((name) => readFile(path.join(folder, name), 'utf8')))).join('');
    const weights = [...css.matchAll(/font-weight:\s*(\d+);/g)].map(([, weight]) => Number(weight));
    expect(weights.length).toBeGreaterThan(50);
    for (const weight of weights) expect(weight).toBeGreaterThanOrEqual(JAKARTA_WEIGHTS.min);
    for (const weight of weights) expect(weight).toBeLessThanOrEqual(JAKARTA_WEIGHTS.max);
    expect(css).not.toMatch(/font-weight:\s*(lighter|normal|bold)/);
  });
});

describe("the typefaces' parts (cli/artwork/fonts.ts)", () => {
  const declared = async () =>
    [...(await fontCss()).matchAll(/src: url\('\.\.\/fonts\/([^']+)'\)[^;]*;\s*unicode-range:([^;]+);/g)].map(
      ([, file, range]) => [file, range!.replace(/\s+/g, ' ').trim()],
    );

  it('are each declared in font.css with the characters it holds, as its unicode-range', async () => {
    expect(await declared()).toEqual(FONT_PARTS.map((part) => [part.file, unicodeRange(part.codePoints)]));
  });

  it('of one face hold together the latin set its package declares, each character once', async () => {
    for (const source of new Set(FONT_PARTS.map((part) => part.source))) {
      // The package's stylesheets, one of which declares this file of it with its unicode-range.
      const folder = path.join(projectRoot, path.dirname(path.dirname(source)));
      const sheets = (await readdir(folder)).filter((name) => name.endsWith('.css'));
      const packageCss = (await Promise.all(sheets.map((name) => readFile(path.join(folder, name), 'utf8')))).join('');
      const file = path.basename(source);
      const latin = new RegExp(`${file}[^}]*unicode-range:([^;]+);`).exec(packageCss)?.[1];
      expect(latin, file).toBeDefined();
      const points = FONT_PARTS.filter((part) => part.source === source).flatMap((part) => part.codePoints);
      expect(new Set(points).size, file).toBe(points.length);
      expect(unicodeRange(points), file).toBe(unicodeRange(codePointsOf(latin!)));
    }
  });

  it('are committed as `npm run artwork` cuts them from the packages', { timeout: 20_000 }, async () => {
    for (const part of FONT_PARTS) {
      const committed = await readFile(path.join(projectRoot, 'client/fonts', part.file));
      expect(Buffer.compare(committed, await fontPart(part)), part.file).toBe(0);
    }
  });
});
