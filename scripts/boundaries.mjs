// The import boundaries of the workspace in one table: which context may import which other, and
// through what. `node scripts/boundaries.mjs` writes biome.json's `noRestrictedImports` overrides
// (the zones) from it; `node scripts/boundaries.mjs --pairs` prints the context pairs the code
// actually uses. api/src/platform/boundaries-table.test.ts fails when biome.json differs from what
// this table generates, when the code uses a pair the table does not list, and on any two-way pair.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * Context → the contexts it may import, each only through its public module (`<context>/public`).
 * A pair is one-way: the owner of a helper is the context the others import it from.
 */
export const apiContexts = {
  accounts: ['clinic'],
  analytics: ['clinic'],
  automation: ['billing', 'clinic', 'privacy', 'scheduling'],
  billing: ['clinic'],
  clinic: [],
  clinical: ['billing', 'clinic', 'patients', 'privacy', 'scheduling'],
  patients: ['accounts', 'clinic', 'privacy', 'scheduling'],
  privacy: ['accounts', 'billing', 'clinic'],
  scheduling: ['billing', 'clinic', 'privacy'],
};

/**
 * mf-admin feature → the features it may import, each only through its `api/` modules, its
 * `public` module and its `public-<name>` modules (a piece that must come alone).
 */
export const adminFeatures = {
  account: ['back-office'],
  analytics: [],
  automation: ['back-office', 'billing', 'clinical', 'patients', 'scheduling'],
  'back-office': [],
  billing: ['back-office', 'configuration', 'patients'],
  clinical: ['back-office', 'configuration', 'patients'],
  configuration: ['back-office', 'patients'],
  patients: ['back-office'],
  privacy: ['patients'],
  scheduling: ['back-office', 'billing', 'patients'],
};

/**
 * mf-portal feature → the features it may import, by the same rules as mf-admin. What several
 * features share and none owns (the clinic's details, the loading state, the slot choice of the
 * appointment dialogs) is in `mf-portal/src/lib/`, which imports no feature.
 */
export const portalFeatures = {
  appointments: ['book', 'portal', 'questionnaires'],
  balance: ['cards', 'documents', 'transactions'],
  book: ['cards', 'portal'],
  cards: [],
  documents: ['portal'],
  'family-payment': ['cards', 'documents', 'portal'],
  invoice: ['documents'],
  login: ['session'],
  'my-data': [],
  payments: ['balance', 'cards', 'family-payment', 'portal', 'transactions'],
  portal: ['session'],
  profile: ['my-data', 'portal', 'session'],
  questionnaires: [],
  session: [],
  transactions: [],
};

/**
 * mf-public feature → the features it may import, by the same rules as mf-admin. What several
 * features share (the clinic's profile, the call to action, loading, the booking page's styles, the
 * home page's section anchors) is in `mf-public/src/lib/`, which imports no feature.
 */
export const publicFeatures = {
  booking: ['consent-texts'],
  'booking-request': [],
  'consent-texts': [],
  home: ['layout'],
  invitation: [],
  layout: ['manage-appointment'],
  'manage-appointment': [],
  privacy: [],
  rebook: [],
  waitlist: ['consent-texts'],
};

/** Each remote with features and its table (its features are `<remote>/src/features/<feature>/`). */
const remoteFeatureTables = {
  'mf-admin': adminFeatures,
  'mf-portal': portalFeatures,
  'mf-public': publicFeatures,
};

/**
 * Two-way pairs still in the code, each to be undone by moving the helper that causes it to its
 * owner. The test fails on a two-way pair missing here, and on an entry here that is no longer two-way.
 */
export const twoWayStill = {
  api: [],
  admin: [],
  portal: [],
  public: [],
};

const remotes = ['shell', 'mf-public', 'mf-portal', 'mf-admin'];
/** The files of the API that build and start it: nothing but demo/, testing/ and tests imports them. */
const compositionRoot = ['app', 'main', 'server-app'];
/**
 * Files of a context that are tests or test support: they may also import demo/, testing/, the
 * composition root and any context's public module (a test may drive another context's job).
 */
const apiTestFiles = ['**/*.test.ts', '**/*.timing.ts', '**/*-test-support.ts'];
const remoteTestFiles = ['**/*.test.ts', '**/*.test.tsx', '**/*-test-*'];

const apiSourceMessage = "Outside the API, import only `api/client` (and `api/testing/*` from e2e), never the API's source files.";
const remoteMessage = 'A remote never imports another remote (nor the shell): share through shared-ui or shared-domain.';

