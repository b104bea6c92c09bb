import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Relative paths from inside one web feature to another ('../basket/…', '../../basket/…'). */
const webFeatures = readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const siblingFeaturePaths = webFeatures.flatMap((name) => [`../${name}/*`, `../../${name}/*`, `../../../${name}/*`]);
/**
 * The one exception: the basket's cache module (apps/web/src/features/basket/basket-cache.ts) is public. Every
 * feature that writes the basket (catalogue, location, delivery-quote, later availability, spares, checkout) hands
 * the server's answer to its applyBasket instead of typing the basket's query keys (STYLE.md "The state one feature
 * owns"). Only that file, imported by its sibling path ('../../basket/basket-cache'): the rest of the basket feature
 * stays private. Negated (gitignore-style) patterns re-allow exactly these paths.
 */
const basketCacheModule = ['../basket/basket-cache', '../../basket/basket-cache', '../../../basket/basket-cache'].map((path) => `!${path}`);

/** A rule's options replace, not merge, across blocks: the features block repeats this path restriction. */
const singleFlightWrites = {
  name: '@tanstack/react-query',
  importNames: ['useMutation'],
  message: 'Use useSingleFlightMutation (apps/web/src/lib/use-single-flight-mutation.ts): a double click must not send a write twice.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'data/**', '**/migrations/**', 'e2e/artifacts/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain scripts (scripts/, config files) run in Node.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Dependencies flow one way: domain ← contracts ← apps (docs/ARCHITECTURE.md).
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@sparesfinder/contracts/*', '@sparesfinder/server*', '@sparesfinder/web*', 'node:*', 'drizzle-orm*', 'fastify*', 'react*'] }],
    },
  },
  {
    files: ['packages/contracts/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@sparesfinder/server*', '@sparesfinder/web*', 'drizzle-orm*', 'fastify*', 'react*'] }],
    },
  },
  {
    // Every write goes through lib/use-single-flight-mutation.ts, so a double click never sends it twice.
    files: ['apps/web/src/**'],
    ignores: ['apps/web/src/lib/use-single-flight-mutation.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [singleFlightWrites] }] },
  },
  {
    // Web features never import each other; pages in app/routes compose them. Except the basket's cache module (above).
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [singleFlightWrites], patterns: [{ group: ['../../features/*', '../../../features/*', '**/features/*/**', ...siblingFeaturePaths, ...basketCacheModule], message: 'Features must not import each other (only features/basket/basket-cache.ts is shared); compose them in app/routes.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
