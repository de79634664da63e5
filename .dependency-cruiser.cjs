// The server's module boundaries, checked by `npm run lint` (see
// docs/decisions/029-server-module-faces-and-dependency-order.md).
//
// Each folder under apps/server/src/modules is a module; workflows/ is one more node, above the
// modules whose faces it joins and below the checkout module that starts it.
const server = '^apps/server/src/'
const moduleFile = `${server}modules/([^/]+)/`
const deepFile = `${server}modules/[^/]+/[^/]+$`
const faceFile = '/index\\.ts$'
const tableFile = '\\.tables\\.ts$'

// Left out of the cruise: tests and the seed (the ESLint rule keeps their imports to faces; a
// folder-level cycle check would see db/ and the modules in one loop through them), and the schema
// barrel, which gathers every module's tables for drizzle-kit and the database client.
const notCruised = [
  '\\.test\\.ts$',
  `${server}test/`,
  `${server}db/seed/`,
  `${server}db/schema\\.ts$`,
]

module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment:
        'Modules (and workflows/) form a directed graph without cycles: move the shared table or ' +
        'function to the module that owns it, or the joining code up into a workflow.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${server}(modules/[^/]+|workflows)$` },
      to: { circular: true },
    },
    {
      name: 'no-deep-import',
      comment:
        'Outside a module, import its face (modules/<m>/index.ts), never its other files; tests ' +
        "may reach inside their own module. A *.tables.ts may import another module's *.tables.ts " +
        'for a foreign key (see tables-only-from-tables).',
      severity: 'error',
      // $1: the module of the importing file.
      from: { path: moduleFile, pathNot: tableFile },
      to: { path: deepFile, pathNot: [faceFile, `${server}modules/$1/`] },
    },
    {
      name: 'no-deep-import-from-outside',
      comment: 'Workflows, plugins, db/seed and app.ts import module faces only.',
      severity: 'error',
      from: { path: server, pathNot: `${server}modules/` },
      to: { path: deepFile, pathNot: faceFile },
    },
    {
      name: 'tables-only-from-tables',
      comment: 'A *.tables.ts imports only other *.tables.ts (and the shared column helpers).',
      severity: 'error',
      from: { path: tableFile },
      to: { path: `${server}modules/`, pathNot: tableFile },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.d\\.ts$', ...notCruised] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
}
