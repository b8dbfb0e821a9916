import { documentMessages } from '@atrium/domain/contract/documents';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, documents } from '../../db/schema.ts';
import { requester, testConfig, useTempDir, useTestApp } from '../../test/build-test-app.ts';
import { accessWorld, type createClientUser } from '../../test/factories.ts';
import { filePart, postForm, storedDocumentFiles } from '../../test/uploads.ts';

const dataDir = useTempDir('atrium-documents-delete-');
const { database, t } = useTestApp({ config: () => testConfig({ DATA_DIR: dataDir.path }) });
let client: Awaited<ReturnType<typeof createClientUser>>;
let other: Awaited<ReturnType<typeof createClientUser>>;
const tokens = {} as Record<
  'client' | 'other' | 'adviser' | 'otherAdviser' | 'admin' | 'strangerAdmin',
  string
>;
const call = requester(() => t);

async function upload(url: string, token: string, filename: string) {
  const response = await postForm(call, url, token, [filePart(filename)]);
  expect(response.statusCode).toBe(201);
  return response.json().data.id as number;
}

const firmUrl = (clientId = client.client.id) => `/api/adviser/clients/${clientId}/documents`;
const storedFiles = async () => (await storedDocumentFiles(dataDir.path)).length;

beforeAll(async () => {
  const db = database.db;
  const world = await accessWorld(db);
  client = world.client;
  other = world.other;
  Object.assign(tokens, world.tokens);
});

describe('deleting a document', () => {
  it('lets the client delete their own upload: the file goes, the row stays marked deleted, it is audited', async () => {
    const id = await upload('/api/documents', tokens.client, 'payslip.pdf');
    expect(await storedFiles()).toBe(1);
    expect((await call('DELETE', `/api/documents/${id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/documents/${id}`, tokens.other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/documents/${id}`, tokens.adviser)).statusCode).toBe(403);
    expect(await storedFiles()).toBe(1);

    expect((await call('DELETE', `/api/documents/${id}`, tokens.client)).statusCode).toBe(204);
    expect(await storedFiles()).toBe(0);
    const [row] = await database.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await call('GET', '/api/documents', tokens.client)).json().data).toEqual([]);
    expect((await call('GET', `/api/documents/${id}/download`, tokens.client)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/documents/${id}`, tokens.client)).statusCode).toBe(404);
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'document.deleted'));
    expect(event).toMatchObject({
      userId: client.user.id,
      data: { documentId: id, clientId: client.client.id, by: 'client' },
    });
  });

  it('keeps what the firm shared out of the client’s reach', async () => {
    const id = await upload(firmUrl(), tokens.adviser, 'suitability-report.pdf');
    const response = await call('DELETE', `/api/documents/${id}`, tokens.client);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: documentMessages.notYours });
    expect(await storedFiles()).toBe(1);
  });

  it("lets the client's adviser or an admin delete any of the client's documents, and nobody else", async () => {
    const shared = await upload(firmUrl(), tokens.adviser, 'letter.pdf');
    const uploaded = await upload('/api/documents', tokens.client, 'p60.pdf');
    for (const token of [tokens.otherAdviser, tokens.strangerAdmin]) {
      expect((await call('DELETE', `${firmUrl()}/${shared}`, token)).statusCode).toBe(404);
    }
    expect((await call('DELETE', `${firmUrl()}/${shared}`, tokens.client)).statusCode).toBe(403);
    expect((await call('DELETE', `${firmUrl()}/${shared}`)).statusCode).toBe(401);
    // The document is James's: asking through another client finds nothing.
    expect((await call('DELETE', `${firmUrl(other.client.id)}/${shared}`, tokens.admin)).statusCode).toBe(
      404,
    );

    const before = await storedFiles();
    expect((await call('DELETE', `${firmUrl()}/${shared}`, tokens.adviser)).statusCode).toBe(204);
    expect((await call('DELETE', `${firmUrl()}/${uploaded}`, tokens.admin)).statusCode).toBe(204);
    expect(await storedFiles()).toBe(before - 2);
    const names = (await call('GET', firmUrl(), tokens.adviser))
      .json()
      .data.map((d: { name: string }) => d.name);
    expect(names).not.toContain('letter.pdf');
    expect(names).not.toContain('p60.pdf');
  });
});
