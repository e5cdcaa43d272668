// ESLint for the whole project (`npm run lint`, zero warnings): JavaScript's and typescript-eslint's
// recommended rules; for the TypeScript files, the rules that need the types and catch bugs (a promise
// nobody awaits or handles, a promise where a plain value is expected, an assertion that changes
// nothing), chosen rather than typescript-eslint's whole type-checked set, whose `no-unsafe-*` rules
// would mostly flag JSON read from disk and checked by zod a line later; and React's rules of hooks
// for the templates and the islands, whose hooks (Preact's in the browser, React's where pages render)
// keep the same rules.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Build output, caches, and files a command writes (the JSON Schemas `site schemas` writes).
    ignores: [
      'dist/',
      'node_modules/',
      '.cache/',
      '.data/',
      // What a killed build leaves beside its output folder (cli/build/output.ts).
      '.*.building-*/',
      '.*.old-*/',
      '.scratch/',
      'test-results/',
      '.vscode/schemas/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore names what is left out on purpose (`const { secret: _, ...rest } = row`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Deno's entry points are type-checked by Deno (`deno check` in `npm run typecheck`), not by our tsconfig.
    ignores: ['supabase/functions/*/index.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'templates/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx', 'client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // What runs in the browser is typed as Preact, which runs it (client/island-runtime/browser.ts):
    // React's types would let an island use what Preact lacks, and the bundle would carry React itself.
    files: ['client/**/*.{ts,tsx}'],
    // The server's side of '#island-runtime' is where React belongs.
    ignores: ['client/island-runtime/server*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: "Import hooks and types from '#island-runtime' (Preact's, as in the browser)." },
            { name: 'react-dom', message: 'Preact runs the islands in the browser (client/hydrate.ts).' },
          ],
          patterns: [{ group: ['react/*', 'react-dom/*'], message: 'Preact runs the islands in the browser.' }],
        },
      ],
    },
  },
  {
    // Deno's global in the Edge Functions' entry points.
    files: ['supabase/functions/*/index.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
);
