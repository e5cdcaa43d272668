// A YAML alias (`*name`) repeats the value its anchor names: js-yaml shares the object, but token
// replacement and the schema walk each repeat, so a "billion laughs" file is found before anything walks it.

/** How many values aliases may add to a file: far more than any content file needs. */
const MAX_ALIAS_VALUES = 10_000;

/** `path`: where the alias that goes too far is. */
interface AliasProblem {
  path: (string | number)[];
  message: string;
}

const TOO_MANY_ALIAS_VALUES = `YAML aliases here would expand to more than ${MAX_ALIAS_VALUES.toLocaleString('en-US')} values: write the values out or use fewer aliases`;
const ALIAS_INSIDE_ITSELF =
  'This YAML alias is inside the value it names, so it would repeat without end: write the value out instead';

/** Counts what aliases add, each shared object's expanded size remembered, so that it visits each object
 *  written once; values written out cost nothing the parser has not paid for. */
export function aliasProblemIn(data: unknown): AliasProblem | undefined {
  const sizes = new Map<object, number>();
  const open = new Set<object>();
  const path: (string | number)[] = [];
  let repeated = 0;
  let problem: AliasProblem | undefined;

  /** The value's size once expanded, or undefined once a problem is found. */
  const sizeOf = (value: unknown): number | undefined => {
    if (!value || typeof value !== 'object') return 1;
    const known = sizes.get(value);
    if (known !== undefined) {
      repeated += known;
      if (repeated > MAX_ALIAS_VALUES) problem = { path: [...path], message: TOO_MANY_ALIAS_VALUES };
      return problem ? undefined : known;
    }
    if (open.has(value)) {
      problem = { path: [...path], message: ALIAS_INSIDE_ITSELF };
      return undefined;
    }
    open.add(value);
    let size = 1;
    for (const [key, child] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
      path.push(key);
      const childSize = sizeOf(child);
      path.pop();
      if (childSize === undefined) return undefined;
      size += childSize;
    }
    open.delete(value);
    sizes.set(value, size);
    return size;
  };

  sizeOf(data);
  return problem;
}
