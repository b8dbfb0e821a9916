// `npm run typecheck`: every workspace's own `typecheck` script (tsc --noEmit on its tsconfig), as many at once as the
// machine has cores, each one's output printed whole once it finishes so two checks never interleave their errors.
// On the 2-core machine (2026-11-29) the four took about 100 s of CPU either way: one after another 66 s wall at load
// average 3 and 434 s at 14; side by side 58 s at 3 and 210 s at 13–16 (a tsc checks on one core, but its garbage
// collector already uses part of the other, so the gain is largest when the machine is shared).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.filter(
  (workspace) => JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).scripts?.typecheck,
);

function typecheck(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'typecheck', '--silent'], { cwd: join(root, workspace) });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'}: ${workspace}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
const results = await Promise.all(
  Array.from({ length: Math.min(queue.length, availableParallelism()) }, async () => {
    let passed = true;
    for (let workspace = queue.shift(); workspace; workspace = queue.shift()) {
      passed = (await typecheck(workspace)) && passed;
    }
    return passed;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
