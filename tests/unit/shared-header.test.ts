// The build renders the header's contents once per menu state (cli/build/render.tsx): every page
// must still get exactly the header it would get rendered on its own, with its own current link and
// its islands recorded.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteRoutes } from '../support/rendered-pages.ts';
import type { ClientAssets } from '../../cli/build/assets.ts';
import { renderRoute } from '../../cli/build/render.tsx';
import { renderContextFor } from '../../cli/build/site-files.ts';
import type { Content } from '../../cli/model/collections.ts';
import { PATHS, type Route } from '../../cli/site/routes.tsx';
import { IslandsOnPage } from '../../templates/Island.tsx';
import { Header, menuStateOf } from '../../templates/parts/Header.tsx';
import { SiteContext } from '../../templates/site-context.ts';

let content: Content;
let routes: Route[];
beforeAll(() => {
  ({ content, routes } = siteRoutes());
});

/** The islands each page loads: what the assets were asked for, by page. */
const islandsAsked = new Map<string, string[]>();
const assets = {
  stylesheet: '/main.css',
  files: new Map(),
  fonts: [],
  scriptsFor: (names: ReadonlySet<string>, page: string) => void islandsAsked.set(page, [...names].sort()),
} as unknown as ClientAssets;

const headerOf = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>') + '</header>'.length);

/** The header as it renders for one page alone. */
function headerAlone(path: string): string {
  const site = content.site;
  return renderToStaticMarkup(
    createElement(
      IslandsOnPage.Provider,
      { value: { page: path, islands: new Set<string>() } },
      createElement(
        SiteContext.Provider,
        { value: { site, paths: PATHS, path } },
        createElement(Header, { site, path }),
      ),
    ),
  );
}

describe('the header, rendered once per menu state', () => {
  it('is on every page exactly as that page renders it alone, its own link marked', () => {
    const context = renderContextFor(content, { siteUrl: 'https://www.bluebonnetcyber.example' }, assets);
    const states = new Set<string>();
    for (const route of routes) {
      const html = renderRoute(route, context);
      expect(headerOf(html), route.path).toBe(headerAlone(route.path));
      expect(islandsAsked.get(route.path), route.path).toContain('SiteMenu');
      states.add(menuStateOf(content.site, route.path));
    }
    // Shared, or the sharing was never exercised: many pages per state.
    expect(states.size).toBeLessThan(routes.length / 4);
  });

  it('tells apart a section link’s own page, the pages inside the section and the pages outside it', () => {
    const state = (path: string) => menuStateOf(content.site, path);
    expect(state('/blog/2')).toBe(state('/blog/3'));
    expect(state('/blog')).not.toBe(state('/blog/2'));
    expect(state('/about')).not.toBe(state('/blog/2'));
    expect(state('/blogroll')).not.toBe(state('/blog/2'));
  });
});
