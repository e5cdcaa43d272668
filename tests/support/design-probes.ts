// Measurements taken inside the page for tests/browser/design-quality.test.ts. Each function is sent
// to the browser on its own with page.evaluate, so each is self-contained: it may not call another
// function of this file or anything imported (the small helpers they share are repeated inside).

interface ProbeHelpers {
  /** "main > section.hero > h1": where an element is, for failure messages. */
  describe(element: Element): string;
  /** Hidden from the eye: not rendered, transparent, clipped away or a 1 px box. */
  visuallyHidden(element: Element): boolean;
}
interface ProbeWindow {
  __probeHelpers: ProbeHelpers;
}

/**
 * Puts the helpers the probes share into the page. page.evaluate sends a function's own text only,
 * so the probes cannot call a function of this module: run this first (see `probe` in the tests).
 */
export function installProbeHelpers(): void {
  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = element; e && e !== document.body && parts.length < 3; e = e.parentElement) {
      const classes = e.classList.length ? `.${[...e.classList].join('.')}` : '';
      parts.unshift(`${e.localName}${e.id ? `#${e.id}` : ''}${classes}`);
    }
    return parts.join(' > ');
  };
  const visuallyHidden = (element: Element): boolean => {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return true;
    for (let e: Element | null = element; e; e = e.parentElement) {
      if (e.classList.contains('visually-hidden') || e.classList.contains('sr-only')) return true;
      const style = getComputedStyle(e);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
      const box = e.getBoundingClientRect();
      if ((box.width <= 1 || box.height <= 1) && style.overflow !== 'visible') return true;
    }
    return false;
  };
  (window as unknown as ProbeWindow).__probeHelpers = { describe, visuallyHidden };
}

/** A word whose letters sit on more than one line, though it had no allowed break point there. */
export interface BrokenWord {
  /** Where it is: a table in main, the footer, or anywhere else in main. */
  region: 'table' | 'footer' | 'main';
  /** The whole word, as written between spaces. */
  word: string;
  /** The part of it (between allowed break points) that was split over lines. */
  part: string;
  lines: number;
  element: string;
}

export interface WideTable {
  element: string;
  tableWidth: number;
  parentWidth: number;
  parentOverflowX: string;
  /** Right edge of the table's parent, to compare with the screen's width. */
  parentRight: number;
}

export interface LayoutReport {
  brokenWords: BrokenWord[];
  scrollWidth: number;
  viewportWidth: number;
  /** When the page is wider than the screen: the outermost elements that stick out on the right. */
  overflowing: string[];
  /** Tables in main that are wider than the box they sit in. */
  wideTables: WideTable[];
}

/**
 * Finds words broken in the middle inside main and the footer. Every word (text between whitespace)
 * is cut at the points where a break is allowed (after @ / - – — or a zero-width space, before a
 * full stop), and each part is measured with a DOM Range: a part whose client rects lie on more
 * than one line was broken where no break is allowed.
 */
