// Lint rules for the whole repository (typescript-eslint, react-hooks, import boundaries of DESIGN.md).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

/** The web app's source root, as import/no-restricted-paths zones name it (relative to this file). */
const WEB = './apps/web/src';

/** Web feature folders (apps/web/src/features/*), read from the tree: each may import only itself among features. */
const FEATURE_FOLDERS = readdirSync(new URL(`${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Import direction of the web app (docs/ARCHITECTURE.md "Layers"):
 * app -> layouts -> features -> components -> lib, with config/ (route handles over the page catalogue,
 * @portal/contracts/pages.codes) at the bottom beside lib. Each zone forbids `target` to import from `from`.
 */
const WEB_LAYER_ZONES = [
  {
    target: `${WEB}/config`,
    from: [`${WEB}/app`, `${WEB}/layouts`, `${WEB}/features`, `${WEB}/components`],
    message: 'config/ (route handles over the page catalogue) imports nothing of the web app but lib',
  },
  {
    target: `${WEB}/lib`,
    from: [`${WEB}/app`, `${WEB}/layouts`, `${WEB}/features`, `${WEB}/components`, `${WEB}/config`],
    message: 'lib must not depend on config, components, features, layouts or app',
  },
  {
    target: `${WEB}/components`,
    from: [`${WEB}/app`, `${WEB}/layouts`, `${WEB}/features`],
    message: 'shared components must not depend on features, layouts or app',
  },
  {
    target: `${WEB}/features`,
    from: [`${WEB}/app`, `${WEB}/layouts`],
    message: 'features must not depend on layouts or app (the app passes what a layout needs)',
  },
  ...FEATURE_FOLDERS.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'features do not import each other',
  })),
  {
    target: `${WEB}/layouts`,
    from: [`${WEB}/app`, `${WEB}/features`],
    message: 'layouts import no feature and no app file: features reach a layout as slots from app/router.tsx',
  },
];

/** Server modules (apps/server/src/modules/*), read from the tree: each gets its own boundary zone. */
const SERVER_MODULES = readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's base modules, which every module may import (docs/decisions/server-conventions.md "Module boundaries"):
 * area owns divisions, venue the venue columns/presenter/event status, venue-status the opening engine,
 * content the list/detail kit of the article-like sections, file only its URL builder, and venue-video only its
 * one-video read and presenter (the back office's upload jobs answer the video they made).
 */
const SERVER_BASE_MODULES = [
  './area',
  './venue',
  './venue-status',
  './content',
  './file/file-url.ts',
  './venue-video/venue-video.repository.ts',
  './venue-video/venue-video.presenter.ts',
];

/** Resolves the server's `./x.js` specifiers to `./x.ts`, so import/no-restricted-paths sees them. */
const TS_RESOLVER = fileURLToPath(new URL('./scripts/eslint-ts-resolver.cjs', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'apps/web/public/**',
      'bench/results/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.node } },
    // The boundary rule only sees imports it can resolve: teach the node resolver our TypeScript extensions.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Import direction (DESIGN.md, docs/ARCHITECTURE.md "Layers"); web-boundaries.test.ts shows the zones bite.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...WEB_LAYER_ZONES,
            {
              target: './apps/web/src',
              from: './apps/server',
              message: 'the web app reaches the server only over HTTP',
            },
            { target: './apps/server', from: './apps/web', message: 'the server does not import web code' },
          ],
        },
      ],
    },
  },
  {
    // Contracts at run time (docs/decisions/contracts-and-lint.md "Contracts: codes and schemas"): the web may import
    // the plain `*.codes` files as values; every other contracts file builds TypeBox schemas, so the web imports it for
    // types only and TypeBox stays out of the bundles (the home page JS budget, docs/benchmarks.md).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/contracts/*', '!@portal/contracts/*.codes'],
              allowTypeImports: true,
              message:
                'The web imports contracts schema files for types only (import type); run-time values come from @portal/contracts/<domain>.codes.',
            },
            {
              group: ['typebox', 'typebox/*'],
              message:
                'TypeBox stays on the server: the web uses the plain values of @portal/contracts/<domain>.codes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { [TS_RESOLVER]: { extensions: ['.ts', '.js', '.mjs'] } } },
    rules: {
      // Import direction (docs/decisions/server-conventions.md "Module boundaries"): a module imports only itself and
      // the base modules; plugins, lib and db import no module.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/server/src', from: './apps/web', message: 'the server does not import web code' },
            ...SERVER_MODULES.map((module) => ({
              target: `./apps/server/src/modules/${module}`,
              from: './apps/server/src/modules',
              except: [...new Set([`./${module}`, ...SERVER_BASE_MODULES])],
              message: `a module imports only itself and the base modules (${SERVER_BASE_MODULES.join(', ')})`,
            })),
            {
              target: './apps/server/src/plugins',
              from: ['./apps/server/src/modules', './apps/server/src/seed', './apps/server/src/app.ts'],
              message: 'plugins import only lib/, db/ and other plugins, never a module',
            },
            {
              target: ['./apps/server/src/lib', './apps/server/src/db'],
              from: [
                './apps/server/src/modules',
                './apps/server/src/plugins',
                './apps/server/src/seed',
                './apps/server/src/data',
              ],
              message: 'lib/ and db/ are the bottom layers: they import no module, plugin, seed or data code',
            },
            {
              target: './apps/server/src/data',
              from: ['./apps/server/src/modules', './apps/server/src/plugins', './apps/server/src/seed'],
              message: 'data/ (the write path) imports only db/ and lib/',
            },
            {
              // Seed tests may check the seed against a module's rules (an independent oracle).
              target: './apps/server/src/seed/**/!(*.test).ts',
              from: './apps/server/src/modules',
              message: 'the seed writes through data/ and db/, never through a product module',
            },
          ],
        },
      ],
    },
  },
  {
    // The journeys and the benchmarks share the server runner through test-support/, never each other.
    files: ['e2e/**/*.ts', 'bench/**/*.ts', 'test-support/**/*.ts'],
    settings: { 'import/resolver': { [TS_RESOLVER]: { extensions: ['.ts', '.js', '.mjs'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './bench',
              from: './e2e',
              message: 'bench imports the shared runner from test-support/, not e2e/',
            },
            { target: './e2e', from: './bench', message: 'e2e does not import the benchmarks' },
            {
              target: './test-support',
              from: ['./e2e', './bench'],
              message: 'test-support is shared by e2e and bench and imports neither',
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS tooling (scripts/eslint-ts-resolver.cjs: eslint-plugin-import loads resolvers with require()).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