const folder = (name) => [name, `${name}/**`, `**/${name}/**`];
const apiSource = (extra = []) => ({ group: ['api/**', '!api/client', ...extra, '**/api/src/**'], message: apiSourceMessage });
const otherRemotes = (self) => ({ group: remotes.filter((r) => r !== self).flatMap(folder), message: remoteMessage });
const noCompositionRoot = {
  group: compositionRoot.map((file) => `**/${file}`),
  message: 'Only demo/, testing/ and tests import the composition root (app.ts, main.ts, server-app.ts): it imports everything.',
};
const noDemoOrTesting = {
  group: ['**/demo/**', '**/testing/**'],
  message: 'Product code never imports demo/ or testing/: only tests (*.test.ts, *.timing.ts, *-test-support.ts) may.',
};
const noSurface = {
  group: ['**/surfaces/**'],
  message: 'A context never imports a surface (surfaces/ mounts the contexts, not the reverse).',
};

// shared-domain is grouped by the same context names (`shared-domain/billing/…`): a group that
// names a folder anywhere (two stars, the context, two stars) means a folder of the code being
// linted, never the shared rules.
const sharedRulesAllowed = (pattern) =>
  pattern.group.some((glob) => /^\*\*\/[\w-]+\/\*\*$/.test(glob))
    ? { ...pattern, group: [...pattern.group, '!shared-domain/**'] }
    : pattern;

function zone(includes, contextPatterns, paths) {
  const patterns = contextPatterns.map(sharedRulesAllowed);
  const options = paths ? { paths, patterns } : { patterns };
  return { includes, linter: { rules: { style: { noRestrictedImports: { level: 'error', options } } } } };
}

function apiContextPatterns(context, withTests) {
  const others = Object.keys(apiContexts).filter((c) => c !== context);
  return [
    ...others.map((other) =>
      withTests || apiContexts[context].includes(other)
        ? {
            group: [`**/${other}/**`, `!**/${other}/public`],
            message: `Another context is reached only through its public module: import \`${other}/public\`, never \`${other}/\`'s other files.`,
          }
        : {
            group: [`**/${other}/**`],
            message: `${context} may not import ${other}: scripts/boundaries.mjs lists which context may import which (a helper both need belongs to its owner).`,
          },
    ),
    noSurface,
    ...(withTests ? [] : [noCompositionRoot, noDemoOrTesting]),
  ];
}

function featurePatterns(remote, feature) {
  const table = remoteFeatureTables[remote];
  const others = Object.keys(table).filter((f) => f !== feature);
  return [
    apiSource(),
    otherRemotes(remote),
    ...others.map((other) =>
      table[feature].includes(other)
        ? {
            group: [`**/${other}/**`, `!**/${other}/**/api/**`, `!**/${other}/public`, `!**/${other}/public-*`],
            message: `A feature reaches another feature only through its \`api/\` modules or its \`public\` module, never its components or other files (\`${other}/public\`).`,
          }
        : {
            group: [`**/${other}/**`],
            message: `${feature} may not import ${other}: scripts/boundaries.mjs lists which feature may import which (a helper both need belongs to its owner).`,
          },
    ),
  ];
}

