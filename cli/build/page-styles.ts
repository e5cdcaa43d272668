// Each page paints from its first round trip: its head carries the rules its first screen uses, and
// the site's whole stylesheet, shared and cached, linked at the end of the body, does not hold that
// paint back (render.tsx). A rule is the first screen's when every class, id, element
// and attribute its selector names is in the first screen's HTML; what that keeps beyond the need (a
// rule for a state, a :not() branch) costs bytes, never a look. The whole stylesheet, arriving after,
// holds the same rules in the same order, so the page ends as it was painted.
import postcss, { type ChildNode, type Root } from 'postcss';
import { elementEnd } from './first-screen.ts';

/** Until the whole stylesheet has arrived, what follows the first screen's mark is left out: it would
 *  show unstyled (and laying it out would hold the first paint back). The stylesheet shows it again
 *  (client/styles/base.css), in a rule of the same selector that comes later. */
const HIDE_THE_REST =
  ':where(#first-screen-end~*,:has(>#first-screen-end)~*,:has(>*>#first-screen-end)~*){display:none}';

/** A rule of the stylesheet, with what each of its selectors needs in the page. */
interface StyleRule {
  kind: 'rule';
  selectors: { text: string; needs: string[] }[];
  /** Its declarations, as written; a custom property's with its name; the properties each reads. */
  declarations: { text: string; property?: string; reads: string[] }[];
}
/** @media, @supports, @container: the rules inside, chosen the same way. */
interface StyleGroup {
  kind: 'group';
  prelude: string;
  items: StyleItem[];
}
/** @font-face and @keyframes: kept when what the chosen rules write names them. */
interface NamedBlock {
  kind: 'named';
  name: string;
  text: string;
}
/** Anything else (@property, @layer order): always kept. */
interface Verbatim {
  kind: 'verbatim';
  text: string;
}
type StyleItem = StyleRule | StyleGroup | NamedBlock | Verbatim;

export class PageStyles {
  private constructor(
    private readonly items: StyleItem[],
    /** The custom properties of :root whose value names a font family ('--font-mono' -> its stack). */
    private readonly fontProperties: Map<string, string>,
  ) {}

  /** The site's stylesheet, as the build wrote it (minified, under the site's path). */
  static parse(css: string): PageStyles {
    const root = postcss.parse(css);
    return new PageStyles(root.nodes.map(itemOf), fontPropertiesOf(root));
  }

  /** The rules the first screen's HTML (the body's start) uses, minified, in the stylesheet's order. */
  firstScreen(html: string): string {
    const present = tokensOf(`<html lang><body>${html}`);
    const chosen = choose(this.items, present);
    // Of the custom properties (the design tokens, some 200), those the chosen rules read.
    const declarations = declarationsOf(chosen);
    const read = new Set<string>();
    for (const declaration of declarations)
      if (!declaration.property) for (const name of declaration.reads) read.add(name);
    for (let before = -1; read.size !== before;) {
      before = read.size;
      for (const declaration of declarations)
        if (declaration.property && read.has(declaration.property))
          for (const name of declaration.reads) read.add(name);
    }
    const rules = write(chosen, read);
    const named = this.items.filter(
      (item): item is NamedBlock =>
        item.kind === 'named' &&
        (rules.includes(item.name) ||
          [...this.fontProperties].some(([property, stack]) => stack.includes(item.name) && read.has(property))),
    );
    return named.map((block) => block.text).join('') + rules + HIDE_THE_REST;
  }
}

