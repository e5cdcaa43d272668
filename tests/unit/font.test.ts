// The brand font's fallback is sized to the same metrics, so swapping fonts moves no text. The numbers
// in client/styles/font.css must be the ones capsize computes from the two fonts' metrics.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project-copy.ts';

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
    expect(css).toMatch(/src: url\('[^']*jetbrains-mono-latin-500-normal\.woff2'\)\s*format\('woff2'\)/);
    const fallback = /@font-face\s*{[^}]*JetBrains Mono Fallback[^}]*}/.exec(css)?.[0] ?? '';
    for (const property of ['ascentOverride', 'descentOverride', 'sizeAdjust']) {
      const cssProperty = property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      expect(fallback, cssProperty).toContain(`${cssProperty}: ${expected[property]};`);
    }
  });

  it('is the latin subset of the variable font, as woff2', async () => {
    const css = await fontCss();
    expect(css).toMatch(/src: url\('[^']*plus-jakarta-sans-latin-wght-normal\.woff2'\)\s*format\('woff2-variations'\)/);
    expect(css).toContain('font-weight: 200 800;');
  });
});
