// Development only: open tabs reload after every rebuild (a failed build's too: error-overlay.ts shows it).
// The script is served as a file (never inline) so the site's Content-Security-Policy stays as strict
// locally as in production.
import type { ServerResponse } from 'node:http';

export const LIVE_RELOAD_PATH = '/__site/live-reload.js';
export const EVENTS_PATH = '/__site/events';

// Each page is served naming the build it came from. The stream names the current build when the tab
// connects ('current') and after every rebuild ('reload'): a tab reloads whenever they differ, so a
// rebuild that finishes between the page loading and its stream connecting is not missed.
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
