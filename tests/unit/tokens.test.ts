// Editors write {{brand}} or {{contact.email}} instead of retyping a fact of content/site.yaml.
import { describe, expect, it } from 'vitest';
import { replaceTokens, replaceTokensDeep, tokenValuesFrom } from '../../cli/model/tokens.ts';
import type { Site } from '../../cli/model/schemas.ts';

const values = new Map([
  ['brand', 'Bluebonnet Cyber'],
  ['contact.email', 'hello@bluebonnetcyber.example'],
]);

describe('tokens', () => {
  it('replaces every known token in a text, spaces inside the braces allowed', () => {
    expect(replaceTokens('Write to {{contact.email}} at {{ brand }}.', values, () => undefined)).toBe(
      'Write to hello@bluebonnetcyber.example at Bluebonnet Cyber.',
    );
  });

  it('leaves an unknown token in place and reports it', () => {
    const unknown: string[] = [];
    expect(replaceTokens('{{brnad}} rocks', values, (token) => unknown.push(token))).toBe('{{brnad}} rocks');
    expect(unknown).toEqual(['brnad']);
  });

  it('replaces tokens in every string of parsed YAML, reporting unknown ones with their field path', () => {
    const unknown: [string, string][] = [];
    const data = { title: '{{brand}}', links: [{ label: '{{nope}}' }], count: 3 };
    expect(replaceTokensDeep(data, values, (field, token) => unknown.push([field, token]))).toEqual({
      title: 'Bluebonnet Cyber',
      links: [{ label: '{{nope}}' }],
      count: 3,
    });
    expect(unknown).toEqual([['links.0.label', 'nope']]);
  });

  it("names a list's items by their number: the first office's address is {{offices.0.address}}", () => {
    const site = { brand: 'B', offices: [{ city: 'Dallas', address: '2100 Ross Avenue' }] } as unknown as Site;
    const tokens = tokenValuesFrom(site);
    expect(tokens.get('offices.0.address')).toBe('2100 Ross Avenue');
    expect(tokens.get('brand')).toBe('B');
  });
});
