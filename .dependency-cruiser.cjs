// @ts-check
/**
 * The import arrows of docs/architecture.md's layout table, checked by `npm run lint`
 * (`depcruise core runtime plugins sandbox config cli sites --output-type err-long`: each wrong import
 * on one line with its rule's name, then the rule's comment). tests/lint proves every rule on fixtures.
 *
 * Paths: dependency-cruiser names every module by its path relative to the folder it runs in (its base
 * directory), so every rule below is anchored at the top of the project: `^core/`, `^plugins/`… The same
 * file checks the fixture projects of tests/lint (the test runs depcruise with the fixture folder as its
 * working directory), and a test file such as `tests/core/x.test.ts` never passes for `core/`. Packages
 * are matched wherever node_modules lies (`(^|/)node_modules/`), since from a fixture it lies a few
 * folders up (`../../../../node_modules/react/…`); an import that does not resolve keeps its bare name
 * (`react`), which the same rules match.
 *
 * Free folders: `cli/`, `tests/`, `bench/` and `scripts/` (maintenance tools, e.g. the font files'
 * writer) may import anything; only the cycle rule applies to them
 * (lint cruises cli/ and whatever the source folders reach; add `tests bench` to the command to check
 * their cycles too, about a second more). `sites/` and `locales/` have no rule of their own here.
 *
 * TypeScript: type-only imports count (`tsPreCompilationDeps`), imports are written with their `.ts`
 * / `.tsx` extension and resolved through tsconfig.json (found next to this file, whatever the working
 * directory).
 */
const path = require('node:path');

/** Top-level project folders; a path outside them (a package, a Node built-in) is not a project file. */
const PROJECT = '^(?:cli|config|core|plugins|runtime|sandbox|sites|tests|bench|scripts)/';

/** React, React DOM, Express and its middleware packages, with their type packages. */
const FRAMEWORKS = '(?:^|(?:^|/)node_modules/)(?:@types/)?(?:react|react-dom|express|express-[^/]+)(?:/|$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-is-free-of-frameworks',
      comment:
        'core/ is the engine shared by build, runtime and browser: it imports no React, React DOM, ' +
        'Express or express-* package (rendering and HTTP belong to runtime/ and plugins/).',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: FRAMEWORKS },
    },
    {
      name: 'core-imports-nothing-above-it',
      comment:
        'core/ imports only core/ (and npm packages): nothing from plugins/, runtime/, sandbox/, cli/, ' +
        'config/, sites/, tests/, bench/ or scripts/. Arrows run cli → runtime/plugins → core.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(?:plugins|runtime|sandbox|cli|config|sites|tests|bench|scripts)/' },
    },
    {
      name: 'runtime-knows-no-plugin',
      comment:
        'runtime/ knows no feature by name: it imports nothing from plugins/. A feature reaches the ' +
        'runtime through the plugin contract (routes, islands, styles), not through an import.',
      severity: 'error',
      from: { path: '^runtime/' },
      to: { path: '^plugins/' },
    },
    {
      name: 'runtime-imports-nothing-above-it',
      comment:
        'runtime/ imports core/ and runtime/ only: nothing from cli/, sandbox/, config/, sites/, tests/, ' +
        'bench/ or scripts/ (the CLI hands the runtime its configuration and services).',
      severity: 'error',
      from: { path: '^runtime/' },
      to: { path: '^(?:cli|sandbox|config|sites|tests|bench|scripts)/' },
    },
    {
      name: 'runtime-kit-imports-only-core',
      comment:
        'runtime/kit/ (the plugin-facing server toolkit: guards, cache access, request helpers, runtime ' +
        'types) imports only core/ and itself, never the rest of runtime/: plugins may import it, so it ' +
        'must not lead them back into the server.',
      severity: 'error',
      from: { path: '^runtime/kit/' },
      to: { path: '^runtime/', pathNot: '^runtime/kit/' },
    },
    {
      name: 'runtime-ui-imports-only-core',
      comment:
        'runtime/ui/ (the shared React components) imports only core/ and itself, never the rest of ' +
        'runtime/: plugins may import it, so it must not lead them into the server or the client entry.',
      severity: 'error',
      from: { path: '^runtime/ui/' },
      to: { path: '^runtime/', pathNot: '^runtime/ui/' },
    },
    {
      name: 'plugins-import-only-core-and-runtime-kits',
      comment:
        'A plugin imports from the project only core/, runtime/ui/, runtime/kit/ and its own folder: ' +
        'nothing from the rest of runtime/ (server, client), sandbox/, cli/, config/, sites/, tests/, ' +
        'bench/ or scripts/.',
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: '^(?:runtime/(?!ui/|kit/)|sandbox/|cli/|config/|sites/|tests/|bench/|scripts/)' },
    },
    {
      name: 'plugins-are-independent',
      comment:
        'A plugin does not import another plugin (plugins/A → plugins/B), nor a shared file at the top ' +
        'of plugins/: what two features share belongs in core/ or runtime/ui|kit/. (Plugins are found ' +
        'by folder, cli/plugin-registry.ts; a file at the top of plugins/ is not checked as a source.)',
      severity: 'error',
      from: { path: '^plugins/([^/]+)/' },
      to: { path: '^plugins/', pathNot: '^plugins/$1/' },
    },
    {
      name: 'sandbox-imports-only-core-model',
      comment:
        'The sandbox stands in for the external services: it imports from the project only core/model/ ' +
        '(the types and schemas of the contract) and implements the service side itself, so stand-in ' +
        'and client can disagree and the tests catch contract drift.',
      severity: 'error',
      from: { path: '^sandbox/' },
      to: { path: '^(?:core/(?!model/)|plugins/|runtime/|cli/|config/|sites/|tests/|bench/|scripts/)' },
    },
    {
      name: 'config-imports-only-core',
      comment:
        'config/ (schema, defaults, loader) imports only core/ and itself: nothing from plugins/, ' +
        'runtime/, sandbox/, cli/, sites/, tests/, bench/ or scripts/.',
      severity: 'error',
      from: { path: '^config/' },
      to: { path: '^(?:plugins|runtime|sandbox|cli|sites|tests|bench|scripts)/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles among project files (type-only imports included): a cycle makes load order ' +
        'matter and ties the modules on it into one.',
      severity: 'error',
      from: { path: PROJECT },
      to: { circular: true },
    },
  ],
  options: {
    // Packages are seen (the framework rule needs them) but not cruised themselves.
    doNotFollow: { path: '(?:^|/)node_modules/' },
    // Anchored, so a package's own dist/ folder (node_modules/x/dist/…) stays visible. The lint
    // fixtures break the rules on purpose; they are cruised only by tests/lint, from inside them.
    exclude: { path: '^(?:dist|\\.sitefleet|tests/lint/fixtures)/' },
    moduleSystems: ['es6', 'cjs'],
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
