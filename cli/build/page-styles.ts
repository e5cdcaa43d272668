// Each page carries the rules it uses and no others, in two parts: its head holds those its first
// screen uses, so that it paints from the first round trip; a second <style> right after the first
// screen holds the rest of what the page uses, so that it has arrived before anything it styles
// (render.tsx). No stylesheet is linked: a page's rest is 0.3-4 KB compressed, where the site's
// whole stylesheet was 29 KB, fetched before any page could finish (Lighthouse counted it in every
// page's largest paint); a visitor would read some ten pages before the shared file paid for itself.
// A rule is the first screen's when every class, id, element and attribute its selector names is in
// the first screen's HTML; what that keeps beyond the need (a rule for a state, a :not() branch)
// costs bytes, never a look.
// Of the web fonts' faces, only those whose file the pages preload (the brand face's common part) are
// in the head: any other face there had its file fetched at the first layout, beside the brand face
// and the hero's drawing, and Lighthouse counted the monospace files in every page's first and largest
// paint (0.15-0.3 s). The others are applied after the first paint (rest's laterFaces); until then their
// text shows in its metric-matched fallback (client/styles/font.css), and the swap moves nothing (a
// monospace face's characters are all as wide as the fallback's).
import postcss, { type ChildNode, type Root } from 'postcss';
import { foldConstantTokens } from './constant-tokens.ts';
import { elementEnd } from './first-screen.ts';

/** A rule of the stylesheet, with what each of its selectors needs in the page. */
interface StyleRule {
  kind: 'rule';
  /** Its place in the stylesheet. */
  id: number;
  selectors: { text: string; needs: string[] }[];
  declarations: Declaration[];
}
/** A declaration as written, with the custom property it sets if it sets one, those it reads, and
 *  what it may override (override()). */
interface Declaration {
  text: string;
  property?: string;
  reads: string[];
  sets: string;
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
  /** A face's file's name ('face.HASH.woff2'), for one downloaded; none for a local face. */
  file?: string;
}
/** Anything else (@property, @layer order): always kept, in the head. */
interface Verbatim {
  kind: 'verbatim';
  text: string;
}
type StyleItem = StyleRule | StyleGroup | NamedBlock | Verbatim;

/** A rule as a page writes it, inside its groups (their preludes), or a verbatim item. */
type Leaf =
  | { kind: 'rule'; id: number; groups: string[]; selectors: string[]; declarations: Declaration[] }
  | { kind: 'verbatim'; groups: string[]; text: string };
type RuleLeaf = Extract<Leaf, { kind: 'rule' }>;
/** What a page's names choose: its rules as leaves, and the font faces and animations they name. */
interface Chosen {
  leaves: Leaf[];
  named: NamedBlock[];
}

export class PageStyles {
  private constructor(
    private readonly items: StyleItem[],
    /** What the elements a selector names right after a `+` have (`.section + .cta-band`: .cta-band),
     *  each as its list of needs: styled by the sibling before them (mayEndBefore). */
    private readonly nextSiblings: string[][],
    /** The custom properties of :root whose value names a font family ('--font-mono' -> its stack). */
    private readonly fontProperties: Map<string, string>,
    /** The names of the font files the pages preload: only their faces are written in the head. */
    private readonly preloadedFonts: Set<string>,
  ) {}

  private readonly scriptTokens = new Map<string, ReturnType<typeof tokensOfScripts> & { id: number }>();
  /** What a set of names chooses, by the set: pages alike (a site's articles) have the same names,
   *  and choosing from some 2,000 rules took milliseconds a page. */
  private readonly choices = new Map<string, Chosen>();

