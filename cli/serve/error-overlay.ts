// Development only: a failed build of `site serve` shown over the last good page, as Astro's and Hugo's
// dev servers do. In a declarative shadow root, so the site's styles and its own do not meet; its
// script is a file, never inline, so the Content-Security-Policy stays as strict as in production.
import { escapeMarkup } from '../build/crawler-files.ts';
import type { FailureReport, SourcePlace } from './failure-report.ts';

export const ERROR_STYLES_PATH = '/__site/error.css';
export const ERROR_OVERLAY_SCRIPT_PATH = '/__site/error-overlay.js';

const HEADING = 'The site could not be built';

export const ERROR_STYLES = `
:host { all: initial; }
.build-error { box-sizing: border-box; font: 16px/1.5 system-ui, sans-serif; color: #fde8e8; background: #1b0b0b; }
.build-error *, .build-error *::before, .build-error *::after { box-sizing: inherit; }
dialog.build-error { position: fixed; inset: 0; z-index: 2147483647; margin: auto; width: min(60rem, calc(100% - 2rem));
  max-height: calc(100% - 2rem); overflow: auto; padding: 1.5rem; border: 1px solid #7f1d1d; border-radius: 12px;
  box-shadow: 0 24px 64px rgb(0 0 0 / 0.5); }
dialog.build-error::backdrop { background: rgb(12 4 4 / 0.6); }
main.build-error { max-width: 60rem; margin: 0 auto; padding: 3rem 1.5rem; }
body:has(> main.build-error) { margin: 0; background: #1b0b0b; }
.build-error__header { display: flex; gap: 1rem; align-items: start; justify-content: space-between; }
.build-error h1, .build-error h2 { margin: 0; font: 700 1.5rem/1.2 system-ui, sans-serif; color: #fff; }
.build-error h3 { margin: 1.5rem 0 0.25rem; font: 600 1rem/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; color: #fff; overflow-wrap: anywhere; }
.build-error p { margin: 0.5rem 0; color: #fca5a5; }
.build-error .build-error__what { color: #fde8e8; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; white-space: pre-wrap; }
.build-error pre { margin: 0.5rem 0 0; padding: 0.75rem 1rem; overflow: auto; background: #2a1111; border: 1px solid #7f1d1d;
  border-radius: 8px; font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; color: #fde8e8; }
.build-error pre.build-error__message { white-space: pre-wrap; }
.build-error mark { display: inline-block; min-width: 100%; background: #7f1d1d; color: #fff; }
.build-error details { margin-top: 1.5rem; }
.build-error summary { cursor: pointer; color: #fca5a5; }
.build-error button { flex: none; min-height: 44px; padding: 0.5rem 1rem; font: 600 1rem/1 system-ui, sans-serif; color: #1b0b0b;
  background: #fde8e8; border: 0; border-radius: 8px; cursor: pointer; }
.build-error :focus-visible { outline: 3px solid #fbbf24; outline-offset: 2px; }
`;

/** Opens the overlay as a modal dialog: focus moves into it, the page beneath waits, Escape closes it. */
export const ERROR_OVERLAY_SCRIPT = `
const dialog = document.querySelector('[data-site-build-error]')?.shadowRoot?.querySelector('dialog');
if (dialog) { dialog.close(); dialog.showModal(); }
`;

/** The page as the last good build made it, with the failure over it. */
export function withErrorOverlay(html: string, failure: FailureReport): string {
  const overlay =
    `<div data-site-build-error><template shadowrootmode="open"><link rel="stylesheet" href="${ERROR_STYLES_PATH}">` +
    `<dialog class="build-error" open aria-labelledby="build-error-title">` +
    `<div class="build-error__header"><h2 id="build-error-title">${HEADING}</h2>` +
    `<form method="dialog"><button>Close</button></form></div>` +
    `<p>Beneath is this page as the last good build made it. Fix the file and save: the page reloads by itself.</p>` +
    `${failureHtml(failure)}</dialog></template></div>` +
    `<script type="module" src="${ERROR_OVERLAY_SCRIPT_PATH}"></script>`;
  const body = /<body\b[^>]*>/i;
  return body.test(html) ? html.replace(body, (tag) => tag + overlay) : html + overlay;
}

/** The failure alone, for an address the last good build did not have, or before any build succeeded. */
export function errorPage(failure: FailureReport): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Build failed</title>` +
    `<link rel="stylesheet" href="${ERROR_STYLES_PATH}"></head>` +
    `<body><main class="build-error"><h1>${HEADING}</h1>` +
    `<p>Fix the file and save: this page reloads by itself.</p>${failureHtml(failure)}</main></body></html>`
  );
}

/** Each place with the lines around it, then the message the terminal printed (a stack, when it has one). */
function failureHtml({ message, places }: FailureReport): string {
  const printed = `<pre class="build-error__message" tabindex="0">${escapeMarkup(message)}</pre>`;
  if (places.length === 0) return printed;
  return `${places.map(placeHtml).join('')}<details><summary>As printed in the terminal</summary>${printed}</details>`;
}

function placeHtml({ file, line, column, message, excerpt }: SourcePlace): string {
  const where = line ? `${file}:${line}:${column ?? 1}` : file;
  return (
    `<section><h3>${escapeMarkup(where)}</h3>` +
    `<p class="build-error__what">${escapeMarkup(message)}</p>` +
    (excerpt.length > 0 ? `<pre tabindex="0"><code>${codeFrame(excerpt, line!, column ?? 1)}</code></pre>` : '') +
    `</section>`
  );
}

/** The lines around a place, numbered, the place's line marked with ">" and a caret under its column. */
function codeFrame(lines: SourcePlace['excerpt'], line: number, column: number): string {
  const width = String(lines.at(-1)!.number).length;
  return lines
    .map(({ number, text }) => {
      const numbered = `${number === line ? '>' : ' '} ${String(number).padStart(width)} | `;
      if (number !== line) return escapeMarkup(numbered + text);
      // The caret keeps the line's tabs, so that it sits under the column whatever a tab's width.
      const indent = text.slice(0, column - 1).replace(/[^\t]/g, ' ');
      const caret = `  ${' '.repeat(width)} | ${indent}^`;
      return `<mark>${escapeMarkup(numbered + text)}</mark>\n${caret}`;
    })
    .join('\n');
}
