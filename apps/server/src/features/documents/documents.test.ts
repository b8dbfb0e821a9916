import { crc32 } from 'node:zlib';
import { documentMaxBytes, documentsResponseSchema } from '@atrium/domain/contract/documents';
import { describe, expect, it } from 'vitest';
import { documents } from '../../db/schema.ts';
import { useAccessWorld } from '../../test/access.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import { requester, testConfig, useTempDir, useTestApp } from '../../test/build-test-app.ts';
import { type FormPart, postForm, storedDocumentFiles, testPdf } from '../../test/uploads.ts';

const dataDir = useTempDir('atrium-documents-');
const { database, t } = useTestApp({ config: () => testConfig({ DATA_DIR: dataDir.path }) });
const world = useAccessWorld(database);

// Small real files of each kind, recognised by their bytes.
const pdf = testPdf;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

// A ZIP with stored (uncompressed) entries, as Office writes a .docx or .xlsx: [Content_Types].xml first.
function storedZip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    // Both headers carry the entry's CRC-32, sizes (stored: compressed = uncompressed) and name length in a row.
    const entryFields = (buffer: Buffer, at: number) => {
      buffer.writeUInt32LE(crc32(data), at);
      buffer.writeUInt32LE(data.length, at + 4);
      buffer.writeUInt32LE(data.length, at + 8);
      buffer.writeUInt16LE(fileName.length, at + 12);
    };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    entryFields(header, 14);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    entryFields(central, 16);
    central.writeUInt32LE(offset, 42);
    locals.push(header, fileName, data);
    centrals.push(central, fileName);
    offset += header.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const docx = storedZip([
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ],
  ['word/document.xml', '<w:document/>'],
]);

const call = requester(() => t);
const upload = (url: string, token: string | undefined, parts: FormPart[]) =>
  postForm(call, url, token, parts);
const get = (url: string, token?: string) => call('GET', url, token);

const firmUrl = (clientId = world.client.client.id) => `/api/adviser/clients/${clientId}/documents`;

const storedFiles = () => storedDocumentFiles(dataDir.path);

const unread = async (token: string) =>
  (await get('/api/notifications', token)).json().data as {
    type: string;
    data: { title: string; body: string; link: string };
  }[];

