import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep } from './harness.ts';

export const nginxBinary = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const referenceConfig = fileURLToPath(new URL('../../../../docs/deploy/nginx.conf', import.meta.url));

// docs/deploy/nginx.conf, the reference deployment, made to run on loopback without root: its upstream pointed
// at the given instances, its TLS server listening on plain HTTP, the port-80 redirect left out, and every
// path nginx writes kept in a temporary prefix. Everything else (upgrade map, retries, timeouts) is as shipped.
export async function loopbackConfig(listenPort: number, upstreamPorts: number[], prefix: string) {
  const reference = await readFile(referenceConfig, 'utf8');
  const servers = [...reference.matchAll(/^server \{$[\s\S]*?^\}$/gm)].map((match) => match[0]);
  const main = servers.find((block) => block.includes('proxy_pass'));
  const upstream = /^upstream atrium \{$[\s\S]*?^\}$/m.exec(reference)?.[0];
  const map = /^map [\s\S]*?^\}$/m.exec(reference)?.[0];
  if (!main || !upstream || !map)
    throw new Error('docs/deploy/nginx.conf has changed shape: update faults/nginx.ts');
  let next = 0;
  const pointed = upstream.replace(
    /server 127\.0\.0\.1:\d+/g,
    () => `server 127.0.0.1:${upstreamPorts[next++]}`,
  );
  const plain = main
    .split('\n')
    .filter((line) => !/^\s*(listen|ssl_)/.test(line))
    .join('\n')
    .replace(/^server \{$/m, `server {\n    listen 127.0.0.1:${listenPort};`);
  return `daemon off;
master_process off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
    access_log off;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
${map}
${pointed}
${plain}
}
`;
}

export type Nginx = { url: string; stop(): Promise<void>; errors(): Promise<string> };

export async function startNginx(listenPort: number, upstreamPorts: number[]): Promise<Nginx> {
  const prefix = await mkdtemp(join(tmpdir(), 'atrium-nginx-'));
  await mkdir(join(prefix, 'logs'));
  const configPath = join(prefix, 'nginx.conf');
  await writeFile(configPath, await loopbackConfig(listenPort, upstreamPorts, prefix));
  const child: ChildProcess = spawn(
    nginxBinary,
    ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', configPath],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${listenPort}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (i > 100) throw new Error(`nginx did not start:\n${output}`);
      await sleep(50);
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
    errors: () => readFile(join(prefix, 'error.log'), 'utf8').catch(() => ''),
  };
}
