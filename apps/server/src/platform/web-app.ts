import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { messages } from '@atrium/domain/contract/errors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from './error-handler.ts';
import { serverMessages } from './errors.ts';
import { isApiPath } from './security-headers.ts';

// Vite names every file under assets/ by its content hash, so a given URL never changes meaning.
const immutable = 'public, max-age=31536000, immutable';

function isRealtimePath(url: string): boolean {
  return url.startsWith('/app/');
}

// Serves the built single-page app: files as they are, and index.html for every other page path
// so the browser's router renders it (and its own 404 screen). API and realtime paths never get HTML.
export async function registerWebApp(app: FastifyInstance, { distDir }: { distDir: string }): Promise<void> {
  const isBuilt = existsSync(join(distDir, 'index.html'));
  const assetsDir = join(distDir, 'assets') + sep;

  if (isBuilt) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: 'index.html',
      dotfiles: 'ignore',
      cacheControl: false,
      // @fastify/send already refuses paths that climb out of root; this keeps our own namespaces out too.
      allowedPath: (pathName) => !isApiPath(pathName) && !isRealtimePath(pathName),
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', path.startsWith(assetsDir) ? immutable : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || isRealtimePath(request.url)) return sendApiNotFound(app, request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: messages.notFound });
    }
    if (!isBuilt)
      return reply.code(503).type('text/plain; charset=utf-8').send(serverMessages.webAppNotBuilt);
    // A missing hashed file is an old build's asset: answering HTML would be parsed as script or style.
    if (request.url.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send(messages.notFound);
    }
    return reply.sendFile('index.html');
  });
}
