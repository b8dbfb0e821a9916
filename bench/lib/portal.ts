// Starts the portal exactly as production does (the compiled apps/server/dist/main.js, built first when its
// sources changed) in a child process of its own, optionally pinned to some cores, and waits until it answers
// /healthz.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pinned } from './machine.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const mainPath = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

export type Portal = {
  url: string;
  child: ChildProcess;
  // SIGTERM (graceful: drains sockets, finishes requests) or SIGKILL; resolves when the process has exited.
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export async function waitFor(url: string, timeoutMs: number, isGone?: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isGone?.()) throw new Error(`exited before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function startPortal(options: {
  port: number;
  env: Record<string, string>;
  cpus?: string | null;
  // Lines of the server's own log worth seeing (warnings and errors by default).
  logLevel?: string;
}): Promise<Portal> {
  const url = `http://127.0.0.1:${options.port}`;
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', '--server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('compiling the server failed');
  const [command, args] = pinned(process.execPath, ['--enable-source-maps', mainPath], options.cpus ?? null);
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      APP_URL: url,
      LOG_LEVEL: options.logLevel ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitFor(`${url}/healthz`, 240_000, () => child.exitCode !== null || child.signalCode !== null);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
