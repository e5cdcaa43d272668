// Every internal link must reach a page or a file, and every #fragment an id on its page.
import { describe, expect, it } from 'vitest';
import { checkLinks as checkPages, linksOf } from '../../cli/build/link-check.ts';

const pages = new Map([
  [
    '/',
    '<a href="/about">About</a> <a href="/about#team">Team</a> <img src="/logo.svg"> <a href="#top">Top</a><h1 id="top">Home</h1>',
  ],
  [
    '/about',
    '<h2 id="team">Team</h2> <a href="/careers">Careers</a> <a href="https://example.com/x">out</a> <a href="mailto:a@b.example">mail</a>',
  ],
]);
const files = new Set(['logo.svg']);
/** The check works on each page's links and ids, taken from its HTML as it renders. */
const linked = (html: Map<string, string>) => new Map([...html].map(([path, page]) => [path, linksOf(page)]));
const checkLinks = (checked: Map<string, string>, all: Map<string, string>, written: Set<string>, known: string[]) =>
  checkPages(linked(checked), linked(all), written, known);

describe('the link check', () => {
  it('accepts links to pages, files, ids on the same or another page, and ignores external ones', () => {
    expect(checkLinks(pages, pages, files, ['/careers']).broken).toEqual([]);
  });

  it('reports a missing page, a missing file and a missing id, naming the page and the link', () => {
    const broken = new Map([
      ['/', '<a href="/abut">x</a><img src="/logo.png"><a href="/about#board">y</a><a href="#nope">z</a>'],
    ]);
    expect(checkLinks(broken, pages, files, []).broken).toEqual([
      { page: '/', link: '/abut', reason: 'no page or file at this path' },
      { page: '/', link: '/logo.png', reason: 'no page or file at this path' },
      { page: '/', link: '/about#board', reason: 'no element with id "board" on /about' },
      { page: '/', link: '#nope', reason: 'no element with id "nope" on /' },
    ]);
  });

  it('reports a link starting with "//" or "/\\", which browsers follow to another site, and keeps the host\'s /_vercel/ scripts', () => {
    const page = new Map([
      [
        '/',
        '<a href="//evil.example/x">a</a><img src="/\\evil.example/y.png"><script src="/_vercel/insights/script.js"></script>',
      ],
    ]);
    const reason =
      'leads to another site: write https:// for another site, or a path with one "/" for a page of this one';
    expect(checkLinks(page, pages, files, []).broken).toEqual([
      { page: '/', link: '//evil.example/x', reason },
      { page: '/', link: '/\\evil.example/y.png', reason },
    ]);
  });

  it('counts links the site declares known to be missing as warnings, by page', () => {
    expect([...checkLinks(pages, pages, files, ['/careers']).knownMissing]).toEqual([['/careers', ['/about']]]);
  });

  it('checks only the pages it is given, against all of them (as site serve does after an edit)', () => {
    const only = new Map([['/about', pages.get('/about')!]]);
    expect(checkLinks(only, pages, files, []).broken).toEqual([
      { page: '/about', link: '/careers', reason: 'no page or file at this path' },
    ]);
  });
});
