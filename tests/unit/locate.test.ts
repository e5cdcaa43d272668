// Where a problem's field is written, as `file:line:column` editors open: every way content/ writes a
// key or a list item.
import { readdir, readFile } from 'node:fs/promises';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { splitFrontmatter } from '../../cli/model/frontmatter.ts';
import { locateField } from '../../cli/model/locate.ts';

/** The 1-based line and column of the `nth` (0-based) occurrence of `written` in `text`. */
function placeOf(text: string, written: string, nth = 0): { line: number; column: number } {
  let at = -1;
  for (let count = 0; count <= nth; count++) {
    at = text.indexOf(written, at + 1);
    if (at === -1) throw new Error(`"${written}" is not written ${nth + 1} times`);
  }
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

const SITE = [
  '# The company, its offices and the header.',
  'name: Bluebonnet Cyber',
  'contact:',
  '  email: hello@example.com',
  '  phone:',
  '    main: 512-555-0100',
  '    # The line that rings out of hours.',
  '    night: 512-555-0199',
  'offices:',
  '  - city: Austin',
  '    latitude: 30.27',
  '  - city: Dallas',
  '    latitude: 32.78',
  '    hours:',
  '      - Mon-Fri',
  '      - Sat',
  'tags: [security, it, cloud]',
  'headerCta: { label: Get a Quote, href: /contact }',
  'points:',
  '  - { icon: shield, text: Protected }',
  '  - { icon: sparkles, text: "Clean, fast" }',
  '',
].join('\n');

describe('locating a field in a YAML file', () => {
  it('finds a top-level key and nested keys at their first character', () => {
    expect(locateField(SITE, ['name'])).toEqual(placeOf(SITE, 'name:'));
    expect(locateField(SITE, ['contact', 'email'])).toEqual(placeOf(SITE, 'email:'));
    expect(locateField(SITE, ['contact', 'phone', 'night'])).toEqual(placeOf(SITE, 'night:'));
  });

  it('finds a list item at its "- " and a key inside it, counting items from 0', () => {
    expect(locateField(SITE, ['offices', 1])).toEqual(placeOf(SITE, '- city: Dallas'));
    expect(locateField(SITE, ['offices', 1, 'latitude'])).toEqual(placeOf(SITE, 'latitude:', 1));
    expect(locateField(SITE, ['offices', 1, 'hours', 1])).toEqual(placeOf(SITE, '- Sat'));
  });

  it('takes a number written as text ("offices.0.latitude" split by the caller) as a list position too', () => {
    expect(locateField(SITE, ['offices', '0', 'latitude'])).toEqual(placeOf(SITE, 'latitude:'));
  });

  it('finds keys inside a flow mapping and items of a flow list, on their one line', () => {
    expect(locateField(SITE, ['headerCta', 'href'])).toEqual(placeOf(SITE, 'href:'));
    expect(locateField(SITE, ['points', 1, 'icon'])).toEqual(placeOf(SITE, 'icon: sparkles'));
    expect(locateField(SITE, ['points', 1, 'text'])).toEqual(placeOf(SITE, 'text: "Clean'));
    expect(locateField(SITE, ['tags', 2])).toEqual(placeOf(SITE, 'cloud'));
  });

  it('finds a quoted key at its opening quote', () => {
    const text = ['"Jordan Ellis":', "  'role': Lead", '  "bio": { "short": Hi }', ''].join('\n');
    expect(locateField(text, ['Jordan Ellis'])).toEqual({ line: 1, column: 1 });
    expect(locateField(text, ['Jordan Ellis', 'role'])).toEqual({ line: 2, column: 3 });
    expect(locateField(text, ['Jordan Ellis', 'bio', 'short'])).toEqual({ line: 3, column: 12 });
  });

  it('finds a key written as a number, as a path from field text names it', () => {
    const text = 'redirects:\n  301: /new\n  404: /missing\n';
    expect(locateField(text, ['redirects', 404])).toEqual({ line: 3, column: 3 });
    expect(locateField(text, ['redirects', '404'])).toEqual({ line: 3, column: 3 });
  });

  it('has no place for a missing key, while its parent, which callers fall back to, has one', () => {
    expect(locateField(SITE, ['contact', 'fax'])).toBeUndefined();
    expect(locateField(SITE, ['contact'])).toEqual(placeOf(SITE, 'contact:'));
    expect(locateField(SITE, ['offices', 5])).toBeUndefined();
    expect(locateField(SITE, ['name', 'first'])).toBeUndefined(); // below a text
    expect(locateField(SITE, ['contact', 0])).toBeUndefined(); // a mapping is not a list
  });

  it('skips comments: a key in a comment is not a key, a "#" inside a value is no comment', () => {
    const text = [
      '# title: in a comment',
      'summary: "# not a comment" # a comment',
      '# title: again',
      'title: Real',
      '',
    ].join('\n');
    expect(locateField(text, ['title'])).toEqual({ line: 4, column: 1 });
    expect(locateField(text.replace('title: Real', 'other: x'), ['title'])).toBeUndefined();
  });

  it('does not take a key of the same name further down for a key of a nested mapping', () => {
    const text = ['hero:', '  title: Hero', 'close:', '  title: Close', '  text: Bye', ''].join('\n');
    expect(locateField(text, ['close', 'title'])).toEqual({ line: 4, column: 3 });
    expect(locateField(text, ['hero', 'text'])).toBeUndefined();
  });

  it('finds a key after a block text that holds "key:" lines of its own', () => {
    const text = ['description: >-', '  title: not a key', '  more words', 'title: Real', ''].join('\n');
    expect(locateField(text, ['title'])).toEqual({ line: 4, column: 1 });
  });

  it('counts lines and columns the same with Windows line endings', () => {
    const crlf = SITE.replaceAll('\n', '\r\n');
    expect(locateField(crlf, ['offices', 1, 'latitude'])).toEqual(placeOf(SITE, 'latitude:', 1));
    expect(locateField(crlf, ['headerCta', 'href'])).toEqual(placeOf(SITE, 'href:'));
  });

  it('does not count a byte order mark as a column', () => {
    expect(locateField(`\uFEFF${SITE}`, ['name'])).toEqual(placeOf(SITE, 'name:'));
    expect(locateField('\uFEFFa: { b: 1 }\n', ['a', 'b'])).toEqual({ line: 1, column: 6 });
  });

  it('places a key whose value is an alias, but no item that is an alias: its value is written at the anchor', () => {
    const text = [
      'primary: &consult { label: Call, href: /contact }',
      'secondary: *consult',
      'list: [x, *consult]',
      '',
    ].join('\n');
    expect(locateField(text, ['secondary'])).toEqual({ line: 2, column: 1 });
    expect(locateField(text, ['secondary', 'href'])).toBeUndefined();
    expect(locateField(text, ['list', 1])).toBeUndefined();
    expect(locateField(text, ['list', 0])).toEqual({ line: 3, column: 8 });
  });

  it('finds an item left empty, and an item whose value starts below its "-", at their "-"', () => {
    const text = ['hours:', '  - Mon-Fri', '  -', '  - # the weekend', '    Sat', '  -', '    day: Sun', ''].join('\n');
    expect(locateField(text, ['hours', 1])).toEqual({ line: 3, column: 3 });
    expect(locateField(text, ['hours', 2])).toEqual({ line: 4, column: 3 });
    expect(locateField(text, ['hours', 3])).toEqual({ line: 6, column: 3 });
    expect(locateField(text, ['hours', 3, 'day'])).toEqual({ line: 7, column: 5 });
  });

  it('finds the items of lists in lists, written on one line ("- - x") or below', () => {
    const text = ['grid:', '  - - a', '    - b', '  -', '    - c', ''].join('\n');
    expect(locateField(text, ['grid', 0])).toEqual({ line: 2, column: 3 });
    expect(locateField(text, ['grid', 0, 1])).toEqual({ line: 3, column: 5 });
    expect(locateField(text, ['grid', 1, 0])).toEqual({ line: 5, column: 5 });
  });

  it('finds a key written without a value in a flow mapping, and the pairs of a flow list', () => {
    const text = 'flags: { beta, dark: true }\npairs: [a: 1, b]\n';
    expect(locateField(text, ['flags', 'beta'])).toEqual({ line: 1, column: 10 });
    expect(locateField(text, ['flags', 'dark'])).toEqual({ line: 1, column: 16 });
    expect(locateField(text, ['pairs', 0, 'a'])).toEqual({ line: 2, column: 9 });
    expect(locateField(text, ['pairs', 1])).toEqual({ line: 2, column: 15 });
  });

  it('finds a key at its name, after an explicit "? " or an anchor', () => {
    const text = ['? question', ': answer', 'hero:', '  &h title: Hi', ''].join('\n');
    expect(locateField(text, ['question'])).toEqual({ line: 1, column: 3 });
    expect(locateField(text, ['hero', 'title'])).toEqual({ line: 4, column: 6 });
  });

  it('answers without a place for text that is not YAML it can walk', () => {
    expect(locateField('', ['title'])).toBeUndefined();
    expect(locateField('just a sentence', ['title'])).toBeUndefined();
  });
});

describe("locating a field in a markdown file's front matter", () => {
  const POST = [
    '---',
    'title: A post',
    'author: Jordan Ellis',
    'faq:',
    '  - q: Why?',
    '    a: Because.',
    '---',
    '',
    'title: not front matter',
    'summary: nor this',
    '',
  ].join('\n');

  it('counts lines from the top of the file, the opening "---" being line 1', () => {
    expect(locateField(POST, ['title'])).toEqual({ line: 2, column: 1 });
    expect(locateField(POST, ['faq', 0, 'a'])).toEqual({ line: 6, column: 5 });
  });

  it('looks at the front matter only, not at the body', () => {
    expect(locateField(POST, ['summary'])).toBeUndefined();
  });

  it('counts the same with Windows line endings and a byte order mark before the "---"', () => {
    const windows = `\uFEFF${POST.replaceAll('\n', '\r\n')}`;
    expect(locateField(windows, ['author'])).toEqual({ line: 3, column: 1 });
    expect(locateField(windows, ['faq', 0])).toEqual({ line: 5, column: 3 });
  });

  it("finds a post's fields on the lines they are written on", async () => {
    const lines = (await readFile('content/blog/03-it-management-costs.md', 'utf8')).split('\n');
    for (const key of ['title', 'author', 'category']) {
      expect(locateField(lines.join('\n'), [key])).toEqual({
        line: lines.findIndex((line) => line.startsWith(`${key}:`)) + 1,
        column: 1,
      });
    }
  });
});

/** Every key path of a loaded value, each with the last segment: `['offices', 0, 'city']`. */
function* pathsOf(value: unknown, path: (string | number)[] = []): Generator<(string | number)[]> {
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    yield [...path, key];
    yield* pathsOf(child, [...path, key]);
  }
}