function itemOf(node: ChildNode): StyleItem {
  if (node.type === 'rule') {
    // A rule with rules nested inside (CSS nesting, which the bundler lowers today) is kept whole.
    if (node.nodes.some((child) => child.type !== 'decl')) return { kind: 'verbatim', text: node.toString() };
    return {
      kind: 'rule',
      selectors: node.selectors.map((text) => ({ text, needs: needsOf(text) })),
      declarations: node.nodes.map((child) => {
        const text = child.toString();
        const reads = [...text.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!);
        return child.type === 'decl' && child.prop.startsWith('--')
          ? { text, property: child.prop, reads }
          : { text, reads };
      }),
    };
  }
  if (node.type === 'atrule') {
    if (node.name === 'font-face') {
      const family = /font-family:\s*(["']?)([^;"']+)\1/.exec(node.toString())?.[2] ?? '';
      return { kind: 'named', name: family, text: node.toString() };
    }
    if (node.name.endsWith('keyframes')) return { kind: 'named', name: node.params, text: node.toString() };
    if (node.nodes && ['media', 'supports', 'container', 'layer'].includes(node.name))
      return { kind: 'group', prelude: `@${node.name} ${node.params}`, items: node.nodes.map(itemOf) };
    return { kind: 'verbatim', text: node.toString() };
  }
  return { kind: 'verbatim', text: '' }; // a comment
}

/** The classes, ids, attributes and elements a selector needs, leaving out what :not(), :is(),
 *  :where() and :has() ask (keeping a rule for them costs bytes, never a look) and pseudo-classes. */
function needsOf(selector: string): string[] {
  const plain = selector
    .replace(/:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g, '')
    .replace(/\[[^\]]*\]/g, (attribute) => `[${/^\[\s*([\w-]+)/.exec(attribute)?.[1] ?? ''}]`)
    .replace(/::?[\w-]+(?:\([^)]*\))?/g, '');
  const needs: string[] = [];
  for (const [, name] of plain.matchAll(/\.((?:\\.|[\w-])+)/g)) needs.push(`.${name!.replace(/\\(.)/g, '$1')}`);
  for (const [, name] of plain.matchAll(/#([\w-]+)/g)) needs.push(`#${name}`);
  for (const [, name] of plain.matchAll(/\[([\w-]+)\]/g)) needs.push(`[${name}`);
  for (const [, name] of plain.matchAll(/(?:^|[\s>+~(,])([a-z][a-z0-9]*)/g)) needs.push(name!);
  return needs;
}

/** What the HTML holds that a selector may name: its classes, ids, attributes and elements. */
function tokensOf(html: string): Set<string> {
  const tokens = new Set<string>();
  const tags = /<([a-z][a-z0-9-]*)([^>]*)>/g;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    const [, name, attributes] = tag;
    tokens.add(name!);
    for (const [, attribute, value] of attributes!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
      tokens.add(`[${attribute}`);
      if (attribute === 'class') for (const token of value!.split(/\s+/)) tokens.add(`.${token}`);
      if (attribute === 'id') tokens.add(`#${value}`);
    }
    // What the first paint does not show (a slide the carousel turns to later): the element itself
    // is laid out, its insides are styled by the whole stylesheet.
    if (/\sdata-shown-later[\s=>]/.test(`${attributes} `)) tags.lastIndex = elementEnd(html, tag.index);
  }
  return tokens;
}

/** The items a page needs: each rule with the selectors whose needs it has, each group with its
 *  chosen rules; @font-face and @keyframes are chosen afterwards, by name. */
function choose(items: StyleItem[], present: Set<string>): StyleItem[] {
  const chosen: StyleItem[] = [];
  for (const item of items) {
    if (item.kind === 'verbatim') chosen.push(item);
    else if (item.kind === 'rule') {
      const selectors = item.selectors.filter((selector) => selector.needs.every((need) => present.has(need)));
      if (selectors.length > 0) chosen.push({ ...item, selectors });
    } else if (item.kind === 'group') {
      const inner = choose(item.items, present);
      if (inner.length > 0) chosen.push({ ...item, items: inner });
    }
  }
  return chosen;
}

function declarationsOf(items: StyleItem[]): StyleRule['declarations'] {
  return items.flatMap((item) =>
    item.kind === 'rule' ? item.declarations : item.kind === 'group' ? declarationsOf(item.items) : [],
  );
}

/** The chosen items as CSS, without the custom properties nothing reads. */
function write(items: StyleItem[], read: Set<string>): string {
  let css = '';
  for (const item of items) {
    if (item.kind === 'verbatim') css += item.text;
    else if (item.kind === 'rule') {
      const declarations = item.declarations.filter(
        (declaration) => !declaration.property || read.has(declaration.property),
      );
      if (declarations.length > 0)
        css += `${item.selectors.map((selector) => selector.text).join(',')}{${declarations.map((declaration) => declaration.text).join(';')}}`;
    } else if (item.kind === 'group') {
      const inner = write(item.items, read);
      if (inner) css += `${item.prelude}{${inner}}`;
    }
  }
  return css;
}

/** :root's custom properties that hold a font stack, by name. */
function fontPropertiesOf(root: Root): Map<string, string> {
  const properties = new Map<string, string>();
  root.walkDecls(/^--font/, (declaration) => {
    properties.set(declaration.prop, declaration.value);
  });
  return properties;
}
