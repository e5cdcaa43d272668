import { describe, expect, it } from 'vitest';
import { countWords, markdownToHtml, readTimeMinutes, WORDS_PER_MINUTE } from '../../cli/model/markdown.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('read time', () => {
  it('is 230 words a minute, rounded up', () => {
    expect(WORDS_PER_MINUTE).toBe(230);
    expect(readTimeMinutes(countWords(words(230)))).toBe(1);
    expect(readTimeMinutes(countWords(words(231)))).toBe(2);
    expect(readTimeMinutes(countWords(words(1840)))).toBe(8);
    expect(readTimeMinutes(countWords(words(1841)))).toBe(9);
  });

  it('counts the words of a megabyte of punctuation, and renders it, in well under a second', () => {
    // Each character once: a pattern tried from every character of a run was quadratic (200,000 ">": 37 s).
    const bodies = [
      '>'.repeat(1 << 20),
      '-'.repeat(1 << 20),
      '>*_`!'.repeat(1 << 18),
      `${'>'.repeat(1 << 19)} a ${'>'.repeat(1 << 19)}`,
    ];
    const started = performance.now();
    expect(bodies.map(countWords)).toEqual([0, 0, 0, 1]);
    expect(markdownToHtml(bodies[0]!)).toContain('<blockquote>');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('is at least one minute', () => {
    expect(readTimeMinutes(countWords(''))).toBe(1);
  });

  it('counts words a reader reads, not markdown syntax', () => {
    expect(countWords('## Heading two\n\n- one item\n- [ ] a task\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toBe(10);
  });
});

describe('markdown rendering', () => {
  it('renders tables, lists and headings with linkable ids', () => {
    const html = markdownToHtml('## 5. Your Rights\n\n| Type | Lifespan |\n|---|---|\n| Analytics | 2 years |\n');
    expect(html).toContain('<h2 id="5-your-rights">5. Your Rights</h2>');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>Analytics</td>');
  });

  it('turns "- [ ]" items into checklist items without showing the brackets', () => {
    const html = markdownToHtml('- [ ] Back up the server\n- [x] Turn on MFA\n');
    expect(html).toContain('<li class="task">Back up the server</li>');
    expect(html).toContain('<li class="task task--done">Turn on MFA</li>');
  });

  it('escapes raw HTML, so content cannot add scripts or inline styles', () => {
    const html = markdownToHtml(
      '<script>alert(1)</script>\n\n<p style="color:red">x</p>\n\n[click](javascript:alert(1))',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('style="');
    expect(html).not.toContain('href="javascript:');
  });
});

describe('contacts and tables in markdown', () => {
  it('links every phone number and e-mail address in running text, and leaves code alone', () => {
    const html = markdownToHtml(
      'Call (214) 555-0142 or write to privacy@bluebonnetcyber.example. Example: `dmarc@yourdomain.com`.',
    );
    expect(html).toContain('<a href="tel:+12145550142" class="nowrap">(214) 555-0142</a>');
    expect(html).toContain(
      '<a href="mailto:privacy@bluebonnetcyber.example">privacy@<wbr>bluebonnetcyber.example</a>.',
    );
    expect(html).toContain('<code>dmarc@yourdomain.com</code>');
  });

  it('lets an address inside a written mailto: link wrap after its "@" too', () => {
    expect(markdownToHtml('[legal@x.example](mailto:legal@x.example)')).toContain('>legal@<wbr>x.example</a>');
  });

  it('puts each table in a focusable frame named after its columns, which scrolls instead of crushing words', () => {
    const html = markdownToHtml('| Phase | Weeks |\n|---|---|\n| Plan | 1 to 2 |\n');
    expect(html).toMatch(
      /<div class="table-block__frame"><div class="table-scroll" role="region" tabindex="0" aria-label="Table: Phase, Weeks"><table>/,
    );
    expect(html.trim()).toMatch(/<\/table><\/div><\/div><\/div>$/);
  });

  it('gives each table a "Scroll the table" hint, for the styles to show while it is wider than its frame, hidden from screen readers', () => {
    const html = markdownToHtml(
      '| Phase | Weeks |\n|---|---|\n| Plan | 1 to 2 |\n\n| Tier | Price |\n|---|---|\n| Basic | $6 |\n',
    );
    const hint = '<p class="table-block__hint" aria-hidden="true">Scroll the table</p>';
    expect(html).toMatch(
      new RegExp(`^<div class="table-block">${hint}<div class="table-block__frame"><div class="table-scroll"`),
    );
    // One hint per table, each in the block of its own table.
    expect(html.split(hint)).toHaveLength(3);
    expect(html.match(/<div class="table-block">/g)).toHaveLength(2);
  });
});
