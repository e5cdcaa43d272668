// An island's props travel from the build to the browser as JSON (templates/Island.tsx writes them,
// client/hydrate.ts reads them), so they may only be what JSON carries: a function, a Date, a Map or
// undefined in a list would arrive as nothing, a string or null, and the island would hydrate with
// other props than the page was rendered with.

/** What JSON carries. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

type JsonPrimitive = Exclude<JsonValue, object>;

/**
 * T where it is a JsonValue, and `never` where it is not (a function, a Date, a Map, a symbol or
 * bigint anywhere inside), so that no value can be given for it. Checked member by member rather
 * than as `T extends JsonValue`, which an interface never is (it has no index signature).
 */
export type AsJson<T> = T extends JsonPrimitive
  ? T
  : T extends readonly (infer Item)[]
    ? readonly AsJson<Item>[]
    : T extends Date | ((...args: never[]) => unknown) | ReadonlyMap<unknown, unknown> | ReadonlySet<unknown>
      ? never
      : T extends object
        ? { [K in keyof T]: AsJson<T[K]> }
        : never;

/**
 * Where `value` holds something JSON would not carry as it is (for props that escaped the types, with
 * `as` or `any`): "props.when: a Date", or undefined when it is all JSON.
 */
export function notJson(value: unknown, where = 'props'): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number')
    return Number.isFinite(value) ? undefined : `${where}: ${value}, which JSON writes as null`;
  if (typeof value !== 'object') return `${where}: a ${typeof value}`;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found =
        item === undefined
          ? `${where}[${index}]: undefined, which JSON writes as null`
          : notJson(item, `${where}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  const prototype = Object.getPrototypeOf(value) as object | null;
  if (prototype !== Object.prototype && prototype !== null)
    return `${where}: a ${value.constructor?.name || 'class instance'}`;
  for (const [key, item] of Object.entries(value)) {
    // A key whose value is undefined is left out, as if the prop were not given: the same in both places.
    const found = item === undefined ? undefined : notJson(item, `${where}.${key}`);
    if (found) return found;
  }
  return undefined;
}
