import { defineConfig } from 'vitest/config'

const serverProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: engine === 'pglite' ? 'server' : 'server-postgres',
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_ENGINE: engine },
    setupFiles: ['src/test/setup.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, so files can share loaded modules: the
    // server's ~300 modules are evaluated once per worker instead of once per file.
    isolate: false,
  },
})

// Production server processes started from the web build (`npm test` runs it after `npm run
// build`): several behind HAProxy on PostgreSQL and Redis (those files skip without
// TEST_DATABASE_URL), and the one-process shop on a PGlite folder, killed and started again.
const clusterProject = {
  test: {
    name: 'cluster',
    root: 'e2e',
    include: ['cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
}

// The API suite runs on PGlite always, and on PostgreSQL as well when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    // Vitest leaves a core free by default; the PostgreSQL files mostly wait on the server, and a
    // second worker runs the PGlite files beside them.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/app/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      clusterProject,
    ],
  },
})
