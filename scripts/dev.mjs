#!/usr/bin/env node
// `npm run dev`: the API (restarts on change) and the shell and three remotes with hot reload,
// each remote on its own dev server as it would be when deployed on its own.
import { resolve } from 'node:path';
import { install, requireNode, root, startPrefixed, step } from './workspace.mjs';

requireNode();
step('Installation des dépendances', () => install());

const ports = { shell: 3000, api: 3001, public: 3011, portal: 3012, admin: 3013 };
const bin = (pkg, name) => resolve(root, pkg, 'node_modules/.bin', name);
const children = [
  startPrefixed('api', bin('api', 'tsx'), ['watch', '--clear-screen=false', 'api/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(ports.api),
      PUBLIC_URL: `http://localhost:${ports.shell}`,
      DATA_DIR: resolve(process.cwd(), process.env.DATA_DIR ?? 'data'),
      REMOTE_PUBLIC_URL: `http://localhost:${ports.public}/mf-manifest.json`,
      REMOTE_PORTAL_URL: `http://localhost:${ports.portal}/mf-manifest.json`,
      REMOTE_ADMIN_URL: `http://localhost:${ports.admin}/mf-manifest.json`,
    },
  }),
  ...['shell', 'mf-public', 'mf-portal', 'mf-admin'].map((pkg) =>
    startPrefixed(pkg, bin(pkg, 'rsbuild'), ['dev'], { cwd: resolve(root, pkg), env: process.env }),
  ),
];

console.log(`\nDéveloppement : http://localhost:${ports.shell} (API sur ${ports.api}, modules sur ${ports.public}-${ports.admin})\n`);
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stopAll());
