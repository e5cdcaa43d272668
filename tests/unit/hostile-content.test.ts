// Content that would hang the build, publish garbled text or send a reader somewhere unexpected is
// refused at load time, by `site check` and `site build` alike, with the file and line to fix.
// The project's content is edited in memory for each case (tests/support/content-in-memory.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../cli/model/load.ts';
import { ContentInMemory } from '../support/content-in-memory.ts';
import { placedProblemsOf } from '../support/content-problems.ts';

const POST = 'content/blog/03-it-management-costs.md';
let content: ContentInMemory;

beforeEach(() => {
  content = ContentInMemory.ofFixture();
});

const problemsOf = placedProblemsOf;

/** The line (1-based) of the first line of `file` that contains `text`. */
function lineOf(file: string, text: string): number {
  return (
    content
      .text(file)
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1
  );
}

/** "line:column" of `column` (1-based) on the first line of `file` that contains `line`. */
function placeOf(file: string, line: string, column = line): string {
  const number = lineOf(file, line);
  return `${number}:${content.text(file).split('\n')[number - 1]!.indexOf(column) + 1}`;
}

const writeBytes = (file: string, ...parts: (string | number[])[]) =>
  content.write(
    file,
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Uint8Array.from(part)))),
  );

/** "Billion laughs": nine levels of nine aliases each, 387 million strings once expanded. */
const ALIAS_BOMB = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']
  .map((name, level, names) => {
    const items = level === 0 ? Array(9).fill('"lol"') : Array(9).fill(`*${names[level - 1]}`);
    return `${name}: &${name} [${items.join(', ')}]`;
  })
  .join('\n');

const ALIAS_PROBLEM =
  /YAML aliases here would expand to more than 10,000 values: write the values out or use fewer aliases$/;

