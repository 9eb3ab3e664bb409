#!/usr/bin/env node
// `npm test`: every check the project has, in the order a failure is cheapest to find.
import { pnpm } from './pnpm.mjs';
import { previousRelease } from './previous-release.mjs';
import { buildFrontends, install, requireNode, step } from './workspace.mjs';

requireNode();
const timings = {};
timings.install = step('Installation des dépendances', () => install());
// The API's declarations first: the apps' parallel type-checks read them (tsconfig.client.json).
timings.typecheck = step(
  'Vérification des types (tous les paquets)',
  () => pnpm(['--filter=api', 'exec', 'tsc', '-b', 'tsconfig.client.json']) || pnpm(['-r', '--parallel', 'run', 'typecheck']),
);
timings.lint = step('Analyse statique et format (Biome)', () => pnpm(['exec', 'biome', 'ci', '.']));
timings.unit = step('Tests unitaires, composants et API (base SQLite en fichier)', () => pnpm(['-r', '--filter=!e2e', 'run', 'test']));
timings.sqld = step('Tests de l’API contre un serveur libSQL (sqld, ws://)', () => pnpm(['--filter=api', 'run', 'test:sqld']));
timings.build = step('Construction de production', () => buildFrontends());
// The release named in releases/previous.json, built from git, for the version-skew browser test.
timings.previousRelease = step('Construction de la version précédente (releases/previous.json)', () => {
  try {
    previousRelease({ quiet: true });
    return 0;
  } catch (error) {
    console.error(error.message);
    return 1;
  }
});
timings.e2e = step('Tests de bout en bout (Playwright, Chromium du système)', () => pnpm(['--filter=e2e', 'run', 'test']));

const totalSeconds = Object.values(timings).reduce((sum, seconds) => sum + seconds, 0);
console.log('\nDurées (s) :', JSON.stringify(timings));
console.log(`Durée totale : ${(totalSeconds / 60).toFixed(1)} min`);
