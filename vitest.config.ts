import { defineConfig } from 'vitest/config';

// Three kinds of tests (README: "Tests"): unit tests of pure modules, tests that build or run the
// `site` command on a copy of the project, and browser tests, the only ones that wait for the site
// to be built once and served (tests/support/global-setup.ts).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A browser state reached through a CSS transition (the carousel's 0.5 s cross-fade) runs on the
    // real clock: on a loaded CI machine it can take longer than vitest's default second.
    expect: { poll: { timeout: 10_000 } },
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'build and cli', include: ['tests/build/**/*.test.ts', 'tests/cli/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
    ],
  },
});
