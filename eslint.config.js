import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const deepImport = 'Import another module through its face, modules/<m>/index.ts.'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'data/**',
      'apps/web/build/**',
      'apps/web/.react-router/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  {
    // Tool configurations that are CommonJS (dependency-cruiser's).
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly' },
    },
  },
  ...tseslint.configs.strict,
  {
    languageOptions: {
      parserOptions: {
        // Root config files belong to no workspace's tsconfig; they get TypeScript's default project.
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'vitest.config.ts', '.dependency-cruiser.cjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // A `default` branch is a deliberate "all the others"; the rule still flags a switch without one.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through apps/server/src/config.ts only.',
        },
      ],
    },
  },
  {
    // The web app imports no server code and no Drizzle: it reaches the API through the shared
    // contracts in @phiencho/contracts.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/apps/server/**', '@phiencho/server', 'drizzle-orm', 'drizzle-orm/*'] },
      ],
    },
  },
  // Server modules: outside modules/<m>/, import only its face, modules/<m>/index.ts
  // (docs/decisions/029-server-module-faces-and-dependency-order.md). Tests may reach inside their
  // own module. A *.tables.ts may import another module's *.tables.ts for a foreign key, and
  // db/schema.ts, the barrel of every table for drizzle-kit and the client, is the one exception.
  // `npm run lint` also runs dependency-cruiser (.dependency-cruiser.cjs): no cycle between modules.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.tables.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.ts$)', message: deepImport }] },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.tables.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?![^/]+\\.tables\\.ts$)',
              message: 'A table file imports only the tables it points at (../<m>/<m>.tables.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**', 'apps/server/src/db/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/[^/]+/(?!index\\.ts$)', message: deepImport }] },
      ],
    },
  },
  {
    files: [
      'apps/server/src/config.ts',
      'apps/server/src/test/**',
      'e2e/**',
      'bench/**',
      '**/*.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
)
