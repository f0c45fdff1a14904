#!/usr/bin/env node
// `npm start`: build what is missing or stale, then run the server (API + SPA + worker) in this process.
// `--worker` runs the job worker alone; `--build-only` stops after building.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(entries) {
  let newest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry)) {
        if (child !== 'node_modules' && child !== 'dist') visit(path.join(entry, child));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  entries.forEach(visit);
  return newest;
}

const isStale = (output, inputs) => !fs.existsSync(output) || fs.statSync(output).mtimeMs < newestMtime(inputs);

const core = [at('packages/core/src'), at('packages/core/package.json')];
const targets = [
  {
    workspace: '@marquee/web',
    // The last file the web build writes: its third pass builds the buyer pages' light entry (decision 115).
    output: at('apps/web/dist/buyer.html'),
    inputs: [
      ...core,
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/event.html'),
      at('apps/web/buyer.html'),
      at('apps/web/build'),
      at('apps/web/vite.config.ts'),
      at('apps/web/vite.event-page.config.ts'),
      at('apps/web/vite.buyer.config.ts'),
      at('apps/web/package.json'),
    ],
  },
  {
    workspace: '@marquee/server',
    output: at('apps/server/dist/main.js'),
    inputs: [...core, at('apps/server/src'), at('apps/server/build.mjs'), at('apps/server/package.json')],
  },
];

for (const target of targets) {
  if (!isStale(target.output, target.inputs)) continue;
  console.log(`Building ${target.workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Building ${target.workspace} failed.`);
    process.exit(result.status ?? 1);
  }
}

const args = process.argv.slice(2);
if (!args.includes('--build-only')) {
  const entry = args.includes('--worker') ? 'worker.js' : 'main.js';
  await import(pathToFileURL(at('apps/server/dist', entry)).href);
}
