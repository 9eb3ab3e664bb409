#!/usr/bin/env node
// `npm start`: install, build, then serve everything on one port (migrations and the demo seed
// run as the server starts).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { withHeapLimit } from './heap-limit.mjs';
import { buildFrontends, install, quietly, requireNode, root, step } from './workspace.mjs';

requireNode();
step('Installation des dépendances', () => install(quietly));
step('Construction du shell et des trois modules', () => buildFrontends(quietly));

const env = withHeapLimit({ ...process.env, DATA_DIR: resolve(process.cwd(), process.env.DATA_DIR ?? 'data') });
const server = spawn(resolve(root, 'api/node_modules/.bin/tsx'), ['api/src/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