/** biome.json's zones, in order: a later override replaces an earlier one's options for the files it includes. */
export function zones() {
  const contexts = Object.keys(apiContexts);
  return [
    ...remotes.map((remote) => zone([`${remote}/**`], [apiSource(), otherRemotes(remote)], { api: apiSourceMessage })),
    zone(
      ['shared-ui/**'],
      [
        apiSource(),
        { group: remotes.flatMap(folder), message: 'shared-ui is imported by the shell and the remotes: it never imports one of them.' },
      ],
      {
        api: apiSourceMessage,
      },
    ),
    zone(['scripts/**'], [apiSource()], { api: apiSourceMessage }),
    zone(
      ['shared-domain/**'],
      [
        { group: ['api/**', '**/api/**'], message: 'shared-domain is imported by the API: it never imports the API back.' },
        { group: folder('shared-ui'), message: 'shared-domain holds rules, no components: it never imports shared-ui.' },
        {
          group: remotes.flatMap(folder),
          message: 'shared-domain is imported by the shell and the remotes: it never imports one of them.',
        },
      ],
      { api: 'shared-domain is imported by the API: it never imports the API back.' },
    ),
    zone(['e2e/**'], [apiSource(['!api/testing/*'])], { api: apiSourceMessage }),
    zone(
      ['api/src/platform/**'],
      [
        {
          group: [...contexts.map((c) => `**/${c}/**`), '**/demo/**', '**/surfaces/**'],
          message: `platform/ knows no context: it imports none of ${contexts.join(', ')}, nor demo/ or surfaces/ (take what it needs as a parameter).`,
        },
        noCompositionRoot,
        { group: ['**/testing/**'], message: noDemoOrTesting.message },
      ],
    ),
    zone(
      apiTestFiles.map((pattern) => `api/src/platform/${pattern}`),
      [
        {
          group: [...contexts.map((c) => `**/${c}/**`), '**/surfaces/**'],
          message: `platform/ knows no context: it imports none of ${contexts.join(', ')}, nor demo/ or surfaces/ (take what it needs as a parameter).`,
        },
      ],
    ),
    zone(['api/src/surfaces/**'], [noCompositionRoot, noDemoOrTesting]),
    // Tests build the app: they may import anything but a context's inside.
    {
      includes: apiTestFiles.map((pattern) => `api/src/surfaces/${pattern}`),
      linter: { rules: { style: { noRestrictedImports: 'off' } } },
    },
    ...contexts.flatMap((context) => [
      zone([`api/src/${context}/**`], apiContextPatterns(context, false)),
      zone(
        apiTestFiles.map((pattern) => `api/src/${context}/${pattern}`),
        apiContextPatterns(context, true),
      ),
    ]),
    ...Object.entries(remoteFeatureTables).flatMap(([remote, table]) => [
      ...Object.keys(table).map((feature) =>
        zone([`${remote}/src/features/${feature}/**`], featurePatterns(remote, feature), { api: apiSourceMessage }),
      ),
      // Tests and test support stub the other features: only the remote's rules hold for them.
      zone(
        remoteTestFiles.map((pattern) => `${remote}/src/features/${pattern}`),
        [apiSource(), otherRemotes(remote)],
        { api: apiSourceMessage },
      ),
    ]),
    // A remote's lib/ is what its features share: it imports none of them.
    ...['mf-portal', 'mf-public'].map((remote) =>
      zone(
        [`${remote}/src/lib/**`],
        [
          apiSource(),
          otherRemotes(remote),
          {
            group: ['**/features/**'],
            message: 'lib/ is shared by the features of its remote: it imports none of them (a helper it needs moves to lib/).',
          },
        ],
        { api: apiSourceMessage },
      ),
    ),
  ];
}

const isZone = (override) => override.linter?.rules?.style?.noRestrictedImports !== undefined;

/** biome.json as the table generates it, formatted by Biome itself. */
export function generatedBiomeJson() {
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  config.overrides = [...zones(), ...config.overrides.filter((override) => !isZone(override))];
  return execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--stdin-file-path=biome.json'], {
    cwd: root,
    input: JSON.stringify(config, null, 2),
    encoding: 'utf8',
  });
}

const specifier = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
const testFile = /\.test\.tsx?$|\.timing\.ts$|-test-|renderAdminPage|test-support/;

function sourceFiles(folderPath) {
  return readdirSync(folderPath).flatMap((name) => {
    const path = join(folderPath, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !testFile.test(path) ? [path] : [];
  });
}

/**
 * The context pairs the product code uses (tests aside): `from → to` for each relative import of a
 * file in `base/<from>/` that lands in `base/<to>/`, with the importing files.
 */
export function contextPairs(base, contexts) {
  const pairs = new Map();
  for (const file of sourceFiles(join(root, base))) {
    const from = relative(join(root, base), file).split('/')[0];
    if (!contexts.includes(from)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(specifier)) {
      const imported = match[1] ?? match[2] ?? match[3];
      if (!imported.startsWith('.')) continue;
      const to = relative(join(root, base), resolve(dirname(file), imported)).split('/')[0];
      if (to === from || !contexts.includes(to)) continue;
      const key = `${from} → ${to}`;
      pairs.set(key, [...(pairs.get(key) ?? []), relative(root, file)]);
    }
  }
  return pairs;
}

export const apiPairs = () => contextPairs('api/src', Object.keys(apiContexts));
export const adminPairs = () => contextPairs('mf-admin/src/features', Object.keys(adminFeatures));
export const portalPairs = () => contextPairs('mf-portal/src/features', Object.keys(portalFeatures));
export const publicPairs = () => contextPairs('mf-public/src/features', Object.keys(publicFeatures));

if (process.argv[1] === import.meta.filename) {
  if (process.argv.includes('--pairs')) {
    for (const [name, pairs] of [
      ['api', apiPairs()],
      ['mf-admin', adminPairs()],
      ['mf-portal', portalPairs()],
      ['mf-public', publicPairs()],
    ]) {
      console.log(name);
      for (const key of [...pairs.keys()].sort()) {
        const [from, to] = key.split(' → ');
        console.log(`  ${pairs.has(`${to} → ${from}`) ? '⇄' : ' '} ${key} (${pairs.get(key).length})`);
      }
    }
  } else {
    writeFileSync(join(root, 'biome.json'), generatedBiomeJson());
    console.log('biome.json: zones written from scripts/boundaries.mjs');
  }
}
