// Development only: open tabs reload after every rebuild, and a failed build is shown in the browser.
// The script is served as a file (never inline) so the site's Content-Security-Policy stays as strict
// locally as in production.
import type { ServerResponse } from 'node:http';
import { escapeMarkup } from '../build/crawler-files.ts';

export const LIVE_RELOAD_PATH = '/__site/live-reload.js';
export const EVENTS_PATH = '/__site/events';
export const ERROR_STYLES_PATH = '/__site/error.css';

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

export const ERROR_STYLES = `
body { margin: 0; font: 16px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; background: #1b0b0b; color: #fde8e8; }
main { max-width: 60rem; margin: 0 auto; padding: 3rem 1.5rem; }
h1 { font: 700 1.5rem/1.2 system-ui, sans-serif; color: #fff; }
pre { white-space: pre-wrap; background: #2a1111; border: 1px solid #7f1d1d; border-radius: 8px; padding: 1rem 1.25rem; }
p { font-family: system-ui, sans-serif; color: #fca5a5; }
`;

export function injectLiveReload(html: string, build: number): string {
  return html.replace('</head>', `<script type="module" src="${LIVE_RELOAD_PATH}?build=${build}"></script></head>`);
}

export function buildErrorPage(message: string, build: number): string {
  return injectLiveReload(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Build failed</title><link rel="stylesheet" href="${ERROR_STYLES_PATH}"></head>` +
      `<body><main><h1>The site could not be built</h1><pre>${escapeMarkup(message)}</pre>` +
      `<p>Fix the file and save: this page reloads by itself. The last good build is still in the output folder.</p></main></body></html>`,
    build,
  );
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
