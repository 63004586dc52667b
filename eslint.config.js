import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Each client feature stands alone: features/X never imports features/Y. What two features share
// goes to client/components (UI) or client/lib; pages compose features.
const FEATURES = readdirSync(new URL('./src/client/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const crossFeatureZones = FEATURES.map((feature) => ({
  target: `./src/client/features/${feature}`,
  from: './src/client/features',
  except: [`./${feature}`],
  message: 'a feature must not import another feature: move the shared part to components/ or lib/',
}));

// Pages behind a sign-in or for tools, never prerendered: nothing to take over later.
const PAGES_NOT_BUILT_OF_PUBLIC_SECTIONS = [
  'checkout',
  'dashboard',
  'demo-shop',
  'dev-mailbox',
  'merchant',
  'payment-calendar',
  'transactions',
].map((name) => `src/client/pages/${name}-page.tsx`);

/** Relative imports that climb two folders or more; the source aliases name such files. */
const DEEP_RELATIVE_IMPORTS = {
  regex: '^\\.\\./\\.\\./',
  message: 'name a file two folders away by its alias: #server/…, #shared/…, #client/…',
};

export default tseslint.config(
  {
    ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'bench/results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      // Lets the import rules parse the TypeScript files they follow (no-cycle needs it).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // One-way imports: shared imports neither side and client never imports server, so the rules
      // stay isomorphic and no server code or secret can reach the browser bundle.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: './src/server',
              message: 'shared must not import server',
            },
            {
              target: './src/shared',
              from: './src/client',
              message: 'shared must not import client',
            },
            {
              target: './src/client',
              from: './src/server',
              message: 'client must not import server',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'server must not import client',
            },
            // The local acquirer stands in for a card network outside NaRate: neither side
            // reaches into the other, so it can only talk to NaRate over its protocol.
            {
              target: './src/acquirer',
              from: ['./src/server', './src/client', './src/shared'],
              message: 'the local acquirer is not part of NaRate and imports none of it',
            },
            {
              target: ['./src/server', './src/client', './src/shared'],
              from: './src/acquirer',
              message: 'NaRate reaches the acquirer over its protocol only, never by import',
            },
            {
              target: ['./src/client/components', './src/client/lib', './src/client/i18n'],
              from: './src/client/features',
              message: 'shared client code must not import a feature',
            },
            ...crossFeatureZones,
          ],
        },
      ],
    },
  },
  {
    // No import cycles: a cycle makes module start-up order matter and ties the folders in it
    // into one unit that cannot be understood or changed alone.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A file two folders away is named by its place in the tree (#server/…, #shared/…), so the
    // import says where the file is and survives a move of the importer.
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'faults/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_RELATIVE_IMPORTS] }] },
  },
  {
    // Test support (fixtures, fuzz inputs, test data) lives in testing/ folders and never ships:
    // production code must not import it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/testing/*', '**/testing'],
              message: 'test support (testing/) is only for tests',
            },
            DEEP_RELATIVE_IMPORTS,
          ],
        },
      ],
    },
  },
  {
    // The server's settings are read and checked once, by the zod schema in config.ts; everything
    // else takes them from AppConfig, so a setting cannot be misread or escape the README's table.
    files: ['src/server/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/**/testing/**', 'src/server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'read settings from AppConfig (src/server/config.ts), not process.env',
        },
      ],
    },
  },
  {
    // Public pages (prerendered, read before they are live) are a hero and sections: after the
    // hero, every section is a PublicSection, which hydrates later unless told `eager`, so taking
    // over the page comes in short tasks and the first screen answers at once. A section added
    // bare would make the page's take-over one long task again. Pages use PublicSection, never
    // HydrateLater itself. Every page is held to it but the signed-in and tool pages listed.
    files: ['src/client/pages/*.tsx'],
    ignores: PAGES_NOT_BUILT_OF_PUBLIC_SECTIONS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ReturnStatement > JSXFragment > JSXElement ~ JSXElement:not([openingElement.name.name='PublicSection'])",
          message:
            'wrap each section after the hero in <PublicSection> (components/layout/public-section): it hydrates later unless told eager',
        },
        {
          selector: "JSXOpeningElement[name.name='HydrateLater']",
          message: 'a page wraps its sections in <PublicSection>, which wraps HydrateLater',
        },
      ],
    },
  },
);
