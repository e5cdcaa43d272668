// A site under a path (SITE_URL=https://acme.github.io/site): the root addresses templates and editors
// write are moved under it as the build writes the files, the whole ones are made under it, and a
// SITE_URL whose path hosts would each read differently is refused.
import { describe, expect, it } from 'vitest';
import { sitePathRewrite } from '../../cli/build/site-path.ts';
import { absoluteAddress, configFromEnv, sitePathOf } from '../../cli/site/config.ts';
import { markdownToHtml } from '../../cli/model/markdown.ts';

const rewrite = sitePathRewrite('/site')!;
const page = (html: string) => rewrite('contact.html', html) as string;

describe("SITE_URL's path", () => {
  it('is the folder every whole address is made in', () => {
    expect(sitePathOf('https://acme.github.io/site')).toBe('/site');
    expect(sitePathOf('https://www.example.com')).toBe('');
    expect(absoluteAddress('https://acme.github.io/site', '/')).toBe('https://acme.github.io/site/');
    expect(absoluteAddress('https://acme.github.io/site', '/blog/rss.xml')).toBe(
      'https://acme.github.io/site/blog/rss.xml',
    );
    expect(absoluteAddress('https://www.example.com', '/contact')).toBe('https://www.example.com/contact');
  });

  it('must be letters, digits and "-._~/", with no query or fragment', () => {
    for (const siteUrl of ['https://acme.github.io/my site', 'https://acme.github.io/site?x=1', 'https://a.b/#top']) {
      expect(() => configFromEnv({ SITE_URL: siteUrl }), siteUrl).toThrow(
        /^SITE_URL must be the site's address with at most a path of letters, digits/,
      );
    }
    expect(configFromEnv({ SITE_URL: 'https://acme.github.io/team-a/site_2/' }).siteUrl).toBe(
      'https://acme.github.io/team-a/site_2',
    );
  });
});

describe('the files of a site under /site', () => {
  it("move a page's links, sources and form action under the path, and the site's home to /site/", () => {
    expect(
      page(
        '<a href="/">Home</a><a href="/contact#form">Contact</a><img src="/art/x.svg" alt=""/>' +
          '<form method="post" action="/functions/v1/contact-form"></form>',
      ),
    ).toBe(
      '<a href="/site/">Home</a><a href="/site/contact#form">Contact</a><img src="/site/art/x.svg" alt=""/>' +
        '<form method="post" action="/site/functions/v1/contact-form"></form>',
    );
  });

  it('move the scripts a page loads after its first paint', () => {
    expect(page('<script data-modules="/assets/A.js /assets/B.js" data-scripts="/_vercel/x.js">{}</script>')).toBe(
      '<script data-modules="/site/assets/A.js /site/assets/B.js" data-scripts="/site/_vercel/x.js">{}</script>',
    );
  });

  it('leave other sites, fragments, mail and phone links, and text that only looks like an address', () => {
    const html =
      '<a href="https://example.org/x">x</a><a href="//cdn.example/y">y</a><a href="#top">top</a>' +
      '<a href="mailto:a@b.example">a</a><a href="tel:+15550100">p</a><p>href=&quot;/contact&quot; and 24/7</p>' +
      '<a data-href="/x" href="/x">x</a>';
    expect(page(html)).toBe(html.replace('data-href="/x" href="/x"', 'data-href="/x" href="/site/x"'));
  });

  it("move the links an editor writes in markdown ([x](/privacy)) and an island's props", () => {
    expect(page(markdownToHtml('Read our [privacy policy](/privacy).'))).toContain('<a href="/site/privacy">');
    const props = JSON.stringify({ note: { href: '/privacy', text: 'See /privacy for more' }, list: ['/a', 'b'] });
    expect(page(`<script type="application/json" data-island-props="ContactForm">${props}</script>`)).toBe(
      '<script type="application/json" data-island-props="ContactForm">' +
        '{"note":{"href":"/site/privacy","text":"See /privacy for more"},"list":["/site/a","b"]}</script>',
    );
  });

  it('move the images and fonts a stylesheet names from the root, and leave its relative and data: ones', () => {
    const css = '.a{background:url(/art/a.svg)}.b{background:url("/art/b.svg")}@font-face{src:url(./fonts/f.woff2)}';
    expect(rewrite('assets/main.ABCDEFGH.css', new TextEncoder().encode(css))).toBe(
      '.a{background:url(/site/art/a.svg)}.b{background:url("/site/art/b.svg")}@font-face{src:url(./fonts/f.woff2)}',
    );
    expect(rewrite('assets/main.ABCDEFGH.css', 'a{b:url(data:image/svg+xml,x)}')).toBe(
      'a{b:url(data:image/svg+xml,x)}',
    );
  });

  it('change nothing at the root of the origin', () => {
    expect(sitePathRewrite('')).toBeUndefined();
  });
});
