// The boundaries' one table (scripts/boundaries.mjs: context → the contexts it may import): biome.json's
// zones are what it generates, the code uses only the pairs it lists, and no pair goes both ways
// (a helper two contexts need belongs to one of them, its owner), for the API and for the features of
// mf-admin, mf-portal and mf-public.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

type Table = Record<string, string[]>;
type Boundaries = {
  apiContexts: Table;
  adminFeatures: Table;
  portalFeatures: Table;
  publicFeatures: Table;
  twoWayStill: Record<Side, [string, string][]>;
  generatedBiomeJson: () => string;
  apiPairs: () => Map<string, string[]>;
  adminPairs: () => Map<string, string[]>;
  portalPairs: () => Map<string, string[]>;
  publicPairs: () => Map<string, string[]>;
};
type Side = 'api' | 'admin' | 'portal' | 'public';

let boundaries: Boundaries;
beforeAll(async () => {
  boundaries = (await import(pathToFileURL(resolve(root, 'scripts/boundaries.mjs')).href)) as Boundaries;
});

describe('the zones (biome.json)', () => {
  it('are the ones scripts/boundaries.mjs generates (run `node scripts/boundaries.mjs` after changing its table)', async () => {
    const written = await readFile(resolve(root, 'biome.json'), 'utf8');
    expect(written === boundaries.generatedBiomeJson(), 'biome.json differs from the table: run `node scripts/boundaries.mjs`').toBe(true);
  }, 60_000);
});

const sides: Record<Side, { table: () => Table; used: () => Map<string, string[]> }> = {
  api: { table: () => boundaries.apiContexts, used: () => boundaries.apiPairs() },
  admin: { table: () => boundaries.adminFeatures, used: () => boundaries.adminPairs() },
  portal: { table: () => boundaries.portalFeatures, used: () => boundaries.portalPairs() },
  public: { table: () => boundaries.publicFeatures, used: () => boundaries.publicPairs() },
};

describe.each([
  ['the API', 'api' as const],
  ['mf-admin', 'admin' as const],
  ['mf-portal', 'portal' as const],
  ['mf-public', 'public' as const],
])('the context pairs of %s', (_name, side) => {
  const { table, used } = sides[side];
  const key = (from: string, to: string) => `${from} → ${to}`;

  it('are all listed in the table', () => {
    const unlisted = [...used().entries()]
      .filter(([pair]) => {
        const [from, to] = pair.split(' → ') as [string, string];
        return !table()[from]?.includes(to);
      })
      .map(([pair, files]) => `${pair} (${files.join(', ')})`);
    expect(unlisted).toEqual([]);
  });

  it('go one way only', () => {
    const pending = new Set(boundaries.twoWayStill[side].flatMap(([a, b]) => [key(a, b), key(b, a)]));
    const pairs = used();
    const twoWay = [...pairs.keys()].filter((pair) => {
      const [from, to] = pair.split(' → ') as [string, string];
      return pairs.has(key(to, from));
    });
    expect(twoWay.filter((pair) => !pending.has(pair))).toEqual([]);
    // A pair undone leaves the list, so that it only ever shrinks.
    expect([...pending].filter((pair) => !twoWay.includes(pair))).toEqual([]);
  });

  it('lists in the table no pair the code does not use', () => {
    const pairs = used();
    const unused = Object.entries(table()).flatMap(([from, tos]) =>
      tos.filter((to) => !pairs.has(key(from, to))).map((to) => key(from, to)),
    );
    expect(unused).toEqual([]);
  });
});
