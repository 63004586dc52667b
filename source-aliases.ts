import { fileURLToPath } from 'node:url';

/**
 * Imports name a file by its place in the source tree (`#server/orders/engine-deps`) instead of
 * by a climb of `../../..` from the importing file, so moving a file changes only the imports of
 * what it moved. TypeScript, tsx, esbuild and Playwright read these from tsconfig.json's `paths`;
 * Vite and Vitest take them from here. Both lists must name the same folders.
 */
export const sourceAliases = ['server', 'shared', 'client', 'acquirer'].map((area) => ({
  find: new RegExp(`^#${area}/`),
  replacement: fileURLToPath(new URL(`./src/${area}/`, import.meta.url)),
}));
