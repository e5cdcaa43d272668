// Opening pages of the built site in Chromium, collecting what a visitor would not see but should
// never happen: uncaught errors and console errors (CSP violations among them).
import type { Browser, Page } from 'playwright';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export interface WatchedPage {
  page: Page;
  pageErrors: string[];
  consoleErrors: string[];
  consoleWarnings: string[];
}

export async function openPage(browser: Browser, options: { width?: number; height?: number; javaScript?: boolean } = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  const watched: WatchedPage = { page, pageErrors: [], consoleErrors: [], consoleWarnings: [] };
  page.on('pageerror', (error) => watched.pageErrors.push(error.message));
  page.on('console', (message) => {
    // The host's analytics scripts are not on the test server: they 404, which is expected there.
    const fromHostAnalytics = message.location().url.includes('/_vercel/') || message.text().includes('/_vercel/');
    if (message.type() === 'error' && !fromHostAnalytics) watched.consoleErrors.push(message.text());
    if (message.type() === 'warning') watched.consoleWarnings.push(message.text());
  });
  return watched;
}
