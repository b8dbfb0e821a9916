import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { publicConfigSchema } from '@atrium/domain/contract/config';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, useTempDir, useTestDatabase } from '../../test/build-test-app.ts';

const database = useTestDatabase();
const distDir = useTempDir('atrium-dist-');

async function getConfig(webDistDir: string) {
  const { app } = await buildTestApp(database, { config: testConfig({ WEB_DIST_DIR: webDistDir }) });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    return publicConfigSchema.parse(response.json());
  } finally {
    await app.close();
  }
}

describe('GET /api/config', () => {
  it('publishes the idle timeout so the app can warn before it (SESSION_IDLE_MINUTES)', async () => {
    const { app } = await buildTestApp(database, { config: testConfig({ SESSION_IDLE_MINUTES: '12' }) });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/config' });
      expect(publicConfigSchema.parse(response.json()).session).toEqual({ idleMinutes: 12 });
    } finally {
      await app.close();
    }
  });

  it('publishes the iPipeline quote page when IPIPELINE_QUOTE_URL is set, and null when it is not', async () => {
    const url = 'https://quotes.example.com/firm/123?source=portal';
    const { app } = await buildTestApp(database, { config: testConfig({ IPIPELINE_QUOTE_URL: url }) });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/config' });
      expect(publicConfigSchema.parse(response.json()).ipipeline).toEqual({ quoteUrl: url });
    } finally {
      await app.close();
    }
    expect((await getConfig(join(distDir.path, 'missing'))).ipipeline).toEqual({ quoteUrl: null });
  });

  it('reports the development build when no web app is built', async () => {
    expect((await getConfig(join(distDir.path, 'missing'))).buildId).toBe('development');
  });

  it('reports the build id of the built web app, re-read after a rebuild', async () => {
    await writeFile(join(distDir.path, 'build-manifest.json'), JSON.stringify({ buildId: '2026-11-21-abc' }));
    expect((await getConfig(distDir.path)).buildId).toBe('2026-11-21-abc');
  });

  it('falls back to development when the manifest is unreadable', async () => {
    await writeFile(join(distDir.path, 'build-manifest.json'), '{"buildId":');
    expect((await getConfig(distDir.path)).buildId).toBe('development');
  });

  it('gives the browser the realtime settings, and never the secret', async () => {
    const { app } = await buildTestApp(database, {
      config: testConfig({ APP_URL: 'https://portal.example.com', WEB_DIST_DIR: distDir.path }),
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/config' });
      expect(response.json().realtime).toEqual({
        key: 'atrium',
        cluster: 'mt1',
        wsHost: 'portal.example.com',
        wsPort: 80,
        wssPort: 443,
        forceTLS: true,
      });
      expect(response.body).not.toContain(testConfig().realtime.secret);
    } finally {
      await app.close();
    }
  });
});