export function measureLayout(): LayoutReport {
  const { describe } = (window as unknown as ProbeWindow).__probeHelpers;
  const linesOf = (rects: DOMRect[]): number => {
    const boxes = rects.filter((r) => r.width > 0 && r.height > 0).sort((a, b) => a.top - b.top);
    let lines = 0;
    let previous: DOMRect | undefined;
    for (const box of boxes) {
      // A new line starts where a box begins below the middle of the previous line's box: boxes of
      // the same line may differ a little in top (a fallback glyph), boxes of two lines do not overlap.
      if (!previous || box.top >= previous.top + Math.min(previous.height, box.height) / 2) {
        lines++;
        previous = box;
      }
    }
    return lines;
  };

  const main = document.querySelector('main');
  const footers = [...document.querySelectorAll('footer')].filter((footer) => !main?.contains(footer));
  const roots = [main, ...footers].filter((root): root is HTMLElement => root !== null);
  const brokenWords: BrokenWord[] = [];
  const range = document.createRange();
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || ['script', 'style', 'noscript', 'template'].includes(parent.localName)) continue;
      const region: BrokenWord['region'] =
        parent.closest('footer') && !main?.contains(parent) ? 'footer' : parent.closest('table') ? 'table' : 'main';
      for (const match of node.data.matchAll(/\S+/g)) {
        const word = match[0];
        let offset = match.index;
        for (const part of word.split(/(?<=[@/\-–—\u200b])|(?=\.)/)) {
          range.setStart(node, offset);
          range.setEnd(node, offset + part.length);
          offset += part.length;
          const lines = linesOf([...range.getClientRects()]);
          if (lines > 1) brokenWords.push({ region, word, part, lines, element: describe(parent) });
        }
      }
    }
  }
  range.detach();

  const wideTables: WideTable[] = [];
  for (const table of document.querySelectorAll('main table')) {
    const parent = table.parentElement;
    if (!parent) continue;
    const tableWidth = table.getBoundingClientRect().width;
    const parentBox = parent.getBoundingClientRect();
    if (
      tableWidth > parent.clientWidth + 0.5 ||
      table.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5
    ) {
      wideTables.push({
        element: describe(table),
        tableWidth: Math.round(tableWidth),
        parentWidth: parent.clientWidth,
        parentOverflowX: getComputedStyle(parent).overflowX,
        parentRight: Math.round(parentBox.right),
      });
    }
  }
  const screen = document.documentElement.clientWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  const overflowing: string[] = [];
  if (scrollWidth > screen) {
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right;
      const parent = element.parentElement;
      if (right <= screen + 0.5 || !parent || parent.getBoundingClientRect().right > screen + 0.5) continue;
      let clipped = false;
      for (let e: Element | null = parent; e && e !== document.body; e = e.parentElement) {
        if (getComputedStyle(e).overflowX !== 'visible') clipped = true;
      }
      if (!clipped) overflowing.push(`${describe(element)} (to ${Math.round(right)} px)`);
    }
  }
  return {
    brokenWords,
    scrollWidth,
    viewportWidth: window.innerWidth,
    overflowing: overflowing.slice(0, 4),
    wideTables,
  };
}

export interface SmallText {
  element: string;
  text: string;
  fontSize: number;
}

/** Visible elements with text of their own set smaller than `minimum` px. */
export function findSmallText(minimum: number): SmallText[] {
  const { describe, visuallyHidden } = (window as unknown as ProbeWindow).__probeHelpers;
  const small: SmallText[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (['script', 'style', 'noscript', 'template'].includes(element.localName) || element.closest('svg')) continue;
    const ownText = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    if (!ownText) continue;
    const fontSize = parseFloat(getComputedStyle(element).fontSize);
    if (fontSize >= minimum || visuallyHidden(element)) continue;
    small.push({ element: describe(element), text: ownText.replace(/\s+/g, ' ').slice(0, 40), fontSize });
  }
  return small;
}

export interface ContactText {
  kind: 'e-mail' | 'phone';
  text: string;
  element: string;
  /** The href of the link around it, or null if it is not inside a link. */
  href: string | null;
  /** Whether that link goes to mailto:<the address> or tel:<the number's digits>. */
  linked: boolean;
}

/**
 * Every e-mail address and US phone number in the text of the body (not in code or pre, which show
 * examples; not in drawings marked role="img" or aria-hidden; not in scripts or form fields), and
 * whether it is inside the right mailto:/tel: link.
 * The text of an inline run is read as a whole, so an address split by <wbr> is still one address.
 */
