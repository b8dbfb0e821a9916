import { documentMessages } from '@atrium/domain/contract/documents';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../db/schema.ts';
import { useAccessWorld } from '../../test/access.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import { requester, testConfig, useTempDir, useTestApp } from '../../test/build-test-app.ts';
import { filePart, postForm, storedDocumentFiles } from '../../test/uploads.ts';

const dataDir = useTempDir('atrium-documents-delete-');
const { database, t } = useTestApp({ config: () => testConfig({ DATA_DIR: dataDir.path }) });
const call = requester(() => t);

async function upload(url: string, token: string, filename: string) {
  const response = await postForm(call, url, token, [filePart(filename)]);
  expect(response.statusCode).toBe(201);
  return response.json().data.id as number;
}

const firmUrl = (clientId = world.client.client.id) => `/api/adviser/clients/${clientId}/documents`;
const storedFiles = async () => (await storedDocumentFiles(dataDir.path)).length;

const world = useAccessWorld(database);

describe('deleting a document', () => {
  it('lets the client delete their own upload: the file goes, the row stays marked deleted, it is audited', async () => {
    const id = await upload('/api/documents', world.tokens.client, 'payslip.pdf');
    expect(await storedFiles()).toBe(1);
    expect((await call('DELETE', `/api/documents/${id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/documents/${id}`, world.tokens.other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/documents/${id}`, world.tokens.adviser)).statusCode).toBe(403);
    expect(await storedFiles()).toBe(1);

    expect((await call('DELETE', `/api/documents/${id}`, world.tokens.client)).statusCode).toBe(204);
    expect(await storedFiles()).toBe(0);
    const [row] = await database.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await call('GET', '/api/documents', world.tokens.client)).json().data).toEqual([]);
    expect((await call('GET', `/api/documents/${id}/download`, world.tokens.client)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/documents/${id}`, world.tokens.client)).statusCode).toBe(404);
    const [event] = await auditEventsOfType(database.db, 'document.deleted');
    expect(event).toMatchObject({
      userId: world.client.user.id,
      data: { documentId: id, clientId: world.client.client.id, by: 'client' },
    });
  });

  it('keeps what the firm shared out of the client’s reach', async () => {
    const id = await upload(firmUrl(), world.tokens.adviser, 'suitability-report.pdf');
    const response = await call('DELETE', `/api/documents/${id}`, world.tokens.client);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: documentMessages.notYours });
    expect(await storedFiles()).toBe(1);
  });

  it("lets the client's adviser or an admin delete any of the client's documents, and nobody else", async () => {
    const shared = await upload(firmUrl(), world.tokens.adviser, 'letter.pdf');
    const uploaded = await upload('/api/documents', world.tokens.client, 'p60.pdf');
    for (const token of [world.tokens.otherAdviser, world.tokens.strangerAdmin]) {
      expect((await call('DELETE', `${firmUrl()}/${shared}`, token)).statusCode).toBe(404);
    }
    expect((await call('DELETE', `${firmUrl()}/${shared}`, world.tokens.client)).statusCode).toBe(403);
    expect((await call('DELETE', `${firmUrl()}/${shared}`)).statusCode).toBe(401);
    // The document is James's: asking through another client finds nothing.
    expect(
      (await call('DELETE', `${firmUrl(world.other.client.id)}/${shared}`, world.tokens.admin)).statusCode,
    ).toBe(404);

    const before = await storedFiles();
    expect((await call('DELETE', `${firmUrl()}/${shared}`, world.tokens.adviser)).statusCode).toBe(204);
    expect((await call('DELETE', `${firmUrl()}/${uploaded}`, world.tokens.admin)).statusCode).toBe(204);
    expect(await storedFiles()).toBe(before - 2);
    const names = (await call('GET', firmUrl(), world.tokens.adviser))
      .json()
      .data.map((d: { name: string }) => d.name);
    expect(names).not.toContain('letter.pdf');
    expect(names).not.toContain('p60.pdf');
  });
});
