// Editors write {{brand}} or {{contact.email}} instead of retyping a fact kept in content/site.yaml,
// so a new phone number is changed in one place.
import type { Site } from './schemas.ts';

const TOKEN = /\{\{\s*([\w.]+)\s*\}\}/g;

export type TokenValues = ReadonlyMap<string, string>;

/** Every scalar of site.yaml becomes a token: brand, contact.email, an item of a list by its number
 *  (offices.0.address, the first office), ... */
export function tokenValuesFrom(site: Site): TokenValues {
  const values = new Map<string, string>();
  const visit = (value: unknown, path: string): void => {
    if (typeof value === 'string' || typeof value === 'number') values.set(path, String(value));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) visit(child, join(path, key));
    }
  };
  visit(site, '');
  return values;
}

/** Replaces tokens in a text; calls `onUnknown` for each token that names no value. */
export function replaceTokens(text: string, values: TokenValues, onUnknown: (token: string) => void): string {
  if (!text.includes('{{')) return text;
  return text.replace(TOKEN, (whole, name: string) => {
    const value = values.get(name);
    if (value === undefined) onUnknown(name);
    return value ?? whole;
  });
}

/** Replaces tokens in every string of parsed YAML, reporting unknown ones with their field path. */
export function replaceTokensDeep(
  data: unknown,
  values: TokenValues,
  onUnknown: (field: string, token: string) => void,
  path = '',
): unknown {
  if (typeof data === 'string') return replaceTokens(data, values, (token) => onUnknown(path, token));
  if (Array.isArray(data)) {
    return data.map((item, index) => replaceTokensDeep(item, values, onUnknown, join(path, String(index))));
  }
  if (data && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, replaceTokensDeep(value, values, onUnknown, join(path, key))]),
    );
  }
  return data;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
