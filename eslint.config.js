import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The layering rules are the point of this file: the model is plain TypeScript that
// runs in a worker and in Node, and only src/graph may touch cytoscape.
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
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/model/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-*', 'react/*', '@tanstack/*'], message: 'src/model is plain TypeScript: no React.' },
          { group: ['cytoscape', 'cytoscape-*'], message: 'Only src/graph may import cytoscape.' },
          { group: ['zustand', 'zustand/*', '**/state/**', '**/ui/**', '**/graph/**'], message: 'src/model must not depend on the store, the UI or the graph adapter.' },
        ],
      }],
    },
  },
  {
    files: ['src/state/**', 'src/ui/**', 'src/worker/**', 'src/i18n/**', 'src/*.ts', 'src/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['cytoscape', 'cytoscape-*'], message: 'Only src/graph may import cytoscape.' }],
      }],
    },
  },
);
