// Development only: open tabs reload after every rebuild, and a failed build is shown in the browser.
// The script is served as a file (never inline) so the site's Content-Security-Policy stays as strict
// locally as in production.
import type { ServerResponse } from 'node:http';
import { escapeMarkup } from '../build/crawler-files.ts';

export const LIVE_RELOAD_PATH = '/__site/live-reload.js';
export const EVENTS_PATH = '/__site/events';
export const ERROR_STYLES_PATH = '/__site/error.css';

export const LIVE_RELOAD_SCRIPT = `
const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
events.addEventListener('reload', () => location.reload());
`;

export const ERROR_STYLES = `
body { margin: 0; font: 16px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; background: #1b0b0b; color: #fde8e8; }
main { max-width: 60rem; margin: 0 auto; padding: 3rem 1.5rem; }
h1 { font: 700 1.5rem/1.2 system-ui, sans-serif; color: #fff; }
pre { white-space: pre-wrap; background: #2a1111; border: 1px solid #7f1d1d; border-radius: 8px; padding: 1rem 1.25rem; }
p { font-family: system-ui, sans-serif; color: #fca5a5; }
`;

export function injectLiveReload(html: string): string {
  return html.replace('</head>', `<script type="module" src="${LIVE_RELOAD_PATH}"></script></head>`);
}

export function buildErrorPage(message: string): string {
  return injectLiveReload(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Build failed</title><link rel="stylesheet" href="${ERROR_STYLES_PATH}"></head>` +
      `<body><main><h1>The site could not be built</h1><pre>${escapeMarkup(message)}</pre>` +
      `<p>Fix the file and save: this page reloads by itself. The last good build is still in the output folder.</p></main></body></html>`,
  );
}

/** Server-sent events to every open tab. */
export class ReloadChannel {
  private readonly clients = new Set<ServerResponse>();

  connect(response: ServerResponse): void {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    response.write('retry: 1000\n\n');
    this.clients.add(response);
    response.on('close', () => this.clients.delete(response));
  }

  reload(): void {
    for (const client of this.clients) client.write('event: reload\ndata: {}\n\n');
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}
