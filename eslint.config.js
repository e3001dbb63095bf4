import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = [
  'account',
  'orders',
  'users',
  'statistics',
  'mine',
  'chat',
  'shop',
  'staff',
  'cooperation',
  'money',
  'games',
  'receipts',
  'red-packets',
  'announcements',
  'awards',
  'withdrawals',
];

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
    // Only repositories (and the database layer itself) talk to Kysely.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**', 'apps/server/test/**'],
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
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Web features never import each other: each feature may import app/, shared/ and itself only.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: webFeatures
                .filter((f) => f !== feature)
                .flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
              message: 'Features never import each other; move shared code to src/shared.',
            },
          ],
        },
      ],
    },
  })),
);
