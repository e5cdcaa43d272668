// Which images a page fetches as soon as its head is read is the page's decision (templates/Image.tsx):
// the head preloads exactly the images the page declares, where a browser reads them early (after the
// Content-Security-Policy, which must come first, and before the title), and nothing React would hoist
// on its own ends up in the body.
import { createElement, type ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteRoutes } from '../support/rendered-pages.ts';
import type { ClientAssets } from '../../cli/build/assets.ts';
import { renderPage, renderRoute } from '../../cli/build/render.tsx';
import { renderContextFor } from '../../cli/build/site-files.ts';
import type { Content } from '../../cli/model/collections.ts';
import { newestFirst } from '../../cli/model/publishing.ts';
import type { Route } from '../../cli/site/routes.tsx';
import { Image } from '../../templates/Image.tsx';

const assets = {
  stylesheet: '/main.css',
  fonts: [],
  files: new Map(),
  scriptsFor: () => undefined,
} as unknown as ClientAssets;

let content: Content;
let routes: Route[];
beforeAll(() => {
  ({ content, routes } = siteRoutes());
});

const context = () => renderContextFor(content, { siteUrl: 'https://www.bluebonnetcyber.example' }, assets);

/** The head's image preloads, and whether each stands after the policy and before the title. */
function imagePreloadsOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" as="image" href="([^"]*)"\/>/g)].map((link) => ({
    href: link[1],
    afterPolicy: link.index > head.indexOf('<meta http-equiv="Content-Security-Policy"'),
    beforeTitle: link.index < head.indexOf('<title>'),
  }));
}

const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

/** A page of the site's kind whose main part is `element`. */
function renderWith(element: ReactElement): string {
  const page = routes.find((route) => route.path === '/about')!.page();
  return renderPage('/about', { ...page, element }, context());
}

describe("a page's image preloads", () => {
  it("are an article's cover and the blog's featured post's, in the head after the policy and before the title", () => {
    const preloads = new Map(routes.map((route) => [route.path, imagePreloadsOf(renderRoute(route, context()))]));
    const where = { afterPolicy: true, beforeTitle: true };
    // What a visitor sees there: the post's own image, or else its cover (a file of its own over the
    // spec's placeholder).
    const picture = (post: Content['posts'][number]) => post.image ?? `/art/covers/${post.id}.svg`;
    for (const post of content.posts)
      expect(preloads.get(`/blog/${post.id}`)).toEqual([{ href: picture(post), ...where }]);
    expect(preloads.get('/blog')).toEqual([{ href: picture(newestFirst(content.posts)[0]!), ...where }]);
    // Their horizons' images are screens below the first: the home's featured card, the contact's offices.
    expect(preloads.get('/')).toEqual([]);
    expect(preloads.get('/contact')).toEqual([]);
  });

  it('leave no <link> in the body of any page', () => {
    for (const route of routes) expect(bodyOf(renderRoute(route, context())), route.path).not.toMatch(/<link[^>]*>/);
  });

  it('are the images the page declares, and no other image that is not lazy', () => {
    const html = renderWith(
      createElement(
        'div',
        null,
        createElement(Image, { src: '/hero.png', alt: '', width: 800, height: 400, preload: true }),
        createElement(Image, { src: '/further-down.png', alt: '', width: 800, height: 400 }),
        createElement(Image, { src: '/far-below.png', alt: '', width: 800, height: 400, loading: 'lazy' }),
      ),
    );
    expect(imagePreloadsOf(html)).toEqual([{ href: '/hero.png', afterPolicy: true, beforeTitle: true }]);
    expect(bodyOf(html)).toContain('<img src="/further-down.png" alt="" width="800" height="400"/>');
    expect(bodyOf(html)).not.toMatch(/<link[^>]*>/);
  });
});
