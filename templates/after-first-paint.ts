// The islands' code, the host's analytics and the second typeface, fetched once the first screen has
// painted. A page is whole without them (its islands' markup is rendered at build time, its labels
// show in a fallback of the same metrics), and fetched with the page they took a phone's bandwidth
// from the brand face and the hero's picture, and the code's running came before the first layout:
// Lighthouse counted them in every page's first and largest paint (0.1 to 0.35 s).
//
// The one inline script of the site: the same text on every page, which the Content-Security-Policy
// allows by its hash (cli/build/headers.ts); what a page loads is in the script element's data.

/** What a page asks the loader for: the islands' entry modules, the modules they import (preloaded
 *  together, so they do not arrive one after the other), classic scripts (the host's analytics), and
 *  whether it has font faces to apply (laterFacesHtml). */
export interface AfterFirstPaint {
  modules: readonly string[];
  preload: readonly string[];
  scripts: readonly string[];
  faces?: boolean;
}

/** The element of the font faces a page applies after its first paint. */
const LATER_FACES_ID = 'later-faces';

/**
 * The faces whose files the page does not preload (cli/build/page-styles.ts), as an SVG <style> for
 * the first screen's end (an HTML one is not valid in a body), which applies only where scripts do not
 * run until the loader lifts its media: a face applied at once had its file fetched at the first
 * layout, beside the brand face and the hero's picture.
 */
export function laterFacesHtml(faces: string): string {
  return faces ? `<style id="${LATER_FACES_ID}" media="(scripting: none)">${faces}</style>` : '';
}

/**
 * Once the page is parsed (an island hydrates markup that must be there) and its first contentful
 * paint is on screen (a browser that does not report paints: once the page has loaded), the page's
 * later font faces apply, and its modules and scripts are added to its head, as the build would have
 * written them: last in line (fetchPriority low), behind anything the page itself still wants.
 */
export const AFTER_FIRST_PAINT_SCRIPT = `{
  const wanted = document.currentScript.dataset;
  const add = (tag, properties) =>
    document.head.append(Object.assign(document.createElement(tag), { fetchPriority: 'low' }, properties));
  const load = () => {
    document.getElementById('${LATER_FACES_ID}')?.removeAttribute('media');
    for (const href of (wanted.preload || '').split(' ').filter(Boolean)) add('link', { rel: 'modulepreload', href });
    for (const src of (wanted.modules || '').split(' ').filter(Boolean)) add('script', { type: 'module', src });
    for (const src of (wanted.scripts || '').split(' ').filter(Boolean)) add('script', { src });
  };
  const afterPaint = () => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return addEventListener('load', load);
    new PerformanceObserver((paints, observer) => {
      if (!paints.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}`;

/** The loader's attributes that list addresses, as a pattern: what the link check reads and a site
 *  under a path moves (cli/build/link-check.ts, site-path.ts). */
export const ADDRESS_LISTS = 'data-(?:modules|preload|scripts)';

/**
 * The loader as the last element of the page's body, or nothing for a page that loads nothing: after
 * the first screen, whose bytes (the first 14 KB a connection carries) it would take, and still
 * parsed before the page is (it waits for that).
 */
export function afterFirstPaintHtml({ modules, preload, scripts, faces = false }: AfterFirstPaint): string {
  const lists = { modules, preload, scripts };
  const attributes = Object.entries(lists)
    .filter(([, list]) => list.length > 0)
    .map(([name, list]) => ` data-${name}="${list.join(' ').replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
  return attributes || faces ? `<script${attributes}>${AFTER_FIRST_PAINT_SCRIPT}</script>` : '';
}

/** What a built page loads after its first paint, read back from its HTML (for the tests and the bench). */
export function afterFirstPaintOf(html: string): AfterFirstPaint {
  const list = (name: string) => new RegExp(`<script [^>]*data-${name}="([^"]*)"`).exec(html)?.[1]?.split(' ') ?? [];
  return { modules: list('modules'), preload: list('preload'), scripts: list('scripts') };
}
