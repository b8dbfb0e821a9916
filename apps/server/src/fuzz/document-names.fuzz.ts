import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useTempDir, useTestApp } from '../test/build-test-app.ts';
import { testPdf } from '../test/uploads.ts';
import { fuzzRuns, fuzzSeed } from './inputs.ts';
import { type FuzzWorld, fuzzWorld } from './world.ts';

const dataDir = useTempDir('atrium-names-');
const { database, t } = useTestApp({ config: () => testConfig({ DATA_DIR: dataDir.path }) });
let world: FuzzWorld;

beforeAll(async () => {
  world = await fuzzWorld(database.db);
});

const pdf = testPdf;

// The multipart body by hand: FormData would escape the very bytes under test.
async function upload(fileName: string) {
  const boundary = 'atrium-fuzz-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head, 'utf8'), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${await world.tokenFor('clientA')}`,
    },
  });
}

async function storedPaths(): Promise<string[]> {
  const root = join(dataDir.path, 'documents');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => resolve(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

const hostileNames = fc.oneof(
  fc.constantFrom(
    '../../../../etc/passwd.pdf',
    '..\\..\\windows\\system32\\a.pdf',
    '/etc/shadow.pdf',
    'a\u0000b.pdf',
    '\u0000',
    '..',
    '.',
    '',
    `${'x'.repeat(5000)}.pdf`,
    `${'é'.repeat(400)}.pdf`,
    'report\u202eexe.pdf',
    'con.pdf',
    'a/../../b.pdf',
    '%2e%2e%2fpasswd.pdf',
    '\r\nX-Injected: 1.pdf',
  ),
  fc.string({ unit: 'binary', maxLength: 300 }).filter((name) => !name.includes('"')),
);

describe('document names', () => {
  it('are refused or neutralised: no path, no control character, bounded, stored under the documents folder', async () => {
    const root = resolve(dataDir.path, 'documents');
    await fc.assert(
      fc.asyncProperty(hostileNames, async (name) => {
        const response = await upload(name);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(typeof response.json().message).toBe('string');
          return;
        }
        expect(response.statusCode).toBe(201);
        const stored: string = response.json().data.name;
        const hasControl = [...stored].some((ch) => (ch.codePointAt(0) ?? 0) < 0x20 || ch === '\u007f');
        expect(hasControl, stored).toBe(false);
        expect(stored).not.toMatch(/[/\\\u202a-\u202e\u2066-\u2069]/);
        expect(stored).not.toMatch(/^\.+$/);
        expect(stored.length).toBeLessThanOrEqual(255);
        for (const path of await storedPaths()) expect(path.startsWith(`${root}/`)).toBe(true);
        const download = await t.app.inject({
          method: 'GET',
          url: `/api/documents/${response.json().data.id}/download`,
          headers: { authorization: `Bearer ${await world.tokenFor('clientA')}` },
        });
        expect(download.statusCode).toBe(200);
        expect(download.headers['content-disposition']).not.toMatch(/[\r\n]/);
      }),
      { seed: fuzzSeed, numRuns: fuzzRuns * 5 },
    );
  });
});