  /** The site's stylesheet, as the build wrote it (minified, under the site's path), the font files
   *  every page preloads (their addresses), and the text of the pages' scripts (the custom
   *  properties they name keep their names: constant-tokens.ts). */
  static parse(css: string, preloadedFonts: readonly string[] = [], scripts = ''): PageStyles {
    const root = postcss.parse(css);
    const namedByScripts = new Set(scripts.match(/--[\w-]+/g));
    foldConstantTokens(root, (name) => namedByScripts.has(name));
    let id = 0;
    const nextSiblings: string[][] = [];
    root.walkRules((rule) => {
      for (const [, compound] of rule.selector.matchAll(/\+\s*([^\s>+~,()]+)/g)) {
        const needs = needsOf(compound!);
        if (needs.length > 0) nextSiblings.push(needs); // not the n+1 of :nth-child(2n+1)
      }
    });
    return new PageStyles(
      root.nodes.map((node) => itemOf(node, () => id++)),
      nextSiblings,
      fontPropertiesOf(root),
      new Set(preloadedFonts.map(fileName)),
    );
  }

  /** Whether the first screen may end right before the element whose opening tag is `tag`: not if a
   *  rule styles it by the sibling before it (`.section + .cta-band`), whom the mark there would
   *  part (first-screen.ts). */
  mayEndBefore(tag: string): boolean {
    const tokens = tokensOf(tag, true);
    return !this.nextSiblings.some((needs) => needs.every((need) => tokens.has(need)));
  }

  /** The rules the first screen's HTML (the body's start) uses, minified, in the stylesheet's order. */
  firstScreen(html: string): string {
    const { leaves, named } = this.chosen(html, { shownLater: false });
    return textOf(named.filter((block) => !this.isLater(block))) + write(leaves);
  }

  /** A face whose file is downloaded and not preloaded. */
  private isLater(block: NamedBlock): boolean {
    return block.file !== undefined && !this.preloadedFonts.has(block.file);
  }

  /**
   * What the whole page uses that the first screen's rules do not write, for after the first screen:
   * what its HTML has, and what its `scripts` (their text) may give it (a sheet they open, a toast
   * they add), since no other stylesheet will come.
   * Coming later, a rule of it wins over an earlier one of the head where the stylesheet had them the
   * other way round; so a head rule is written again after any rule of the rest that came before it
   * in the stylesheet and may set what it sets, and the page ends as the whole stylesheet styles it.
   * Apart, `laterFaces`: the faces of the font files the pages do not preload that the page's text is
   * set in, for after its first paint (templates/after-first-paint.ts).
   */
  rest(firstScreenHtml: string, pageHtml: string, scripts = ''): { rules: string; laterFaces: string } {
    const head = this.chosen(firstScreenHtml, { shownLater: false });
    const page = this.chosen(pageHtml, { shownLater: true, scripts });
    const inHead = new Map<number, RuleLeaf>();
    for (const leaf of head.leaves) if (leaf.kind === 'rule') inHead.set(leaf.id, leaf);
    const elementsOf = subjectsIn(pageHtml);
    const elements = (selector: string) => elementsOf([selector]);

    const rest: Leaf[] = [];
    /** What the rest has set so far (with the pseudo-element it set it on): the selectors that did,
     *  and, once a head rule has asked, the elements they style (the selectors counted in). */
    const setByRest = new Map<string, { selectors: string[]; elements?: Set<number>; counted: number }>();
    const add = (leaf: RuleLeaf) => {
      if (leaf.selectors.length === 0 || leaf.declarations.length === 0) return;
      rest.push(leaf);
      for (const selector of leaf.selectors)
        for (const { sets } of leaf.declarations) {
          const target = sets + pseudoElementOf(selector);
          const set = setByRest.get(target) ?? { selectors: [], counted: 0 };
          setByRest.set(target, set);
          set.selectors.push(selector);
        }
    };
    const styledByRest = (target: string) => {
      const set = setByRest.get(target);
      if (!set) return undefined;
      set.elements ??= new Set();
      for (; set.counted < set.selectors.length; set.counted++)
        for (const element of elements(set.selectors[set.counted]!)) set.elements.add(element);
      return set.elements;
    };
    const overriddenByRest = (leaf: RuleLeaf) =>
      leaf.selectors.some((selector) =>
        leaf.declarations.some(({ sets }) => {
          if (!setByRest.has(sets + pseudoElementOf(selector))) return false;
          const styled = styledByRest(sets + pseudoElementOf(selector))!;
          return elements(selector).some((element) => styled.has(element));
        }),
      );
    for (const leaf of page.leaves) {
      if (leaf.kind !== 'rule') continue; // the head has every verbatim item
      const headLeaf = inHead.get(leaf.id);
      if (!headLeaf) {
        add(leaf);
        continue;
      }
      if (overriddenByRest(headLeaf)) add(headLeaf);
      // What the head did not write of this rule: its other selectors, whole, and the declarations
      // its head selectors lack (a custom property only the rest reads).
      const written = new Set(headLeaf.declarations.map((declaration) => declaration.text));
      add({ ...leaf, selectors: leaf.selectors.filter((selector) => !headLeaf.selectors.includes(selector)) });
      add({
        ...leaf,
        selectors: headLeaf.selectors,
        declarations: leaf.declarations.filter((declaration) => !written.has(declaration.text)),
      });
    }
    const named = page.named.filter((block) => !head.named.includes(block) && !this.isLater(block));
    return {
      rules: textOf(named) + write(rest),
      laterFaces: textOf(page.named.filter((block) => this.isLater(block))),
    };
  }