describe('the adviser shares a document', () => {
  it('stores it under a neutral name, typed by its content, and tells the client', async () => {
    const response = await upload(firmUrl(), world.tokens.adviser, [
      { name: 'category', value: 'report' },
      // The browser says text/plain and the name says .exe: the bytes say PDF.
      { name: 'file', filename: '../Suitability report\u202e.exe', content: pdf, type: 'text/plain' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Suitability report.exe.pdf',
      category: 'report',
      mime_type: 'application/pdf',
      size: pdf.length,
      source: 'firm',
      uploaded_by: { name: 'Sarah Mitchell' },
      is_new: false,
    });
    expect(await storedFiles()).toHaveLength(1);
    const [notice] = await unread(world.tokens.client);
    expect(notice).toMatchObject({
      type: 'document-shared',
      data: {
        title: 'Sarah Mitchell shared a document with you',
        body: 'Suitability report.exe.pdf',
        link: '/documents',
      },
    });
    const [event] = await auditEventsOfType(database.db, 'document.uploaded');
    expect(event).toMatchObject({
      data: { clientId: world.client.client.id, size: pdf.length, mimeType: 'application/pdf' },
    });
  });

  it('shows it to the client as new until they open it; the download streams it back as an attachment', async () => {
    const [listed] = documentsResponseSchema.parse(
      (await get('/api/documents', world.tokens.client)).json(),
    ).data;
    expect(listed).toMatchObject({ is_new: true, download_url: `/api/documents/${listed?.id}/download` });
    const download = await get(listed?.download_url ?? '', world.tokens.client);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Suitability report.exe.pdf"; filename*=UTF-8''Suitability%20report.exe.pdf`,
    );
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const [after] = (await get('/api/documents', world.tokens.client)).json().data;
    expect(after.is_new).toBe(false);
    const events = await auditEventsOfType(database.db, 'document.downloaded');
    expect(events).toEqual([expect.objectContaining({ userId: world.client.user.id })]);
  });

  it('accepts Word documents and images by their content', async () => {
    const word = await upload(firmUrl(), world.tokens.admin, [
      { name: 'file', filename: 'Letter of authority', content: docx },
    ]);
    expect(word.statusCode, word.body).toBe(201);
    expect(word.json().data).toMatchObject({
      name: 'Letter of authority.docx',
      category: 'other',
      mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const image = await upload(firmUrl(), world.tokens.adviser, [
      { name: 'file', filename: 'scan.PNG', content: png },
    ]);
    expect(image.json().data).toMatchObject({ name: 'scan.png', mime_type: 'image/png' });
  });

  it.each([
    ['a program named .pdf', [{ name: 'file', filename: 'invoice.pdf', content: exe }], 'file'],
    [
      'a web page named .pdf',
      [{ name: 'file', filename: 'x.pdf', content: Buffer.from('<html><script>') }],
      'file',
    ],
    ['an empty file', [{ name: 'file', filename: 'empty.pdf', content: Buffer.alloc(0) }], 'file'],
    ['no file at all', [{ name: 'category', value: 'report' }], 'file'],
    [
      'two files',
      [
        { name: 'file', filename: 'a.pdf', content: pdf },
        { name: 'file', filename: 'b.pdf', content: pdf },
      ],
      'file',
    ],
    [
      'an unknown category',
      [
        { name: 'category', value: 'secret' },
        { name: 'file', filename: 'a.pdf', content: pdf },
      ],
      'category',
    ],
  ] as [string, FormPart[], string][])(
    'refuses %s with 422 and keeps nothing',
    async (_name, parts, field) => {
      const before = (await storedFiles()).length;
      const rows = (await database.db.select().from(documents)).length;
      const response = await upload(firmUrl(), world.tokens.adviser, parts);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toHaveProperty(field);
      expect((await storedFiles()).length).toBe(before);
      expect((await database.db.select().from(documents)).length).toBe(rows);
    },
  );

  it('refuses a file over 20 MB with 422 and keeps nothing', async () => {
    const before = (await storedFiles()).length;
    const big = Buffer.concat([pdf, Buffer.alloc(documentMaxBytes, 0x20)]);
    const response = await upload(firmUrl(), world.tokens.adviser, [
      { name: 'file', filename: 'big.pdf', content: big },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { file: ['The file may not be larger than 20 MB.'] },
    });
    expect((await storedFiles()).length).toBe(before);
  });

  it('refuses a JSON body with 422: a file is needed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: firmUrl(),
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${world.tokens.adviser}` },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual(['Choose a file to upload.']);
  });
});

describe('the client uploads a document', () => {
  it('stores it, tells their adviser, and shows it to the firm as new until opened', async () => {
    const response = await upload('/api/documents', world.tokens.client, [
      { name: 'file', filename: 'P60 2025.pdf', content: pdf },
      { name: 'category', value: 'statement' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'P60 2025.pdf',
      category: 'statement',
      source: 'client',
    });
    expect((await unread(world.tokens.adviser))[0]).toMatchObject({
      type: 'document-uploaded',
      data: {
        title: 'James Carter uploaded a document',
        link: `/adviser/clients/${world.client.client.id}/documents`,
      },
    });
    const listed = documentsResponseSchema.parse((await get(firmUrl(), world.tokens.adviser)).json()).data;
    const p60 = listed.find((d) => d.name === 'P60 2025.pdf');
    expect(p60).toMatchObject({ is_new: true, download_url: `${firmUrl()}/${p60?.id}/download` });
    expect((await get(p60?.download_url ?? '', world.tokens.admin)).statusCode).toBe(200);
    expect(
      (await get(firmUrl(), world.tokens.adviser)).json().data.find((d: { id: number }) => d.id === p60?.id)
        .is_new,
    ).toBe(false);
  });

  it('searches and filters by category', async () => {
    const byCategory = (await get('/api/documents?category=statement', world.tokens.client)).json().data;
    expect(byCategory.map((d: { name: string }) => d.name)).toEqual(['P60 2025.pdf']);
    const bySearch = (await get(`${firmUrl()}?search=suitability`, world.tokens.adviser)).json().data;
    expect(bySearch.map((d: { name: string }) => d.name)).toEqual(['Suitability report.exe.pdf']);
    expect((await get('/api/documents?search=%25', world.tokens.client)).json().data).toEqual([]);
    expect((await get('/api/documents?category=nope', world.tokens.client)).statusCode).toBe(422);
  });
});

describe('who may reach documents', () => {
  it('answers 401 without a login', async () => {
    expect((await get('/api/documents')).statusCode).toBe(401);
    expect(
      (await upload('/api/documents', undefined, [{ name: 'file', filename: 'a.pdf', content: pdf }]))
        .statusCode,
    ).toBe(401);
    expect((await get('/api/documents/1/download')).statusCode).toBe(401);
    expect((await get(firmUrl())).statusCode).toBe(401);
    expect(
      (await upload(firmUrl(), undefined, [{ name: 'file', filename: 'a.pdf', content: pdf }])).statusCode,
    ).toBe(401);
    expect((await get(`${firmUrl()}/1/download`)).statusCode).toBe(401);
  });

  it("gives another client 404 for this client's document, and an empty list of their own", async () => {
    const [mine] = (await get('/api/documents', world.tokens.client)).json().data;
    expect((await get(`/api/documents/${mine.id}/download`, world.tokens.other)).statusCode).toBe(404);
    expect((await get('/api/documents', world.tokens.other)).json().data).toEqual([]);
  });

  it('keeps clients off the firm’s routes (403) and the firm off the client’s (403)', async () => {
    expect((await get(firmUrl(), world.tokens.client)).statusCode).toBe(403);
    expect(
      (await upload(firmUrl(), world.tokens.client, [{ name: 'file', filename: 'a.pdf', content: pdf }]))
        .statusCode,
    ).toBe(403);
    expect((await get('/api/documents', world.tokens.adviser)).statusCode).toBe(403);
  });

  it("answers 404 to another adviser, and for a document of another client under this client's id", async () => {
    const [mine] = (await get(firmUrl(), world.tokens.adviser)).json().data;
    expect((await get(firmUrl(), world.tokens.otherAdviser)).statusCode).toBe(404);
    expect((await get(`${firmUrl()}/${mine.id}/download`, world.tokens.otherAdviser)).statusCode).toBe(404);
    expect(
      (
        await upload(firmUrl(), world.tokens.otherAdviser, [
          { name: 'file', filename: 'a.pdf', content: pdf },
        ])
      ).statusCode,
    ).toBe(404);
    expect(
      (await get(`${firmUrl(world.other.client.id)}/${mine.id}/download`, world.tokens.admin)).statusCode,
    ).toBe(404);
  });
});
