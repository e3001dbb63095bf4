// Import boundaries of the repository, checked by `npm run lint` (docs/architecture.md explains the layers).
// Paths are matched relative to the folder depcruise runs in, so the same rules also judge the fixtures in
// scripts/lint-rules/fixtures, which prove that each rule fails when broken.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycles make load order fragile and hide a missing seam; extract the shared part. Type-only imports count too: erased at build time, they still tie the files together (declarations go in a file that imports none of the code using them).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-features-are-isolated',
      severity: 'error',
      comment: 'A web feature never imports another feature; move what both need to apps/web/src/shared.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-features-not-app',
      severity: 'error',
      comment: 'Features are mounted by app/ (router, shell); they never reach back into it.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-is-a-leaf',
      severity: 'error',
      comment: 'apps/web/src/shared is used by features and app/, and imports neither.',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-shared-package-stands-alone',
      severity: 'error',
      comment:
        'packages/web-shared holds what both web apps (the shop app and the player app) need; it imports neither app, nor the server.',
      from: { path: '^packages/web-shared/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'player-features-are-isolated',
      severity: 'error',
      comment:
        'A player feature never imports another feature; move what both need to apps/player/src/shared.',
      from: { path: '^apps/player/src/features/([^/]+)/' },
      to: { path: '^apps/player/src/features/', pathNot: '^apps/player/src/features/$1/' },
    },
    {
      name: 'web-apps-apart',
      severity: 'error',
      comment: 'The two web apps share code only through packages/web-shared; neither imports the other.',
      from: { path: '^apps/(web|player)/' },
      to: { path: '^apps/(web|player|server)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'server-logic-not-http',
      severity: 'error',
      comment: 'Services, repositories and mappers never import the HTTP layer; only *.routes.ts do.',
      from: { path: '^apps/server/src/(modules|core|jobs|seed|cli|ws)/', pathNot: '\\.routes\\.ts$' },
      to: { path: '^apps/server/src/http/' },
    },
    {
      name: 'repository-stays-in-its-module',
      severity: 'error',
      comment:
        'A module\'s repositories are the only code that names its tables, and only its own files call them; other modules, the seed and the CLI ask the module\'s service (docs/architecture.md, "Tables and their owners").',
      from: { path: '^apps/server/src/((?:modules/)?[^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+\\.repository\\.ts$',
        pathNot: '^apps/server/src/$1/',
      },
    },
    {
      name: 'server-core-is-a-leaf',
      severity: 'error',
      comment: 'apps/server/src/core (errors, messages, clock) depends on nothing else of the server.',
      from: { path: '^apps/server/src/core/' },
      to: { path: '^apps/server/src/', pathNot: '^apps/server/src/core/' },
    },
    {
      name: 'shared-package-stands-alone',
      severity: 'error',
      comment: 'packages/shared is used by the apps and imports none of them.',
      from: { path: '^packages/shared/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'engine-is-pure',
      severity: 'error',
      comment: 'The lottery engine is pure: no Node built-ins, nothing of the rest of the shared package.',
      from: { path: '^packages/shared/src/engine/' },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|\\.build|artifacts|test-results|playwright-report)/|^scripts/lint-rules/fixtures/',
    },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
