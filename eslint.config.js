import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Kysely's query-starting methods: calling one outside a repository is building a query there.
const QUERY_BUILDERS = 'selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto';

// Each endpoint is defined once, in packages/shared/src/api: the apps take its path from the definition.
const API_PATH_LITERAL = {
  selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
  message: 'API paths live in the endpoint definitions (packages/shared/src/api); use the definition.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.build/**',
      'data/**',
      '**/artifacts/**',
      '.tmp/**',
      'apps/web/public/sw.js',
      'apps/player/public/sw.js',
      'scripts/lint-rules/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Only repositories (and the database layer itself) build queries; services call repository functions. A
    // module's table definitions (*.table.ts) name Kysely's column types and build nothing.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/**/*.table.ts', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['kysely', 'kysely/*'],
              message: 'Only *.repository.ts files and src/db may import Kysely.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS})$/]`,
          message: 'Queries are built only in *.repository.ts (and src/db); call a repository function.',
        },
        {
          selector:
            "TaggedTemplateExpression[tag.name='sql'], TaggedTemplateExpression[tag.object.name='sql']",
          message: 'Raw SQL belongs in *.repository.ts (and src/db); call a repository function.',
        },
        API_PATH_LITERAL,
      ],
    },
  },
  {
    // A module's table declarations (`*.table.ts`) describe its tables with Kysely's column types; they still build
    // no query.
    files: ['apps/server/src/modules/**/*.table.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'apps/player/src/**/*.{ts,tsx}',
      'packages/web-shared/src/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-syntax': ['error', API_PATH_LITERAL] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/player/**/*.{ts,tsx}', 'packages/web-shared/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
