import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The layering rules are the point of this file: the model is plain TypeScript that
// runs in a worker and in Node, and only src/graph may touch cytoscape.
const ONLY_GRAPH_IMPORTS_CYTOSCAPE = { group: ['cytoscape', 'cytoscape-*'], message: 'Only src/graph may import cytoscape.' };
// Each model domain (src/model/<domain>/) shows one face, its index.ts: the rest of the app and the
// other domains import that, never a file behind it, so a domain can rearrange its files freely.
const MODEL_FACES_ONLY = { group: ['**/model/*/*', '!**/model/*/index'], message: 'Import a model domain through its face (src/model/<domain>), not a file inside it.' };
const OTHER_DOMAINS_FACES_ONLY = { regex: '^\\.\\./[^./][^/]*/', message: 'Import another model domain through its face (../<domain>), not a file inside it.' };

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench-results', '**/*.tmp.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/model/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-*', 'react/*', '@tanstack/*'], message: 'src/model is plain TypeScript: no React.' },
          ONLY_GRAPH_IMPORTS_CYTOSCAPE,
          { group: ['zustand', 'zustand/*', '**/state/**', '**/ui/**', '**/graph/**'], message: 'src/model must not depend on the store, the UI or the graph adapter.' },
          OTHER_DOMAINS_FACES_ONLY,
        ],
      }],
    },
  },
  {
    files: ['src/graph/**', 'scripts/**', 'tests/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODEL_FACES_ONLY] }] },
  },
  {
    files: ['src/worker/**', 'src/i18n/**', 'src/data/**', 'src/*.ts', 'src/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ONLY_GRAPH_IMPORTS_CYTOSCAPE, MODEL_FACES_ONLY] }] },
  },
  {
    // The graph adapter (and cytoscape with it) is a chunk of its own that loads after the first
    // screen: the UI and the state reach it only through import(), which this rule leaves alone.
    files: ['src/state/**', 'src/ui/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ONLY_GRAPH_IMPORTS_CYTOSCAPE,
          MODEL_FACES_ONLY,
          { group: ['**/graph/**'], message: 'Load src/graph lazily, with import(): a static import puts cytoscape in the first chunk.' },
        ],
      }],
    },
  },
  {
    // Type-aware checks where they found real defects: an async function handed to something that
    // ignores its promise (an event handler, a timer) loses its errors silently.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: true, arguments: true } }],
    },
  },
  {
    // No import loop anywhere in the app (type-only imports aside, which leave no trace at run time).
    // A loop cannot pass through a package, so the rule does not walk into node_modules (ignoreExternal):
    // that walk was a third of its time (docs/decisions.md, "Lint's time").
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx'], 'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] }, 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