  /** The rules `html` uses, in the stylesheet's order, and the named blocks they name. */
  private chosen(html: string, { shownLater, scripts = '' }: { shownLater: boolean; scripts?: string }): Chosen {
    const inHtml = tokensOf(`<html lang><body>${html}`, shownLater);
    const fromScripts = this.scriptTokens.get(scripts) ?? { ...tokensOfScripts(scripts), id: this.scriptTokens.size };
    this.scriptTokens.set(scripts, fromScripts); // most pages load the same few scripts
    const key = `${fromScripts.id} ${[...inHtml].sort().join(' ')}`;
    const known = this.choices.get(key);
    if (known) return known;
    const present = (need: string) =>
      inHtml.has(need) || fromScripts.names.has(need) || fromScripts.prefixes.some((prefix) => need.startsWith(prefix));
    const leaves = leavesOf(choose(this.items, present), []);
    const declarations = leaves.flatMap((leaf) => (leaf.kind === 'rule' ? leaf.declarations : []));
    // Of the custom properties (the design tokens, some 200), those the chosen rules read.
    const read = new Set<string>();
    for (const declaration of declarations)
      if (!declaration.property) for (const name of declaration.reads) read.add(name);
    for (let before = -1; read.size !== before;) {
      before = read.size;
      for (const declaration of declarations)
        if (declaration.property && read.has(declaration.property))
          for (const name of declaration.reads) read.add(name);
    }
    const kept = leaves.map((leaf) =>
      leaf.kind === 'rule'
        ? {
            ...leaf,
            declarations: leaf.declarations.filter(
              (declaration) => !declaration.property || read.has(declaration.property),
            ),
          }
        : leaf,
    );
    const text = write(kept);
    const named = this.items.filter(
      (item): item is NamedBlock =>
        item.kind === 'named' &&
        (text.includes(item.name) ||
          [...this.fontProperties].some(([property, stack]) => stack.includes(item.name) && read.has(property))),
    );
    const chosen = { leaves: kept, named };
    this.choices.set(key, chosen);
    return chosen;
  }
}