export function findContactTexts(): ContactText[] {
  const { describe } = (window as unknown as ProbeWindow).__probeHelpers;
  const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'code', 'pre', 'textarea', 'select']);
  let text = '';
  const pieces: { node: Text; start: number }[] = [];
  const read = (node: Node): void => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        pieces.push({ node: child as Text, start: text.length });
        text += (child as Text).data;
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const element = child as Element;
        if (element.localName === 'wbr') continue;
        // A drawing (role="img", aria-hidden) may show sample addresses: a picture of an inbox, not a contact.
        const drawing = element.getAttribute('role') === 'img' || element.getAttribute('aria-hidden') === 'true';
        if (SKIPPED.has(element.localName) || drawing || element.localName === 'br') {
          text += '\n';
          continue;
        }
        // Text in different boxes (blocks, flex items, inline-blocks) is never one word.
        const display = getComputedStyle(element).display;
        const boundary = display !== 'inline' && display !== 'contents';
        if (boundary) text += '\n';
        read(element);
        if (boundary) text += '\n';
      }
    }
  };
  read(document.body);

  const found: ContactText[] = [];
  const patterns = [
    { kind: 'e-mail' as const, pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g },
    { kind: 'phone' as const, pattern: /\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b/g },
  ];
  for (const { kind, pattern } of patterns) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      const covering = pieces.filter((piece) => piece.start < end && piece.start + piece.node.data.length > start);
      const links = new Set(covering.map((piece) => piece.node.parentElement?.closest('a') ?? null));
      const link = links.size === 1 ? ([...links][0] ?? null) : null;
      const href = link?.getAttribute('href') ?? null;
      let linked = false;
      if (href && kind === 'e-mail' && href.toLowerCase().startsWith('mailto:')) {
        linked =
          decodeURIComponent(href.slice('mailto:'.length).split('?')[0] ?? '').toLowerCase() === match[0].toLowerCase();
      }
      if (href && kind === 'phone' && href.toLowerCase().startsWith('tel:')) {
        const digits = match[0].replace(/\D/g, '');
        linked = [digits, `1${digits}`].includes(href.replace(/\D/g, ''));
      }
      const element = covering[0]?.node.parentElement;
      found.push({ kind, text: match[0], element: element ? describe(element) : 'body', href, linked });
    }
  }
  return found;
}

export interface FocusRing {
  /** The same number each time the same element is focused on this page. */
  id: number;
  element: string;
  text: string;
  /** Where the ring is drawn: on the element itself, or on its ::after / ::before (a card's ring). */
  drawnOn: 'element' | '::after' | '::before';
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  background: string;
  contrast: number;
}

/**
 * The focus ring of the focused element, or null when nothing in the page has focus. The ring's
 * colour is compared with the background behind it: the first non-transparent background-color of
 * the ancestors around the ring (translucent ones composited, white below the root).
 */
