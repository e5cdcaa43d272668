// ESLint for the whole project (`npm run lint`, zero warnings): JavaScript's and typescript-eslint's
// recommended rules (without type information: with it a run took minutes), and React's rules of hooks for the
// templates and the Preact islands (client/react-on-preact.ts maps React's hooks onto Preact's).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Build output, caches, and files the build writes (the JSON Schemas of .vscode/schemas).
    ignores: [
      'dist/',
      'node_modules/',
      '.cache/',
      '.data/',
      '.site-build-*/',
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
    // Deno's global in the Edge Functions' entry points.
    files: ['supabase/functions/*/index.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
);
