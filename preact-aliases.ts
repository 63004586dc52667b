import { fileURLToPath } from 'node:url';

/** A file of React Router's production build (not listed in its package exports). */
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The browser build runs on Preact through its React compatibility layer (docs/decisions/013):
 * the same components and libraries, a fraction of react-dom's size. Vitest component tests keep
 * React itself (the testing library loads react-dom through CommonJS, which aliases cannot reach);
 * the Playwright suite runs against the Preact build that ships.
 */
export const preactAliases = {
  react: 'preact/compat',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  // React Router's package exports only name its development build (warnings and checks for
  // the developer); the browser gets the production build the package also ships.
  'react-router/dom': routerBuild('dom-export.mjs'),
  'react-router': routerBuild('index.mjs'),
};
