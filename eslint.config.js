import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
  ...tseslint.configs.strict,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
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
    // The web app never imports server code nor the database layer (docs/conventions.md).
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/apps/server/**', '@phiencho/server', 'drizzle-orm', 'drizzle-orm/*'] },
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