function itemOf(node: ChildNode, nextId: () => number): StyleItem {
  if (node.type === 'rule') {
    // A rule with rules nested inside (CSS nesting, which the bundler lowers today) is kept whole.
    if (node.nodes.some((child) => child.type !== 'decl')) return { kind: 'verbatim', text: node.toString() };
    return {
      kind: 'rule',
      id: nextId(),
      selectors: node.selectors.map((text) => ({ text, needs: needsOf(text) })),
      declarations: node.nodes.map((child) => {
        const text = child.toString();
        const reads = [...text.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!);
        const name = child.type === 'decl' ? child.prop : '';
        return name.startsWith('--')
          ? { text, property: name, reads, sets: name }
          : { text, reads, sets: override(name) };
      }),
    };
  }
  if (node.type === 'atrule') {
    if (node.name === 'font-face') {
      const text = node.toString();
      const family = /font-family:\s*(["']?)([^;"']+)\1/.exec(text)?.[2] ?? '';
      const file = /url\((["']?)([^"')]+)\1\)/.exec(text)?.[2];
      return { kind: 'named', name: family, text, ...(file && { file: fileName(file) }) };
    }
    if (node.name.endsWith('keyframes')) return { kind: 'named', name: node.params, text: node.toString() };
    if (node.nodes && ['media', 'supports', 'container', 'layer'].includes(node.name))
      return {
        kind: 'group',
        prelude: `@${node.name} ${node.params}`,
        items: node.nodes.map((child) => itemOf(child, nextId)),
      };
    return { kind: 'verbatim', text: node.toString() };
  }
  return { kind: 'verbatim', text: '' }; // a comment
}

/** What a property sets, for telling whether two declarations may override each other: a longhand
 *  and its shorthand name the same (margin-top, margin), and so do a property's logical and physical
 *  forms; taking all of a family as one keeps a rule more often than needed, never less. */
function override(property: string): string {
  const name = property.replace(/^-\w+-/, '');
  if (name === 'all') return 'all';
  if (/^(top|right|bottom|left|inset)\b/.test(name)) return 'inset';
  if (/^(min-|max-)?(width|height|inline-size|block-size)$/.test(name)) return 'size';
  if (/^(place|align|justify)-/.test(name)) return 'alignment';
  if (/^(gap|row-gap|column-gap|grid-gap)$/.test(name)) return 'gap';
  return name.split('-')[0]!.replace(/s$/, ''); // columns, column-count
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

/**
 * Which of the page's elements a rule may style: those that have what the last compound of one of
 * its selectors names, inside elements that have what its other compounds name (those before a + or
 * a ~, which name siblings, are not looked at: that keeps more elements than the rule styles, never
 * fewer, as does taking an element's parents' names all together).
 */
function subjectsIn(html: string): (selectors: string[]) => number[] {
  const elements: { own: Set<string>; parent: number }[] = [];
  const byToken = new Map<string, number[]>();
  const open: { name: string; index: number }[] = [];
  const tags = /<(\/?)([a-z][a-z0-9-]*)([^>]*)>/g;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    const [whole, closing, name] = tag;
    if (closing) {
      const at = open.map((element) => element.name).lastIndexOf(name!);
      if (at !== -1) open.length = at;
      continue;
    }
    const own = tokensOf(whole, true);
    for (const token of own) {
      const having = byToken.get(token) ?? [];
      byToken.set(token, having);
      having.push(elements.length);
    }
    elements.push({ own, parent: open.at(-1)?.index ?? -1 });
    if (!VOID.has(name!) && !whole.endsWith('/>')) open.push({ name: name!, index: elements.length - 1 });
  }
  const inside = (index: number, need: string) => {
    for (let at = elements[index]!.parent; at !== -1; at = elements[at]!.parent)
      if (elements[at]!.own.has(need)) return true;
    return false;
  };
  const all = elements.map((_, index) => index);
  const memo = new Map<string, number[]>();
  const subjectOf = (selector: string) => {
    let matched = memo.get(selector);
    if (!matched) {
      const parts = selector.split(/\s*([\s>+~])\s*(?![^(]*\))/);
      const own = needsOf(parts.at(-1) ?? '');
      const around = parts
        .slice(0, -1)
        .filter((_, index, list) => index % 2 === 0 && !/[+~]/.test(list[index + 1] ?? ''))
        .flatMap(needsOf);
      // The fewest elements one of its names has, then those of them with the rest.
      const candidates = own
        .map((need) => byToken.get(need) ?? [])
        .reduce((fewest, list) => (list.length < fewest.length ? list : fewest), all);
      matched = candidates.filter(
        (index) => own.every((need) => elements[index]!.own.has(need)) && around.every((need) => inside(index, need)),
      );
      memo.set(selector, matched);
    }
    return matched;
  };
  return (selectors) => [...new Set(selectors.flatMap(subjectOf))];
}

/** The pseudo-element a selector styles ('::before'), or '': a rule for an element's ::before and one
 *  for the element itself style different boxes, and override each other in nothing. */
function pseudoElementOf(selector: string): string {
  const found = [...selector.matchAll(/::([\w-]+)|:(before|after|first-line|first-letter)\b/g)].at(-1);
  return found ? `::${found[1] ?? found[2]}` : '';
}

const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** What the HTML holds that a selector may name: its classes, ids, attributes and elements. */
function tokensOf(html: string, shownLater: boolean): Set<string> {
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
    // is laid out there, its insides are styled by the rest.
    if (!shownLater && /\sdata-shown-later[\s=>]/.test(`${attributes} `)) tags.lastIndex = elementEnd(html, tag.index);
  }
  return tokens;
}

/**
 * What scripts may give a page that its HTML does not have: any word their text holds may be a class,
 * an id, an attribute (a dataset key as its data- attribute) or an element they add; a word that ends
 * in - or _ may begin a class they put together (`toast--${variant}`). Taking every word keeps rules a
 * page never needs, which costs bytes only; leaving out a state a script sets would break the page.
 */
function tokensOfScripts(scripts: string): { names: Set<string>; prefixes: string[] } {
  const names = new Set<string>();
  const prefixes = new Set<string>();
  for (const [word] of scripts.matchAll(/[A-Za-z_][\w-]*/g)) {
    if (/[-_]$/.test(word)) prefixes.add(`.${word}`);
    names.add(`.${word}`).add(`#${word}`).add(`[${word}`).add(word);
    names.add(`[data-${word.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`);
  }
  return { names, prefixes: [...prefixes] };
}

/** The items a page needs: each rule with the selectors whose needs it has, each group with its
 *  chosen rules; @font-face and @keyframes are chosen afterwards, by name. */
function choose(items: StyleItem[], present: (need: string) => boolean): StyleItem[] {
  const chosen: StyleItem[] = [];
  for (const item of items) {
    if (item.kind === 'verbatim') chosen.push(item);
    else if (item.kind === 'rule') {
      const selectors = item.selectors.filter((selector) => selector.needs.every(present));
      if (selectors.length > 0) chosen.push({ ...item, selectors });
    } else if (item.kind === 'group') {
      const inner = choose(item.items, present);
      if (inner.length > 0) chosen.push({ ...item, items: inner });
    }
  }
  return chosen;
}

/** The chosen rules and verbatim items in order, each with the preludes of the groups around it. */
function leavesOf(items: StyleItem[], groups: string[]): Leaf[] {
  return items.flatMap((item): Leaf[] => {
    if (item.kind === 'rule')
      return [
        {
          kind: 'rule',
          id: item.id,
          groups,
          selectors: item.selectors.map((selector) => selector.text),
          declarations: item.declarations,
        },
      ];
    if (item.kind === 'group') return leavesOf(item.items, [...groups, item.prelude]);
    if (item.kind === 'verbatim') return item.text ? [{ kind: 'verbatim', groups, text: item.text }] : [];
    return [];
  });
}

/** Leaves as CSS, in their groups: a run of leaves in the same groups shares one block of each. */
function write(leaves: Leaf[]): string {
  let css = '';
  let open: string[] = [];
  for (const leaf of leaves) {
    if (leaf.kind === 'rule' && leaf.declarations.length === 0) continue;
    let shared = 0;
    while (shared < open.length && shared < leaf.groups.length && open[shared] === leaf.groups[shared]) shared++;
    css += '}'.repeat(open.length - shared);
    for (const prelude of leaf.groups.slice(shared)) css += `${prelude}{`;
    open = leaf.groups;
    css +=
      leaf.kind === 'rule'
        ? `${leaf.selectors.join(',')}{${leaf.declarations.map((declaration) => declaration.text).join(';')}}`
        : leaf.text;
  }
  return css + '}'.repeat(open.length);
}

/** Named blocks as CSS, one after another. */
function textOf(blocks: NamedBlock[]): string {
  return blocks.map((block) => block.text).join('');
}

/** A file's name, from its address. */
function fileName(address: string): string {
  return address.slice(address.lastIndexOf('/') + 1);
}

/** :root's custom properties that hold a font stack, by name. */
function fontPropertiesOf(root: Root): Map<string, string> {
  const properties = new Map<string, string>();
  root.walkDecls(/^--font/, (declaration) => {
    properties.set(declaration.prop, declaration.value);
  });
  return properties;
}
