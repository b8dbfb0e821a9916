import { firmSchema } from '@atrium/domain/contract/firm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { createFirm } from '../../test/factories.ts';

const get = (url: string) => t.app.inject({ method: 'GET', url });

// In file order: the first test runs against an empty database.
const { database, t } = useTestApp();

describe('GET /api/firm', () => {
  it('answers 503 before any firm is set up', async () => {
    const response = await get('/api/firm');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('returns the branding of the first firm, exactly the contract fields', async () => {
    await createFirm(database.db, {
      name: 'Example Financial Planning',
      primaryColour: '#009ca6',
      onboardingEnabled: false,
      securePortalUrl: null,
      accessIpipeline: true,
    });
    await createFirm(database.db, { name: 'A later firm', primaryColour: '#123456' });

    const response = await get('/api/firm');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Example Financial Planning',
      colours: { primary: '#009ca6' },
      logoUrl: '/api/firm/logo',
      onboardingEnabled: false,
      securePortalUrl: null,
      accessIpipeline: true,
    });
    expect(firmSchema.strict().safeParse(response.json()).success).toBe(true);
  });
});

describe('GET /api/firm/logo', () => {
  it('serves the default logo as an SVG that cannot run script', async () => {
    const response = await get('/api/firm/logo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).not.toMatch(/<script|on\w+=/i);
  });
});
