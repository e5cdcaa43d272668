// Finds a Chromium for the browser tests, in this order: the CHROMIUM_PATH environment variable,
// Debian's /usr/bin/chromium, then Playwright's own download. Fails with a message saying how to
// get one, instead of a stack trace from deep inside Playwright.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright';

/** The flags every Chromium of the tests runs with (also `npm run lighthouse`). */
export const LAUNCH_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const candidates: { source: string; path: string | undefined }[] = [
    { source: 'CHROMIUM_PATH', path: env.CHROMIUM_PATH },
    { source: 'Debian package', path: '/usr/bin/chromium' },
    { source: "Playwright's browser", path: playwrightChromium() },
  ];
  const found = candidates.find((candidate) => candidate.path && existsSync(candidate.path));
  if (found?.path) return found.path;
  throw new Error(
    'No Chromium found for the browser tests. Set CHROMIUM_PATH to a Chromium or Chrome binary, ' +
      'install Debian\'s package (apt-get install chromium), or run "npx playwright install chromium".',
  );
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: LAUNCH_FLAGS, headless: true });
}
