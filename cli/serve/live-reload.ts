// Development only: open tabs reload after every rebuild, a failed one's too. The script is a file,
// never inline, so that the site's Content-Security-Policy stays as strict as in production.
import type { ServerResponse } from 'node:http';

export const LIVE_RELOAD_PATH = '/__site/live-reload.js';
export const EVENTS_PATH = '/__site/events';

// A page names the build it came from, the stream the current build on connecting and after each
// rebuild: a tab reloads when they differ, so a rebuild between its load and its connecting counts.
export const LIVE_RELOAD_SCRIPT = `
const served = new URL(import.meta.url).searchParams.get('build');
const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
const follow = (event) => { if (event.data !== served) location.reload(); };
events.addEventListener('current', follow);
events.addEventListener('reload', follow);
`;

export function injectLiveReload(html: string, build: number): string {
  return html.replace('</head>', `<script type="module" src="${LIVE_RELOAD_PATH}?build=${build}"></script></head>`);
}

/** Server-sent events to every open tab. */
export class ReloadChannel {
  private readonly clients = new Set<ServerResponse>();
  /** Counts the builds reported so far; pages are served naming it. */
  build = 0;

  connect(response: ServerResponse): void {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
    });
    response.write(`retry: 1000\n\nevent: current\ndata: ${this.build}\n\n`);
    this.clients.add(response);
    response.on('close', () => this.clients.delete(response));
  }

  reload(): void {
    this.build += 1;
    for (const client of this.clients) client.write(`event: reload\ndata: ${this.build}\n\n`);
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}
