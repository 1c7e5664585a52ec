/**
 * ESLint import resolver (eslint-plugin-import resolver interface v2) for TypeScript sources written with
 * Node ESM specifiers: `import { x } from './y.js'` names the compiled file, while the source is `./y.ts`.
 * The stock node resolver cannot find `y.js`, and `import/no-restricted-paths` silently skips imports it
 * cannot resolve, so without this the server's module boundaries (docs/decisions/server-conventions.md "Module
 * boundaries") would never fire. A relative `.js`/`.mjs` specifier resolves to the `.ts`/`.tsx`/`.mts`
 * file beside it when that exists; everything else goes to eslint-import-resolver-node with `config`.
 */
'use strict';

const { existsSync } = require('node:fs');
const { dirname, resolve } = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const SOURCE_OF = { '.js': ['.ts', '.tsx'], '.mjs': ['.mts'] };

exports.interfaceVersion = 2;

/** { found: true, path } for `source` imported from `file`, or { found: false }. */
exports.resolve = function resolveImport(source, file, config) {
  const match = /^(\.{1,2}\/.*)(\.m?js)$/.exec(source);
  if (match) {
    for (const extension of SOURCE_OF[match[2]]) {
      const candidate = resolve(dirname(file), match[1] + extension);
      if (existsSync(candidate)) return { found: true, path: candidate };
    }
  }
  return nodeResolver.resolve(source, file, config);
};
