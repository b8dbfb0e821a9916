import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep } from './harness.ts';

export const pgbouncerBinary = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

// A port the system is not using now, for a process this file starts (the suite's fixed ports 3790-3799 are all
// taken by the other files, which run two at a time).
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type Pgbouncer = { port: number; url(database: string): string; stop(): Promise<void>; log(): string };

// Debian's PgBouncer (1.18 on Debian 12) in transaction pooling mode, as managed PostgreSQL services put in front
// of the database: each transaction (or statement outside one) gets whichever server connection is free, and
// `poolSize` server connections per database are shared by every client connection of every instance.
export async function startPgbouncer(options: {
  port: number;
  target: { host: string; port: number; user: string };
  poolSize: number;
}): Promise<Pgbouncer> {
  const prefix = await mkdtemp(join(tmpdir(), 'atrium-pgbouncer-'));
  // PgBouncer refuses to run as root; as root it is started as `nobody`, who must be able to read its files.
  await chmod(prefix, 0o755);
  const ini = join(prefix, 'pgbouncer.ini');
  const users = join(prefix, 'users.txt');
  // The machine's PostgreSQL trusts loopback connections (as CI's does); PgBouncer needs the user listed anyway.
  await writeFile(users, `"${options.target.user}" ""\n`, { mode: 0o644 });
  await writeFile(
    ini,
    `[databases]
* = host=${options.target.host} port=${options.target.port}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${options.port}
unix_socket_dir =
auth_type = trust
auth_file = ${users}
pool_mode = transaction
default_pool_size = ${options.poolSize}
max_client_conn = 400
`,
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(pgbouncerBinary, [...(asRoot ? ['-u', 'nobody'] : []), ini], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; !log.includes('process up'); i++) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited:\n${log}`);
    if (i > 200) throw new Error(`pgbouncer did not start:\n${log}`);
    await sleep(25);
  }
  return {
    port: options.port,
    url: (database) => `postgres://${options.target.user}@127.0.0.1:${options.port}/${database}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
    log: () => log,
  };
}
