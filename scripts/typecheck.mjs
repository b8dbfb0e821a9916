// `npm run typecheck`: every workspace's own `typecheck` script (tsc --noEmit on its tsconfig), as many at once as the
// machine has cores. Each tsc uses one core, so one workspace after another left the other core idle: on the 2-core CI
// machine the four took 98 s of CPU and 434 s wall one by one at load average 14 (2026-11-29). Each workspace's
// output is printed whole once it finishes, so two checks never interleave their errors.
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