describe('the content of content/', () => {
  it('has every field of every file placed where its key or list item is written', async () => {
    const files = (await readdir('content', { recursive: true })).filter((file) => /\.(ya?ml|md)$/.test(file));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = await readFile(`content/${file}`, 'utf8');
      const lines = text.split('\n');
      const data = yaml.load(file.endsWith('.md') ? splitFrontmatter(text).frontmatter : text, {
        schema: yaml.CORE_SCHEMA,
      });
      /** A key whose value is a YAML alias (`primary: *ask`): the fields under it are written at the anchor. */
      const isAlias = (path: (string | number)[]) => {
        const place = locateField(text, path);
        return !!place && /^[^:]*:\s*\*[\w-]+\s*$/.test(lines[place.line - 1]!.slice(place.column - 1));
      };
      for (const path of pathsOf(data)) {
        if (path.slice(0, -1).some((_, end) => isAlias(path.slice(0, end + 1)))) continue;
        const place = locateField(text, path);
        const last = path.at(-1)!;
        const written = place && lines[place.line - 1]!.slice(place.column - 1);
        // A key starts there (quoted or not); a list item starts at its "- ", or in a flow list, at its value.
        const expected =
          typeof last === 'string'
            ? new RegExp(`^["']?${last.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
            : /^(- |[^\s,\]])/;
        expect(written, `content/${file}: ${path.join('.')}`).toMatch(expected);
      }
    }
  });
});
