// The real site's pages rendered in this process, without bundling or writing anything: for tests of
// what a page says, which need neither a browser nor a build.
import type { ClientAssets } from '../../cli/build/assets.ts';
import { renderRoute } from '../../cli/build/render.tsx';
import { readPublicFiles } from '../../cli/build/public-files.ts';
import { renderContextFor, renderSite } from '../../cli/build/site-files.ts';
import { configFromEnv } from '../../cli/site/config.ts';
import type { Content } from '../../cli/model/collections.ts';
import { contentOnDisk } from '../../cli/model/content-files.ts';
import { loadContent } from '../../cli/model/load.ts';
import { notFoundRoute, routeTable, type Route } from '../../cli/site/routes.tsx';
import { projectRoot } from './project-copy.ts';

/** Stands in for the bundles: a page names no scripts (the islands it renders are still recorded),
 *  and the one asset file is an empty stylesheet. */
export const NO_ASSETS = {
  stylesheet: '/assets/main.css',
  fonts: [],
  scriptsFor: () => undefined,
  files: new Map([['assets/main.css', '']]),
} as unknown as ClientAssets;

let loaded: { content: Content; routes: Map<string, Route> } | undefined;

/** The HTML of one route of the site as it is in content/ now. */
export async function renderedPage(path: string): Promise<string> {
  loaded ??= routesOf(loadContent(contentOnDisk(projectRoot)));
  const { content, routes } = loaded;
  const route = routes.get(path);
  if (!route) throw new Error(`No route ${path}`);
  return renderRoute(route, renderContextFor(content, configFromEnv({}), NO_ASSETS));
}

function routesOf(content: Content): { content: Content; routes: Map<string, Route> } {
  const table = routeTable({ content, buildDate: '2026-01-01', backend: { url: null, anonKey: 'test' } });
  return { content, routes: new Map(table.map((route) => [route.path, route])) };
}

/** Every file of the site as it is in content/ now, rendered in memory (no bundles, nothing written). */
export async function renderedSite(options: { keepContents: boolean }) {
  return renderSite(
    {
      content: loadContent(contentOnDisk(projectRoot)),
      assets: NO_ASSETS,
      publicFiles: await readPublicFiles(projectRoot),
      config: configFromEnv({ SITE_URL: 'https://www.bluebonnetcyber.example' }),
      buildDate: '2026-06-01',
    },
    options,
  );
}

/** The site's content as it is in content/ now, and every route of it, the not-found page's included. */
export function siteRoutes(): { content: Content; routes: Route[] } {
  const content = loadContent(contentOnDisk(projectRoot));
  const context = { content, buildDate: '2026-01-01', backend: { url: null, anonKey: 'test' } };
  return { content, routes: [...routeTable(context), notFoundRoute(context)] };
}
