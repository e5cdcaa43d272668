// The design tokens that never change (tokens.css: a colour, a space, a type size) are written as
// their values in the pages' rules: `1rem` where the stylesheet says `var(--space-4)`, and :root no
// longer lists them. Every page carries its own rules (page-styles.ts), and the tokens' names and
// definitions were some 520-760 of its compressed bytes: the difference between a whole page that
// fits a connection's first round trip (about 14.6 KB with its headers) and one that waits for a
// second. The stylesheet, as written, keeps its tokens; only what the pages carry has their values.
import type { Declaration, Root } from 'postcss';

/**
 * Writes into `root` the value of each custom property that is a constant, and removes its
 * definition. A constant is set once in the whole stylesheet, in a :root rule of its own level (not
 * in a @media: one set again there is not), to a value that reads no custom property but constants;
 * it is never read with a fallback (`var(--x, 1rem)`) nor registered (@property), and the pages'
 * scripts do not name it (they may set or read it: `namedByScripts`).
 */
export function foldConstantTokens(root: Root, namedByScripts: (name: string) => boolean): void {
  const definitions = new Map<string, Declaration[]>();
  root.walkDecls(/^--/, (declaration) => {
    definitions.set(declaration.prop, [...(definitions.get(declaration.prop) ?? []), declaration]);
  });
  const unfoldable = new Set<string>();
  root.walkAtRules('property', (rule) => void unfoldable.add(rule.params.trim()));
  root.walkDecls((declaration) => {
    for (const [, name] of declaration.value.matchAll(/var\(\s*(--[\w-]+)\s*,/g)) unfoldable.add(name!);
  });

  const inTopRoot = ({ parent }: Declaration) =>
    parent?.type === 'rule' && parent.selector === ':root' && parent.parent?.type === 'root';
  const candidates = [...definitions]
    .filter(([name, set]) => set.length === 1 && !unfoldable.has(name) && !namedByScripts(name))
    .map(([, [only]]) => only!)
    .filter((declaration) => !declaration.important && inTopRoot(declaration));
  // A token may read others (--color-link: var(--blue-600)): it is a constant once they are.
  const constants = new Map<string, string>();
  for (let found = true; found;) {
    found = false;
    for (const declaration of candidates) {
      if (constants.has(declaration.prop)) continue;
      const value = withConstants(declaration.value, constants);
      if (value.includes('var(')) continue;
      constants.set(declaration.prop, value);
      found = true;
    }
  }

  for (const declaration of candidates) if (constants.has(declaration.prop)) declaration.remove();
  root.walkDecls((declaration) => {
    if (declaration.value.includes('var(')) declaration.value = withConstants(declaration.value, constants);
  });
  root.walkRules(':root', (rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
}

/** `value` with each `var(--name)` of a constant written as the constant, spaced from what is around
 *  it where the two would otherwise run together (`1rem2rem` is not `var(--a)var(--b)`). */
function withConstants(value: string, constants: ReadonlyMap<string, string>): string {
  return value.replace(/var\(\s*(--[\w-]+)\s*\)/g, (whole, name: string, at: number) => {
    const constant = constants.get(name);
    if (constant === undefined) return whole;
    const before = at > 0 && /[\w%.-]/.test(value[at - 1]!) ? ' ' : '';
    const after = /^[\w(.-]/.test(value.slice(at + whole.length)) ? ' ' : '';
    return before + constant + after;
  });
}
