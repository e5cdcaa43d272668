// Every page's social card and structured data are what its route declares (cli/site/routes.tsx): the
// build reads them from there and derives nothing from a page's address, so a new kind of page
// shows the card it declares. (That a route declaring none does not type-check, naming what it
// lacks, is tests/build/new-collection.test.ts.)
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteRoutes } from '../support/rendered-pages.ts';
import { renderPage, renderRoute } from '../../cli/build/render.tsx';
import { renderContextFor } from '../../cli/build/site-files.ts';
import { socialCardPath, socialCardsFor } from '../../cli/build/social-cards.ts';
import type { Content } from '../../cli/model/collections.ts';
import type { Route } from '../../cli/site/routes.tsx';
import { NO_ASSETS } from '../support/rendered-pages.ts';

const SITE_URL = 'https://www.bluebonnetcyber.example';
const assets = NO_ASSETS;

let content: Content;
let routes: Route[];
beforeAll(() => {
  ({ content, routes } = siteRoutes());
});

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** A meta tag's content, as a reader of the page gets it. */
const metaOf = (html: string, key: string) =>
  html
    .match(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"/>`))?.[1]
    ?.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);

/** The page's structured data, as search engines read it; null when it has none. */
function jsonLdOf(html: string): unknown {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks.length).toBeLessThanOrEqual(1);
  return blocks[0] ? JSON.parse(blocks[0][1]!) : null;
}

describe("a page's social card and structured data", () => {
  it('are, on every page of the site, what its route declares', () => {
    const context = renderContextFor(content, { siteUrl: SITE_URL }, assets);
    const cards = socialCardsFor(content);
    for (const route of routes) {
      const page = route.page();
      const html = renderPage(route.path, page, context);
      const { kind, title, cover } = page.card;
      expect(metaOf(html, 'og:image'), route.path).toBe(`${SITE_URL}${socialCardPath(route.path)}`);
      expect(metaOf(html, 'og:image:alt'), route.path).toBe(`Bluebonnet Cyber: ${title} (${kind})`);
      expect(jsonLdOf(html), route.path).toEqual(page.jsonLd);
      // The picture drawn is the declared cover, or else a field of the page's own.
      const drawn = cards.cardOf({ path: route.path, card: page.card });
      expect(drawn, route.path).toMatchObject({ brand: 'Bluebonnet Cyber', kind, title });
      expect(drawn.cover, route.path).toEqual(cover ?? { seed: route.path, parts: expect.any(Array), tone: 'brand' });
    }
  });

  it('say what each page is, and describe the company and each article for search engines', () => {
    const declared = new Map(routes.map((route) => [route.path, route.page()]));
    const kinds = [
      '/',
      '/about',
      '/services',
      '/services/security-solutions',
      '/services/stronglink',
      '/blog',
      '/blog/1',
      '/privacy',
      '/404',
    ].map((path) => [path, declared.get(path)!.card.kind]);
    expect(kinds).toEqual([
      ['/', content.site.tagline],
      ['/about', 'Company'],
      ['/services', 'Services'],
      ['/services/security-solutions', 'Services'],
      ['/services/stronglink', 'Security Solutions'],
      ['/blog', 'Blog'],
      ['/blog/1', 'Article · Security'],
      ['/privacy', 'Legal'],
      ['/404', 'Page not found'],
    ]);
    expect(declared.get('/blog/1')!.card).toMatchObject({
      title: content.posts.find((post) => post.id === 1)!.title,
      cover: { tone: 'Security' },
    });
    const described = [...declared]
      .filter(([, page]) => page.jsonLd)
      .map(([path, page]) => [path, page.jsonLd!['@type']]);
    expect(described).toEqual([
      ['/', 'ProfessionalService'],
      ...content.posts.map((post) => [`/blog/${post.id}`, 'BlogPosting']),
    ]);
  });

  it('follow what a new kind of page declares, whatever its address', () => {
    const context = renderContextFor(content, { siteUrl: SITE_URL }, assets);
    const authors: Route = {
      path: '/blog/authors',
      file: 'content/pages/blog.yaml',
      page: () => ({
        meta: { title: 'Our Writers | Bluebonnet Cyber', description: 'Who writes the blog.' },
        element: createElement('p', null, 'Our writers'),
        card: { kind: 'Writers', title: 'Our Writers' },
        jsonLd: { '@context': 'https://schema.org', '@type': 'CollectionPage', name: 'Our Writers' },
      }),
    };
    const html = renderRoute(authors, context);
    expect(metaOf(html, 'og:image:alt')).toBe('Bluebonnet Cyber: Our Writers (Writers)');
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Our Writers',
    });
    expect(socialCardsFor(content).cardOf({ path: authors.path, card: authors.page().card })).toMatchObject({
      kind: 'Writers',
      title: 'Our Writers',
      cover: { seed: '/blog/authors', parts: [3, 7], tone: 'brand' },
    });
  });
});
