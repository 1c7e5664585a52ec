// Lint rules for the whole repository (typescript-eslint, react-hooks, import boundaries of DESIGN.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

/** Web feature folders (apps/web/src/features/*): each may import only itself among features. */
const FEATURE_FOLDERS = [
  'news',
  'notice',
  'policy',
  'guidance',
  'fitness-case',
  'home',
  'auth',
  'venue-open',
  'venue-detail',
  'venue-video',
  'passenger-flow',
  'evaluation',
  'games',
  'training',
  'fitness-map',
];

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
      // Import direction (DESIGN.md): contracts <- web lib <- features <- app; features never import each other.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/layouts'],
              message: 'lib must not depend on features, layouts or app',
            },
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/layouts'],
              message: 'shared components must not depend on features, layouts or app',
            },
            ...FEATURE_FOLDERS.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'features do not import each other',
            })),
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
    // Contracts at run time (docs/ARCHITECTURE.md "Contracts: codes and schemas"): the web may import the plain
    // `*.codes` files as values; every other contracts file builds TypeBox schemas, so the web imports it for
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
              group: ['@sinclair/typebox', '@sinclair/typebox/*'],
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
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [{ target: './apps/server/src', from: './apps/web', message: 'the server does not import web code' }],
        },
      ],
    },
  },
);
