// The brand font's fallback is sized to the same metrics, so swapping fonts moves no text. The numbers
// in client/styles/font.css must be the ones capsize computes from the two fonts' metrics.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import courierNew from '@capsizecss/metrics/courierNew';
import jetBrainsMono from '@capsizecss/metrics/jetBrainsMono';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project-copy.ts';

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
