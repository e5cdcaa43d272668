// Turns one route into a complete HTML document.
import { renderToStaticMarkup } from 'react-dom/server';
import type { Site } from '../model/schemas.ts';
import { PATHS, type Route } from '../routes.tsx';
import { Document, type DocumentAssets } from '../../templates/Document.tsx';
import type { AssetManifest } from './assets.ts';

export interface RenderContext {
  site: Site;
  siteUrl: string;
  assets: AssetManifest;
  socialImage: string;
}

export function renderRoute(route: Route, context: RenderContext, options: { indexable?: boolean } = {}): string {
  const assets: DocumentAssets = {
    stylesheet: context.assets.stylesheet,
    fonts: context.assets.fonts,
    script: context.assets.scripts[route.entry ?? 'site'],
    socialImage: context.socialImage,
  };
  const markup = renderToStaticMarkup(
    <Document
      site={context.site}
      paths={PATHS}
      path={route.path}
      siteUrl={context.siteUrl}
      meta={route.meta}
      assets={assets}
      jsonLd={route.jsonLd}
      indexable={options.indexable}
    >
      {route.element}
    </Document>,
  );
  return `<!doctype html>${markup}`;
}

/** Where a route's page is written: / -> index.html, /blog/3 -> blog/3/index.html. */
export function outputFileOf(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}
