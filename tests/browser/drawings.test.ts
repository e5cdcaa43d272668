// The heroes' drawings hold together at every width: on /services, the seven category pages and
// every vendor page but the flagship's (each opens its own moment in its category's composition), at
// 320, 375, 768, 1280 and 1600 px, every label of the drawing lies inside
// the drawn panel that holds it (a chip, a card, a window; in an SVG, the shape under it), nothing in
// it is clipped by a box that hides overflow, no text is under 12 px as drawn, and the drawing stays
// inside its column and the screen.
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';
import { launchChromium } from '../support/browser.ts';
import { baseUrl, openPage } from '../support/pages.ts';
import { projectRoot } from '../support/project-copy.ts';
import { SPEC_CATEGORY_ROUTES } from '../support/spec.ts';

const WIDTHS = [320, 375, 768, 1280, 1600];

let browser: Browser;
/** /services, the category pages, and every vendor page but the flagship's (its drawing is its own). */
let routes: string[];
beforeAll(async () => {
  const content = loadContent(contentOnDisk(projectRoot));
  const launched = await launchChromium();
  browser = launched;
  const vendorPages = content.categories.flatMap((category) =>
    category.vendors.filter((vendor) => !vendor.flagship).map((vendor) => `/services/${vendor.slug}`),
  );
  routes = ['/services', ...SPEC_CATEGORY_ROUTES, ...vendorPages];
});
afterAll(async () => {
  await browser?.close();
});

/** What is wrong with one drawing, each problem a line naming the text or element. */
interface DrawingReport {
  found: boolean;
  visible: boolean;
  problems: string[];
}

/**
 * Measured in the page. A label's panel is, in HTML, its nearest ancestor that draws a box
 * (a background, a full border or a shadow) up to the drawing itself; in SVG, the smallest shape
 * of its drawing under the label's middle (else the SVG's own box), and the drawing's frame.
 */
