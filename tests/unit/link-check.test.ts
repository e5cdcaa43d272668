// Every internal link must reach a page or a file, and every #fragment an id on its page.
import { describe, expect, it } from 'vitest';
import { checkLinks as checkPages, linksOf, type BrokenLink } from '../../cli/build/link-check.ts';
import { placedBrokenLinks } from '../../cli/build/link-sources.ts';
import { formatProblem } from '../../cli/model/errors.ts';

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
const checkLinks = (all: Map<string, string>, written: Set<string>, known: string[]) =>
  checkPages(linked(all), written, known);

describe('the link check', () => {
  it('accepts links to pages, files, ids on the same or another page, and ignores external ones', () => {
    expect(checkLinks(pages, files, ['/careers']).broken).toEqual([]);
  });

  it('reports a missing page, a missing file and a missing id, naming the page, the link and the nearest address that exists', () => {
    const broken = new Map([
      [
        '/',
        '<a href="/abut">x</a><img src="/logo.png"><a href="/about#board">y</a><a href="/about#tem">t</a><a href="#nope">z</a><a href="#topp">u</a><h1 id="top">Home</h1>',
      ],
    ]);
    expect(checkLinks(new Map([...pages, ...broken]), files, ['/careers']).broken).toEqual([
      { page: '/', link: '/abut', reason: 'no page or file at this path', meant: '/about' },
      { page: '/', link: '/logo.png', reason: 'no page or file at this path', meant: '/logo.svg' },
      { page: '/', link: '/about#board', reason: 'no element with id "board" on /about' },
      { page: '/', link: '/about#tem', reason: 'no element with id "tem" on /about', meant: '/about#team' },
      { page: '/', link: '#nope', reason: 'no element with id "nope" on /' },
      { page: '/', link: '#topp', reason: 'no element with id "topp" on /', meant: '#top' },
    ]);
  });

  it('suggests no address when two are as near as each other: /blog/8 is as near /blog/1 as /blog/2', () => {
    const blog = new Map([
      ['/blog/1', '<a href="/blog/8">x</a>'],
      ['/blog/2', ''],
    ]);
    expect(checkLinks(blog, files, []).broken).toEqual([
      { page: '/blog/1', link: '/blog/8', reason: 'no page or file at this path' },
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
    expect(checkLinks(new Map([...pages, ...page]), files, ['/careers']).broken).toEqual([
      { page: '/', link: '//evil.example/x', reason },
      { page: '/', link: '/\\evil.example/y.png', reason },
    ]);
  });

  it('checks the scripts a page loads after its first paint, each of the list', () => {
    const page = new Map([
      ['/', '<script data-modules="/logo.svg /assets/Gone.js" data-scripts="/logo.svg">{}</script>'],
    ]);
    expect(checkLinks(new Map([...pages, ...page]), files, ['/careers']).broken).toEqual([
      { page: '/', link: '/assets/Gone.js', reason: 'no page or file at this path' },
    ]);
  });

  it('counts links the site declares known to be missing as warnings, by page', () => {
    expect([...checkLinks(pages, files, ['/careers']).knownMissing]).toEqual([['/careers', ['/about']]]);
  });

  it('takes a link to a known missing address as any other once a page is there (a plain page made for it)', () => {
    const careers = new Map([...pages, ['/careers', '<h1 id="openings">Careers</h1>']]);
    const report = checkLinks(careers, files, ['/careers']);
    expect(report.knownMissing.size).toBe(0);
    expect(report.broken).toEqual([]);
    const wrongId = new Map([...careers, ['/contact', '<a href="/careers#roles">Roles</a>']]);
    expect(checkLinks(wrongId, files, ['/careers']).broken).toEqual([
      { page: '/contact', link: '/careers#roles', reason: 'no element with id "roles" on /careers' },
    ]);
  });

  it('judges "#id" on the page it is on, though another page has the same link and the id', () => {
    const twoPages = new Map([
      ['/', '<a href="#top">Top</a><h1 id="top">Home</h1>'],
      ['/about', '<a href="#top">Top</a><h1 id="about">About</h1>'],
    ]);
    expect(checkLinks(twoPages, files, []).broken).toEqual([
      { page: '/about', link: '#top', reason: 'no element with id "top" on /about' },
    ]);
  });

  it('counts every page that links a page known to be missing, the same link judged once', () => {
    const linking = new Map([
      ['/', '<a href="/careers">Careers</a>'],
      ['/about', '<a href="/careers">Careers</a>'],
    ]);
    expect([...checkLinks(linking, files, ['/careers']).knownMissing]).toEqual([['/careers', ['/', '/about']]]);
  });
});

describe('a broken link, where it is written', () => {
  const texts = new Map([
    ['content/site.yaml', 'nav:\n  - { label: Services, href: /servces }\n  - { label: About, href: /about }\n'],
    [
      'content/blog/03-costs.md',
      '---\nid: 3\n---\n\nSee [our services](/servces "Services") and [x](/servces-list).\n',
    ],
    ['content/blog/04-cloud.md', '---\nid: 4\n---\n\n[Top](#topp)\n'],
    ['content/blog/05-draft.md', '---\nid: 5\n---\n\n[Top](#topp)\n'],
  ]);
  const sources = {
    texts,
    files: [...texts.keys()],
    fileOf: (page: string) => (page === '/blog/4' ? 'content/blog/04-cloud.md' : undefined),
  };
  const problemsOf = (broken: BrokenLink[]) =>
    placedBrokenLinks(broken, sources).map((problem) => formatProblem(problem));

  it('is named at each file, line and column that writes it, once however many pages show it, with the address meant', () => {
    const missing = { link: '/servces', reason: 'no page or file at this path', meant: '/services' };
    expect(
      problemsOf([
        { page: '/', ...missing },
        { page: '/blog/3', ...missing },
      ]),
    ).toEqual([
      'content/site.yaml:2:30: /servces: did you mean /services?',
      'content/blog/03-costs.md:5:20: /servces: did you mean /services?',
    ]);
  });

  it("is looked for in its page's own file when it names an id on its page, and named on its page when no file writes it", () => {
    expect(
      problemsOf([
        { page: '/blog/4', link: '#topp', reason: 'no element with id "topp" on /blog/4', meant: '#top' },
        { page: '/about', link: '/made-by-a-template', reason: 'no page or file at this path' },
      ]),
    ).toEqual([
      'content/blog/04-cloud.md:5:7: #topp: did you mean #top?',
      '/about: /made-by-a-template: no page or file at this path',
    ]);
  });
});