describe('YAML aliases', () => {
  it('refuses an alias bomb in a page file within seconds, naming the file and the line', async () => {
    content.write('content/pages/about.yaml', `${content.text('content/pages/about.yaml')}\n${ALIAS_BOMB}\n`);
    const started = performance.now();
    const problems = problemsOf(content);
    expect(performance.now() - started).toBeLessThan(5000); // expanded, it would take minutes and gigabytes
    const [problem] = problems.filter((line) => ALIAS_PROBLEM.test(line));
    expect(problem).toMatch(/^content\/pages\/about\.yaml:(\d+):\d+: /);
    const line = Number(/^[^:]+:(\d+):/.exec(problem!)![1]);
    expect(content.text('content/pages/about.yaml').split('\n')[line - 1]).toMatch(/^[a-i]: &[a-i] \[\*/);
  });

  it("refuses an alias bomb in a post's front matter within seconds, naming the file", async () => {
    content.edit(POST, /^date: (.*)$/m, `date: $1\n${ALIAS_BOMB}`);
    const started = performance.now();
    const problems = problemsOf(content);
    expect(performance.now() - started).toBeLessThan(5000); // expanded, it would take minutes and gigabytes
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${POST}:\\d+:\\d+: .*${ALIAS_PROBLEM.source}`)));
  });

  it('refuses an alias inside the value it names, which would repeat without end', async () => {
    content.edit(POST, /^date: (.*)$/m, 'date: $1\nloop: &loop [x, *loop]');
    expect(problemsOf(content)).toContainEqual(
      `${POST}:${lineOf(POST, 'loop:')}:1: loop: This YAML alias is inside the value it names, so it would repeat without end: write the value out instead`,
    );
  });

  it('still lets an editor write a value once and reuse it with an alias', async () => {
    content.edit(
      'content/pages/about.yaml',
      'primary: { label: Schedule Consultation',
      'primary: &consult { label: Schedule Consultation',
    );
    content.edit('content/pages/about.yaml', /secondary: \{.*\}/, 'secondary: *consult');
    const { pages } = loadContent(content);
    expect(pages.about.cta.secondary).toEqual({ label: 'Schedule Consultation', href: '/contact' });
    expect(pages.about.cta.primary).toEqual(pages.about.cta.secondary);
  });
});

describe('text that is not UTF-8', () => {
  it('stops with the line and column of the bad bytes and says to save the file as UTF-8', async () => {
    const text = content.text(POST);
    const at = text.indexOf('Ask a business owner');
    // "café" saved as Latin-1: the é is the single byte 0xE9.
    writeBytes(POST, text.slice(0, at), 'The caf', [0xe9], ' down the street. ', text.slice(at));
    expect(problemsOf(content)).toEqual([
      `${POST}:${lineOf(POST, 'Ask a business owner')}:8: Not UTF-8 text: byte 0xE9 here is not valid UTF-8; save the file with the UTF-8 encoding`,
    ]);
  });

  it('finds bad bytes in a YAML file too, after characters of several bytes', async () => {
    const before = 'Marcus Delgado: { role: Ünïcode is fine, bio: "';
    writeBytes('content/authors.yaml', `# Ünïcode is fine\n${before}`, [0xc3, 0x28], '" }\n');
    // One problem: the posts by these authors are not reported as well.
    expect(problemsOf(content)).toEqual([
      `content/authors.yaml:2:${before.length + 1}: Not UTF-8 text: byte 0xC3 here is not valid UTF-8; save the file with the UTF-8 encoding`,
    ]);
  });
});

describe('links in content', () => {
  it('refuses a protocol-relative link in a YAML file, saying to write https:// for another site', async () => {
    content.edit(
      'content/pages/about.yaml',
      /secondary: \{.*\}/,
      'secondary: { label: Elsewhere, href: //evil.example/page }',
    );
    expect(problemsOf(content)).toEqual([
      `content/pages/about.yaml:${placeOf('content/pages/about.yaml', 'secondary:', 'href')}: cta.secondary.href: "//evil.example/page" leads to another site: write https://evil.example/page for another site, or a path with one "/" for a page of this one`,
    ]);
  });

  it('refuses a path starting with "/\\", which browsers read as "//"', async () => {
    content.edit(POST, /^date: (.*)$/m, 'date: $1\nimage: /\\evil.example/x.png');
    expect(problemsOf(content)).toContainEqual(
      `${POST}:${lineOf(POST, 'image:')}:1: image: "/\\evil.example/x.png" leads to another site: write https://evil.example/x.png for another site, or a path with one "/" for a page of this one`,
    );
  });

  it('reports javascript:, vbscript: and data: links in a markdown body with their line, which markdown shows as plain text', async () => {
    content.edit(
      POST,
      /^Ask a business owner/m,
      [
        'Read [the guide](javascript:alert(1)) first.',
        '',
        'Then <vbscript:msgbox(1)> and ![a chart](data:text/html;base64,PHNjcmlwdD4=).',
        '',
        'A [reference link][bad] as well.',
        '',
        '[bad]: JavaScript:alert(2)',
        '',
        'Ask a business owner',
      ].join('\n'),
    );
    const message = (link: string) =>
      `body: The link "${link}" is shown as plain text: links may go to a page of this site ("/contact") or an https:// address`;
    const problems = problemsOf(content);
    expect(problems).toEqual([
      `${POST}:${placeOf(POST, 'Read [the guide]', 'javascript:')}: ${message('javascript:alert(1)')}`,
      `${POST}:${placeOf(POST, 'Then <vbscript', 'vbscript:')}: ${message('vbscript:msgbox(1)')}`,
      `${POST}:${placeOf(POST, 'Then <vbscript', 'data:')}: ${message('data:text/html;base64,PHNjcmlwdD4=')}`,
      `${POST}:${placeOf(POST, '[bad]: ', 'JavaScript:')}: ${message('JavaScript:alert(2)')}`,
    ]);
  });

  it('finds a dangerous link written with character references, in a table cell', async () => {
    content.edit(
      POST,
      /^Ask a business owner/m,
      '| Step | Where |\n|---|---|\n| One | [here](&#106;avascript&colon;alert(1)) |\n\nAsk a business owner',
    );
    expect(problemsOf(content)).toEqual([
      `${POST}:${lineOf(POST, '| One |')}:1: body: The link "javascript:alert(1)" is shown as plain text: links may go to a page of this site ("/contact") or an https:// address`,
    ]);
  });

  it('reports a protocol-relative link in a markdown body with its line', async () => {
    content.edit(POST, /^Ask a business owner/m, 'See\n[our partner](//evil.example/offer).\n\nAsk a business owner');
    expect(problemsOf(content)).toEqual([
      `${POST}:${placeOf(POST, '[our partner]', '//evil')}: body: "//evil.example/offer" leads to another site: write https://evil.example/offer for another site, or a path with one "/" for a page of this one`,
    ]);
  });

  it('leaves links to pages, https:// addresses, e-mail, phone numbers and images alone', async () => {
    content.edit(
      POST,
      /^Ask a business owner/m,
      '[Contact](/contact), [docs](https://learn.microsoft.com/), [mail](mailto:a@b.example), [call](tel:+12145550142), ![chart](data:image/png;base64,iVBORw0KGgo=) // a comment\n\nAsk a business owner',
    );
    expect(loadContent(content)).toBeDefined();
  });
});
