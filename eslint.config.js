// One lint config for the whole workspace (flat config).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerZones } from './eslint.layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'storybook-static/',
      'test-results/',
      'playwright-report/',
      'bench/.lighthouse/',
      '.tools/',
      'apps/sandbox/data/',
      // MSW's generated service worker (msw init).
      '.storybook/public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // The layers (eslint.layers.js) and no import cycles, across packages and inside the site.
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}', 'apps/site/{server,build}/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // A bare React.lazy keeps a failed import for good and has no boundary: the site's lazy code goes
    // through core/lazy-parts.tsx (retry, the 120 s timeout, a reload for a new release).
    files: ['apps/site/src/**/*.{ts,tsx}'],
    ignores: ['apps/site/src/core/lazy-parts.tsx', 'apps/site/src/**/*.{test,stories}.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message: 'Use lazyComponent, lazySection or lazyPart (core/lazy-parts.tsx) inside an ErrorBoundary.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
