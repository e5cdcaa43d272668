import { defineConfig } from 'vitest/config';

// Three kinds of tests (docs/testing.md). Unit tests are of pure modules: content is edited in memory
// (tests/support/content-in-memory.ts), never in a copy of the project, and nothing starts a process,
// a browser or a database. Build and cli tests build or run the `site` command on a copy of the
// project, spawn processes, open PGlite, or need a process of their own. Browser tests are the only
// ones that wait for the site to be built once and served (tests/support/global-setup.ts).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A browser state reached through a CSS transition (the carousel's 0.5 s cross-fade) runs on the
    // real clock: on a loaded CI machine it can take longer than vitest's default second.
    expect: { poll: { timeout: 10_000 } },
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        // The unit files run one after another in one process and share its modules: importing React,
        // the templates and the model again for each file was most of the project's time. So a unit
        // test leaves nothing global behind (environment, timers, mocks), and a test that needs modules
        // no other file has loaded belongs to build and cli.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          poolOptions: { forks: { singleFork: true, isolate: false } },
        },
      },
      {
        extends: true,
        test: { name: 'build and cli', include: ['tests/build/**/*.test.ts', 'tests/cli/**/*.test.ts'] },
      },
      {
        extends: true,
        // The browser files run one after another in one worker too, which imports Playwright and the
        // site's modules once instead of once a file (each file still launches its own Chromium): a
        // browser test changes nothing global in the process either. A browser test mostly waits for
        // Chromium, so its worker is a thread of the threads pool: vitest runs that pool beside the
        // forks pool of the other two projects, where one pool would run the projects one after another.
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          pool: 'threads',
          poolOptions: { threads: { singleThread: true, isolate: false } },
        },
      },
    ],
  },
});
