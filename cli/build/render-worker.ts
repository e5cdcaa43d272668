// A thread that renders pages for a build (cli/build/render-pool.ts starts it): it loads the content
// itself from the project on disk as soon as it starts, while the main thread loads it too (sending
// 1,000 posts' content took longer than loading it), then makes the same route table and renders the
// routes it is given by their index in that table, replying with each page's HTML, card and links.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { contentOnDisk } from '../model/content-files.ts';
import { loadContent } from '../model/load.ts';
import { publishedContent } from '../model/publishing.ts';
import { sharedReadsMade, unwatched, watchedContent } from '../model/reads.ts';
import { UserError } from '../model/user-error.ts';
import { routeTable, type Route } from '../routes.tsx';
import { ClientAssets } from './assets.ts';
import { linksOf } from './link-check.ts';
import { backendOf, renderContextFor, renderRecorded } from './site-files.ts';
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
let render: ((route: Route) => ReturnType<typeof renderRecorded>) | undefined;
let assets: ClientAssets | undefined;

function reply(message: WorkerReply): void {
  try {
    port.postMessage(message);
  } catch (error) {
    // What could not be sent is a failure of the first page in it, reported rather than left unanswered.
    if (message.kind !== 'rendered' || message.pages.length === 0) throw error;
    port.postMessage({
      kind: 'rendered',
      pages: [],
      failure: { index: message.pages[0]!.index, error: describeFailure(error) },
    });
  }
  // The main thread may be waiting (Atomics.wait) rather than on its event loop: wake it.
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
}

port.on('message', (request: WorkerRequest) => {
  if (request.kind === 'start') {
    try {
      if (loaded instanceof Error) throw loaded;
      const published = publishedContent(loaded, request.buildDate, include);
      // As on the main thread (cli/build/site-files.ts): pages kept by the build cache say what they read.
      const content = request.recording ? watchedContent(published) : published;
      assets = ClientAssets.fromIndex(request.assets, new Map());
      const context = renderContextFor(content, request.config, assets);
      routes = routeTable({ content, buildDate: request.buildDate, backend: backendOf(request.config) });
      render = (route) => {
        const made = renderRecorded(route, context);
        // A card made from watched content is a proxy, which cannot be sent: its plain data is.
        return request.recording ? { ...made, card: unwatched(made.card) } : made;
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
        const made = render!(route);
        // The links are taken here, off the main thread, which has every page to hand on.
        pages.push({ index, path: route.path, ...made, links: linksOf(made.html) });
      } catch (error) {
        reply({ kind: 'rendered', pages, failure: { index, error: describeFailure(error) } });
        return;
      }
    }
    reply({ kind: 'rendered', pages });
  } else {
    // The shared reads its pages named, which the main thread's build cache keeps with them.
    reply({ kind: 'finished', sharedReads: sharedReadsMade() });
  }
});

/** An error as the main thread can throw it again: its class is lost on the way, so what it was is said. */
function describeFailure(error: unknown): { name: string; message: string; stack?: string; user: boolean } {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), user: false };
  return { name: error.name, message: error.message, stack: error.stack, user: error instanceof UserError };
}
