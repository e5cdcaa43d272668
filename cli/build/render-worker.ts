// A thread that renders pages for a build (cli/build/render-pool.ts starts it): it loads the content
// itself from the project on disk as soon as it starts, while the main thread loads it too (sending
// 1,000 posts' content took longer than loading it), then makes the same route table and renders the
// routes it is given by their index in that table, replying with each page's HTML, card and links.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { contentOnDisk } from '../model/content-files.ts';
import { loadContent } from '../model/load.ts';
import { publishedContent } from '../model/publishing.ts';
import { UserError } from '../model/user-error.ts';
import { routeTable, type PageCard, type Route } from '../routes.tsx';
import { ClientAssets } from './assets.ts';
import { linksOf } from './link-check.ts';
import { outputFileOf, renderPage } from './render.tsx';
import { renderContextFor } from './site-files.ts';
import type { RenderWorkerData, WorkerReply, WorkerRequest } from './render-pool.ts';

const { projectRoot, include, port, signal } = workerData as RenderWorkerData & { port: MessagePort };

// Started at once: this is what the thread overlaps with the main thread's own loading.
let loaded: ReturnType<typeof loadContent> | Error;
try {
  loaded = loadContent(contentOnDisk(projectRoot));
} catch (error) {
  loaded = error as Error;
}

let routes: Route[] | undefined;
let render: ((route: Route) => { html: string; card: PageCard }) | undefined;
let assets: ClientAssets | undefined;

function reply(message: WorkerReply): void {
  port.postMessage(message);
  // The main thread may be waiting (Atomics.wait) rather than on its event loop: wake it.
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
}

port.on('message', (request: WorkerRequest) => {
  if (request.kind === 'start') {
    try {
      if (loaded instanceof Error) throw loaded;
      const content = publishedContent(loaded, request.buildDate, include);
      assets = ClientAssets.fromIndex(request.assets, new Map());
      const context = renderContextFor(content, request.config, assets);
      const backend = { url: request.config.supabaseUrl ?? null, anonKey: request.config.supabaseAnonKey };
      routes = routeTable({ content, buildDate: request.buildDate, backend });
      render = (route) => {
        const parts = route.page();
        return { card: parts.card, html: renderPage(route.path, parts, context) };
      };
      parentPort!.postMessage({ kind: 'ready' });
    } catch (error) {
      parentPort!.postMessage({ kind: 'unable', reason: (error as Error).message });
    }
  } else if (request.kind === 'render') {
    const pages = [];
    for (const index of request.indices) {
      const route = routes![index];
      try {
        if (!route) throw new Error(`The route table of a rendering thread has no route ${index}`);
        const { html, card } = render!(route);
        // The links are taken here, off the main thread, which has every page to hand on.
        pages.push({ index, path: route.path, file: outputFileOf(route.path), html, card, links: linksOf(html) });
      } catch (error) {
        reply({ kind: 'rendered', pages, failure: { index, error: describeFailure(error) } });
        return;
      }
    }
    reply({ kind: 'rendered', pages });
  } else {
    // The files of the sets of islands this thread's pages load (cli/build/assets.ts scriptsFor).
    reply({ kind: 'finished', setFiles: assets ? [...assets.files] : [] });
  }
});

/** An error as the main thread can throw it again: its class is lost on the way, so what it was is said. */
function describeFailure(error: unknown): { name: string; message: string; stack?: string; user: boolean } {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), user: false };
  return { name: error.name, message: error.message, stack: error.stack, user: error instanceof UserError };
}
