// What a result was measured on: Node, CPU, memory, load, the PostgreSQL settings that matter for writes,
// and how processes were pinned. Recorded beside every bench's JSON results.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { arch, cpus, loadavg, release, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export function machineInfo() {
  const cores = cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    os: `${process.platform} ${release()} ${arch()}`,
    cpu: cores[0]?.model ?? 'unknown',
    cpus: cores.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
    taskset: hasTaskset(),
  };
}

const postgresSettingNames = [
  'server_version',
  'max_connections',
  'shared_buffers',
  'work_mem',
  'synchronous_commit',
  'fsync',
  'wal_level',
  'effective_io_concurrency',
];

export async function postgresSettings(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string; unit: string | null }>(
      'SELECT name, setting, unit FROM pg_settings WHERE name = ANY($1)',
      [postgresSettingNames],
    );
    return Object.fromEntries(
      rows.map((row) => [row.name, row.unit ? `${row.setting} ${row.unit}` : row.setting]),
    );
  } finally {
    await client.end();
  }
}

let tasksetAvailable: boolean | undefined;
export function hasTaskset(): boolean {
  if (tasksetAvailable === undefined) {
    try {
      execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
      tasksetAvailable = true;
    } catch {
      tasksetAvailable = false;
    }
  }
  return tasksetAvailable;
}

// Server and load generator on different cores where the machine has two or more: the command to run a
// child pinned to `cpus` (e.g. "1"), or unchanged without taskset.
export function pinned(command: string, args: string[], cpuList: string | null): [string, string[]] {
  if (!cpuList || !hasTaskset() || cpus().length < 2) return [command, args];
  return ['taskset', ['-c', cpuList, command, ...args]];
}

// Pins a running process (every thread of it) to the given cores: children started with fork, which takes no
// taskset prefix. False where taskset is missing or the machine has one core.
export function pinProcess(pid: number, cpuList: string | null): boolean {
  if (!cpuList || !hasTaskset() || cpus().length < 2) return false;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cpuList, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// Pins this process (the load generator) to the given cores.
export function pinSelf(cpuList: string | null): boolean {
  return pinProcess(process.pid, cpuList);
}

const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

// bench/results/<name>.json: the latest run's figures and the machine it ran on.
export function writeResults(name: string, results: unknown): string {
  mkdirSync(resultsDir, { recursive: true });
  const path = `${resultsDir}${name}.json`;
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
  return path;
}