function measureHeroDrawing(): DrawingReport {
  const drawing = document.querySelector('.hero .hero__visual > .art');
  if (!drawing) return { found: false, visible: false, problems: [] };
  if (!drawing.checkVisibility()) return { found: true, visible: false, problems: [] };
  const problems: string[] = [];
  const slack = 0.5;
  const name = (element: Element) =>
    `${element.localName}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`;
  const inside = (inner: DOMRect, outer: DOMRect) =>
    inner.left >= outer.left - slack &&
    inner.right <= outer.right + slack &&
    inner.top >= outer.top - slack &&
    inner.bottom <= outer.bottom + slack;
  const span = (rect: DOMRect) =>
    `${Math.round(rect.left)}..${Math.round(rect.right)} x ${Math.round(rect.top)}..${Math.round(rect.bottom)}`;
  const visibleColour = (colour: string) => colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour);

  const drawsBox = (element: Element): boolean => {
    const style = getComputedStyle(element);
    if (visibleColour(style.backgroundColor) || style.backgroundImage !== 'none' || style.boxShadow !== 'none')
      return true;
    return (['Top', 'Right', 'Bottom', 'Left'] as const).every(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        visibleColour(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
    );
  };
  /** The panels of a label in an SVG: the smallest shape under its middle, and the drawing's frame
   *  (its largest shape, when that covers most of the SVG: a window, the outer ring of layers). */
  const svgPanels = (svg: SVGSVGElement, middle: { x: number; y: number }): { rect: DOMRect; name: string }[] => {
    const shapes = [...svg.querySelectorAll('rect, polygon, path, circle, ellipse')]
      .filter((shape) => {
        const style = getComputedStyle(shape);
        return style.fill !== 'none' && style.display !== 'none' && parseFloat(style.opacity) > 0;
      })
      .map((shape) => ({ rect: shape.getBoundingClientRect(), name: name(shape) }))
      .sort((a, b) => a.rect.width * a.rect.height - b.rect.width * b.rect.height);
    const own = svg.getBoundingClientRect();
    const under = shapes.find(
      ({ rect }) => rect.left <= middle.x && middle.x <= rect.right && rect.top <= middle.y && middle.y <= rect.bottom,
    );
    const frame = shapes.at(-1);
    return [
      under ?? { rect: own, name: 'svg' },
      ...(frame && frame !== under && frame.rect.width * frame.rect.height > 0.6 * own.width * own.height
        ? [{ rect: frame.rect, name: `the frame ${frame.name}` }]
        : []),
    ];
  };

  const box = drawing.getBoundingClientRect();
  const column = drawing.parentElement!.getBoundingClientRect();
  if (!inside(box, column)) problems.push(`the drawing spans ${span(box)}, outside its column ${span(column)}`);
  if (box.left < -slack || box.right > document.documentElement.clientWidth + slack)
    problems.push(`the drawing spans ${span(box)} on a ${document.documentElement.clientWidth} px screen`);
  if (drawing.scrollWidth > drawing.clientWidth + 1)
    problems.push(`the drawing scrolls: ${drawing.scrollWidth} px of content in ${drawing.clientWidth}`);
  for (const element of drawing.querySelectorAll('*')) {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const rect = element.getBoundingClientRect();
    if ((rect.width > 0 || rect.height > 0) && !inside(rect, box))
      problems.push(`${name(element)} spans ${span(rect)}, outside the drawing's ${span(box)}`);
  }

  const range = document.createRange();
  const walker = document.createTreeWalker(drawing, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data.trim();
    const parent = node.parentElement!;
    if (!text || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    if (!lines.length) continue;
    const label = `"${text.slice(0, 40)}"`;
    const svg = parent.closest('svg');

    // Its size as drawn: an SVG's text is scaled with its drawing.
    const scale = svg && parent instanceof SVGGraphicsElement ? (parent.getScreenCTM()?.a ?? 1) : 1;
    const size = parseFloat(getComputedStyle(parent).fontSize) * scale;
    if (size < 11.95) problems.push(`${label} is ${size.toFixed(1)} px`);

    for (const line of lines) {
      let panels: { rect: DOMRect; name: string }[];
      if (svg) {
        panels = svgPanels(svg, { x: line.left + line.width / 2, y: line.top + line.height / 2 });
      } else {
        let holder: Element = parent;
        while (holder !== drawing && !drawsBox(holder)) holder = holder.parentElement!;
        panels = [{ rect: holder.getBoundingClientRect(), name: name(holder) }];
      }
      for (const panel of panels)
        if (!inside(line, panel.rect))
          problems.push(`${label} spans ${span(line)}, outside ${panel.name} ${span(panel.rect)}`);
      // Not cut by anything that hides what overflows it.
      for (let clip: Element | null = parent; clip && clip !== drawing.parentElement; clip = clip.parentElement) {
        const style = getComputedStyle(clip);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clipBox = clip.getBoundingClientRect();
        if (!inside(line, clipBox))
          problems.push(`${label} spans ${span(line)}, cut by ${name(clip)} ${span(clipBox)}`);
      }
    }
  }
  range.detach();
  return { found: true, visible: true, problems: [...new Set(problems)] };
}

describe("The heroes' drawings", () => {
  it(`at ${WIDTHS.join(', ')} px, keep every label inside its panel and stay inside their column and the screen`, async () => {
    // Each route loaded once and drawn at each width in turn (the window resized, as a visitor turning a
    // tablet does): the drawings are the server's markup and CSS, so scripts stay off.
    const { page } = await openPage(browser, { width: WIDTHS[0]!, height: 900, javaScript: false });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const failures: string[] = [];
    for (const route of routes) {
      const response = await page.goto(baseUrl() + route);
      expect(response?.status(), `${route} answers`).toBe(200);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const report = await page.evaluate(measureHeroDrawing);
        const at = `${route} at ${width} px`;
        if (!report.found) failures.push(`${at}: no drawing in the hero`);
        else if (!report.visible) failures.push(`${at}: the hero's drawing is hidden`);
        failures.push(...report.problems.map((problem) => `${at}: ${problem}`));
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe("The heroes' horizon", () => {
  const MEADOW = ['/', '/about', '/services/stronglink', '/not-a-page'];
  const RIDGE = ['/services', '/services/security-solutions', '/services/okta', '/blog', '/contact'];

  it('is the meadow under the pages that say who we are and our own product, the quieter ridge under the catalogue, the blog and contact, and its image is published', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 800 });
    const seen: Record<string, string> = {};
    for (const path of [...MEADOW, ...RIDGE]) {
      await page.goto(baseUrl() + path);
      const image = await page.evaluate(
        () => getComputedStyle(document.querySelector('main .hero--night')!).backgroundImage,
      );
      const file = /url\("?[^")]*\/art\/(night-(?:horizon|ridge)-\d+\.svg)"?\)/.exec(image)?.[1] ?? 'none';
      seen[path] = file.startsWith('night-horizon') ? 'meadow' : file.startsWith('night-ridge') ? 'ridge' : 'none';
      if (file !== 'none') {
        const response = await page.request.get(`${baseUrl()}/art/${file}`);
        expect(response.status(), file).toBe(200);
        expect(await response.text(), file).toContain('<svg');
      }
    }
    expect(seen).toEqual(
      Object.fromEntries([...MEADOW.map((path) => [path, 'meadow']), ...RIDGE.map((path) => [path, 'ridge'])]),
    );
  });
});
