// Import rules checked by `npm run lint:deps` (dependency-cruiser), beside ESLint's import rules.
// Tests and test support (testing/) are left out: a test may reach into any folder.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No module runs code of a module that runs its code: such a cycle makes start-up order matter. Type-only imports vanish at run time and are left to the folder rule.',
      severity: 'error',
      from: { path: '^src/' },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'no-folder-cycle',
      comment:
        'Server folders import each other one way only, directly or through other folders: a cycle makes its folders one unit in disguise. Move the shared part to its owner or a lower folder.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/' },
      to: { path: '^src/server/', circular: true },
    },
    {
      name: 'shared-is-isomorphic',
      comment: 'shared runs in the browser and on the server: it imports neither side.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'client-never-imports-server',
      comment: 'No server code or secret may reach the browser bundle.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-client',
      comment: 'The server renders nothing of the client; what both need lives in shared.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '/testing/', '\\.d\\.ts$'] },
  },
};