export function focusedRing(): FocusRing | null {
  const { describe } = (window as unknown as ProbeWindow).__probeHelpers;
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return null;
  // The ring as it ends up, not halfway through a transition.
  for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();

  const state = window as unknown as { __focusIds?: WeakMap<Element, number>; __focusCount?: number };
  state.__focusIds ??= new WeakMap();
  let id = state.__focusIds.get(element);
  if (id === undefined) {
    id = state.__focusCount = (state.__focusCount ?? 0) + 1;
    state.__focusIds.set(element, id);
  }

  let style = getComputedStyle(element);
  let drawnOn: FocusRing['drawnOn'] = 'element';
  const shows = (s: CSSStyleDeclaration) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
  if (!shows(style)) {
    for (const pseudo of ['::after', '::before'] as const) {
      const pseudoStyle = getComputedStyle(element, pseudo);
      if (pseudoStyle.content !== 'none' && shows(pseudoStyle)) {
        style = pseudoStyle;
        drawnOn = pseudo;
        break;
      }
    }
  }

  // Where the ring sits: outside the element (from its parent outwards); inside it for a negative
  // offset; for an absolutely placed pseudo-element, around the box it covers (its containing block).
  const inside = parseFloat(style.outlineOffset) < 0;
  let behind: Element | null = inside ? element : element.parentElement;
  if (drawnOn !== 'element' && (style.position === 'absolute' || style.position === 'fixed')) {
    let containing: Element | null = element;
    while (containing && containing !== document.documentElement && getComputedStyle(containing).position === 'static')
      containing = containing.parentElement;
    behind = inside ? containing : (containing?.parentElement ?? null);
  }

  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const rgba = (color: string): [number, number, number, number] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: [number, number, number, number], below: [number, number, number]): [number, number, number] => [
    top[0] * top[3] + below[0] * (1 - top[3]),
    top[1] * top[3] + below[1] * (1 - top[3]),
    top[2] * top[3] + below[2] * (1 - top[3]),
  ];
  const layers: [number, number, number, number][] = [];
  for (let e = behind; e; e = e.parentElement) {
    const color = rgba(getComputedStyle(e).backgroundColor);
    if (color[3] === 0) continue;
    layers.push(color);
    if (color[3] === 1) break;
  }
  let background: [number, number, number] = [255, 255, 255];
  for (const layer of layers.reverse()) background = over(layer, background);
  const ring = over(rgba(style.outlineColor), background);

  const luminance = ([r, g, b]: [number, number, number]) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [lighter, darker] = [luminance(ring), luminance(background)].sort((a, b) => b - a) as [number, number];
  const hex = (color: [number, number, number]) =>
    `#${color.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
  return {
    id,
    element: describe(element),
    text:
      (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30) || element.getAttribute('aria-label') || '',
    drawnOn,
    outlineStyle: style.outlineStyle,
    outlineWidth: parseFloat(style.outlineWidth),
    outlineColor: hex(ring),
    background: hex(background),
    contrast: Math.round(((lighter + 0.05) / (darker + 0.05)) * 100) / 100,
  };
}

export interface Target {
  element: string;
  text: string;
  width: number;
  height: number;
}

/** The visible links and buttons inside main, with their size on screen. */
export function mainTargets(): Target[] {
  const { describe, visuallyHidden } = (window as unknown as ProbeWindow).__probeHelpers;
  return [...document.querySelectorAll('main a, main button')]
    .filter((element) => !visuallyHidden(element))
    .map((element) => {
      const box = element.getBoundingClientRect();
      const text =
        (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) ||
        element.getAttribute('aria-label') ||
        '';
      return {
        element: describe(element),
        text,
        width: Math.round(box.width * 10) / 10,
        height: Math.round(box.height * 10) / 10,
      };
    });
}

export interface BrandFont {
  /** The family of the first @font-face of the page's stylesheets. */
  declared: string | null;
  /** The first family of the body's font-family. */
  bodyFamily: string;
  checked: boolean;
  faces: { family: string; status: string }[];
}

/** The page's brand typeface, once document.fonts is ready. */
export async function brandFont(): Promise<BrandFont> {
  await document.fonts.ready;
  const unquote = (family: string) => family.trim().replace(/^(['"])(.*)\1$/, '$2');
  const firstFontFace = (rules: CSSRuleList): CSSFontFaceRule | undefined => {
    for (const rule of rules) {
      if (rule instanceof CSSFontFaceRule) return rule;
      const nested =
        rule instanceof CSSImportRule
          ? rule.styleSheet?.cssRules
          : 'cssRules' in rule
            ? (rule as CSSGroupingRule).cssRules
            : undefined;
      const found = nested && firstFontFace(nested);
      if (found) return found;
    }
    return undefined;
  };
  let declared: string | null = null;
  for (const sheet of document.styleSheets) {
    const rule = firstFontFace(sheet.cssRules);
    if (rule) {
      declared = unquote(rule.style.getPropertyValue('font-family'));
      break;
    }
  }
  return {
    declared,
    bodyFamily: unquote(getComputedStyle(document.body).fontFamily.split(',')[0] ?? ''),
    checked: declared !== null && document.fonts.check(`16px "${declared}"`),
    faces: [...document.fonts].map((face) => ({ family: unquote(face.family), status: face.status })),
  };
}

export interface LayoutShift {
  value: number;
  sources: string[];
}

/** The layout shifts recorded since the page started loading (not caused by input). */
export function layoutShifts(): Promise<LayoutShift[]> {
  interface ShiftEntry extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources: { node: Node | null }[];
  }
  return new Promise((resolve) => {
    const entries: ShiftEntry[] = [];
    const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as ShiftEntry[])));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Buffered entries arrive in the observer's first callback, queued as a task.
    setTimeout(() => {
      entries.push(...(observer.takeRecords() as ShiftEntry[]));
      observer.disconnect();
      resolve(
        entries
          .filter((entry) => !entry.hadRecentInput)
          .map((entry) => ({
            value: entry.value,
            sources: entry.sources.map(({ node }) => {
              const element = node instanceof Element ? node : node?.parentElement;
              if (!element) return '(removed node)';
              const classes = element.classList.length ? `.${[...element.classList].join('.')}` : '';
              return `${element.localName}${element.id ? `#${element.id}` : ''}${classes}`;
            }),
          })),
      );
    }, 50);
  });
}
