import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { adviserPaths } from '@atrium/domain/contract/adviser';
import {
  type Document,
  type DocumentCategory,
  type DocumentsQuery,
  type DocumentsResponse,
  documentCategorySchema,
  documentMessages,
} from '@atrium/domain/contract/documents';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import { safeFileName } from '@atrium/domain/documents/file-name';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError, invalidField, notFound } from '../../platform/errors.ts';
import { isMalformedMultipart } from '../../platform/malformed-multipart.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { ScopedClient, ScopedDeps } from '../access/access.ts';
import type { Notify, NotifyFirm } from '../notifications/service.ts';
import type { DocumentRow, DocumentsRepo } from './repo.ts';
import { peek, type SniffedType, sniffBytes, sniffDocumentType } from './sniff.ts';

// One part of a multipart upload, as @fastify/multipart hands it over.
export type UploadPart =
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } }
  | { type: 'field'; fieldname: string; value: unknown };

type Deps = ScopedDeps & {
  repo: DocumentsRepo;
  storage: FileStorage;
  notify: Notify;
  notifyFirm: NotifyFirm;
};

type Side = 'client' | 'firm';

// The multipart plugin's own limits, answered like every other bad input: 422 on the field.
const multipartErrors: Record<string, [string, string]> = {
  FST_REQ_FILE_TOO_LARGE: ['file', documentMessages.tooLarge],
  FST_FILES_LIMIT: ['file', documentMessages.oneFile],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['file', documentMessages.fileRequired],
  FST_FIELDS_LIMIT: ['category', 'Too many fields.'],
  FST_PARTS_LIMIT: ['file', documentMessages.oneFile],
};

type Stored = { key: string; size: number; sha256: string; type: SniffedType; name: string };

function hashing(): { stream: Transform; digest: () => string } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

export function createDocumentsService({ repo, storage, access, audit, clock, notify, notifyFirm }: Deps) {
  function toDocument(row: DocumentRow, side: Side, clientId: number): Document {
    const opened = side === 'client' ? row.clientOpenedAt : row.firmOpenedAt;
    return {
      id: row.id,
      name: row.name,
      category: documentCategorySchema.catch('other').parse(row.category),
      mime_type: row.mimeType,
      size: row.size,
      source: row.source,
      uploaded_by: row.uploadedBy,
      created_at: row.createdAt.toISOString(),
      is_new: row.source !== side && opened === null,
      download_url:
        side === 'client'
          ? `/api/documents/${row.id}/download`
          : `/api/adviser/clients/${clientId}/documents/${row.id}/download`,
    };
  }

  // The caller's household (person 1 or 2 alike: documents are shared with the household), features/access.
  const ownClient = (auth: AuthContext): Promise<ScopedClient> =>
    access.householdOfCaller(auth, 'Only clients have documents here; the firm uses the adviser pages.');

  // Streams the one file part to storage, checking what it is from its first bytes; anything else in the form
  // is a field. Whatever goes wrong, nothing stays stored.
  async function receive(client: ScopedClient, parts: AsyncIterable<UploadPart>) {
    let stored: Stored | null = null;
    const fields: Record<string, unknown> = {};
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          fields[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'file' || stored) throw invalidField('file', documentMessages.oneFile);
        const { head, whole } = await peek(part.file, sniffBytes);
        if (head.length === 0) throw invalidField('file', documentMessages.empty);
        const type = await sniffDocumentType(head, part.filename);
        if (!type) throw invalidField('file', documentMessages.typeNotAllowed);
        const key = `documents/${client.firmId}/${client.clientId}/${randomUUID()}`;
        const hash = hashing();
        const { size } = await storage.put(key, whole.pipe(hash.stream));
        stored = {
          key,
          size,
          sha256: hash.digest(),
          type,
          name: safeFileName(part.filename, type.extension, type.extensions),
        };
        if (part.file.truncated) throw invalidField('file', documentMessages.tooLarge);
      }
    } catch (error) {
      if (stored) await storage.remove(stored.key);
      const code = (error as { code?: string }).code;
      const known = code ? multipartErrors[code] : undefined;
      if (known) throw invalidField(known[0], known[1]);
      if (isMalformedMultipart(error)) throw invalidField('file', documentMessages.fileRequired);
      throw error;
    }
    if (!stored) throw invalidField('file', documentMessages.fileRequired);
    const category = documentCategorySchema
      .optional()
      .safeParse(
        typeof fields.category === 'string' && fields.category.trim() !== ''
          ? fields.category.trim()
          : undefined,
      );
    if (!category.success) {
      await storage.remove(stored.key);
      throw invalidField('category', category.error.issues[0]?.message ?? 'Not a category.');
    }
    return { stored, category: category.data ?? ('other' as DocumentCategory) };
  }

  // `forRequest`: an upload against another feature's item (a document request), filed under the item's category
  // whatever the form says, with no notice of its own (that feature tells whom it needs to).
  async function upload(
    auth: AuthContext,
    client: ScopedClient,
    side: Side,
    parts: AsyncIterable<UploadPart>,
    info: ClientInfo,
    forRequest?: { category: DocumentCategory },
  ): Promise<{ data: Document }> {
    const received = await receive(client, parts);
    const stored = received.stored;
    const category = forRequest?.category ?? received.category;
    const now = clock.now();
    let id: number;
    try {
      id = await repo.insert({
        firmId: client.firmId,
        clientId: client.clientId,
        uploadedBy: auth.userId,
        source: side,
        name: stored.name,
        category,
        mimeType: stored.type.mime,
        size: stored.size,
        sha256: stored.sha256,
        storageKey: stored.key,
        createdAt: now,
      });
    } catch (error) {
      await storage.remove(stored.key);
      throw error;
    }
    await audit.record(
      callerEvent(auth, info, 'document.uploaded', {
        clientId: client.clientId,
        documentId: id,
        size: stored.size,
        mimeType: stored.type.mime,
        sha256: stored.sha256,
      }),
    );
    const row = await repo.findForClient(client.clientId, id);
    if (!row) throw new Error('Document vanished after upload');
    // An upload for a request is told of by the feature that asked for it.
    if (forRequest) return { data: toDocument(row, side, client.clientId) };
    if (side === 'firm') {
      // Shared with the household: each partner who signs in is told (and mailed by their own preferences).
      for (const userId of await access.householdUserIds(client.clientId)) {
        await notify(userId, {
          type: notificationTypes.documentShared,
          title: `${row.uploadedBy.name} shared a document with you`,
          body: row.name,
          link: '/documents',
        });
      }
    } else {
      // Named for the partner who uploaded it.
      await notifyFirm(client, {
        type: notificationTypes.documentUploaded,
        title: `${row.uploadedBy.name} uploaded a document`,
        body: row.name,
        link: adviserPaths.documents(client.clientId),
      });
    }
    return { data: toDocument(row, side, client.clientId) };
  }

  // The client's document, or 404 (one deleted, or another client's, is not found).
  async function documentOf(client: ScopedClient, documentId: number) {
    const row = await repo.findForClient(client.clientId, documentId);
    if (!row) throw notFound();
    return row;
  }

  async function download(
    auth: AuthContext,
    client: ScopedClient,
    side: Side,
    documentId: number,
    info: ClientInfo,
  ) {
    const row = await documentOf(client, documentId);
    const file = await storage.get(row.storageKey);
    if (!file) throw notFound();
    if (row.source !== side) await repo.markOpened(row.id, side, clock.now());
    await audit.record(
      callerEvent(auth, info, 'document.downloaded', { clientId: client.clientId, documentId: row.id }),
    );
    return { stream: file.stream, size: file.size, mimeType: row.mimeType, name: row.name };
  }

  // The row is marked deleted first (so it vanishes from lists and downloads at once), then its file is removed.
  async function remove(
    auth: AuthContext,
    client: ScopedClient,
    side: Side,
    documentId: number,
    info: ClientInfo,
  ) {
    const row = await documentOf(client, documentId);
    if (side === 'client' && row.source !== 'client')
      throw new AppError('forbidden', documentMessages.notYours);
    // A partner of the household deletes only their own uploads: the other's stay for both of them.
    if (side === 'client' && row.uploadedBy.id !== auth.userId)
      throw new AppError('forbidden', documentMessages.partnersUpload);
    const key = await repo.markDeleted(client.clientId, documentId, clock.now());
    if (!key) throw notFound();
    await storage.remove(key);
    await audit.record(
      callerEvent(auth, info, 'document.deleted', {
        clientId: client.clientId,
        documentId,
        by: side,
        name: row.name,
      }),
    );
  }

  // A file the portal made (the periodic review record), stored with the household as the firm's, like an upload by
  // the caller; no notice (the feature that made it tells whom it needs to). Answers the document's id.
  async function storeGenerated(
    auth: AuthContext,
    clientId: number,
    file: { name: string; category: DocumentCategory; mimeType: string; body: Buffer },
    info: ClientInfo,
  ): Promise<number> {
    const client = await access.clientForStaff(auth, clientId);
    const key = `documents/${client.firmId}/${client.clientId}/${randomUUID()}`;
    const { size } = await storage.put(key, Readable.from([file.body]));
    const sha256 = createHash('sha256').update(file.body).digest('hex');
    let id: number;
    try {
      id = await repo.insert({
        firmId: client.firmId,
        clientId: client.clientId,
        uploadedBy: auth.userId,
        source: 'firm',
        name: file.name,
        category: file.category,
        mimeType: file.mimeType,
        size,
        sha256,
        storageKey: key,
        createdAt: clock.now(),
      });
    } catch (error) {
      await storage.remove(key);
      throw error;
    }
    await audit.record(
      callerEvent(auth, info, 'document.generated', {
        clientId: client.clientId,
        documentId: id,
        size,
        mimeType: file.mimeType,
        sha256,
      }),
    );
    return id;
  }

  async function list(client: ScopedClient, side: Side, query: DocumentsQuery): Promise<DocumentsResponse> {
    const rows = await repo.listForClient(client.clientId, query);
    return { data: rows.map((row) => toDocument(row, side, client.clientId)) };
  }

  return {
    storeGenerated,
    listOwn: async (auth: AuthContext, query: DocumentsQuery) => list(await ownClient(auth), 'client', query),
    uploadOwn: async (auth: AuthContext, parts: AsyncIterable<UploadPart>, info: ClientInfo) =>
      upload(auth, await ownClient(auth), 'client', parts, info),
    // The client's upload against a document request (features/document-requests): the same checks, limits and
    // storage as any upload, into the same vault; the caller has already scoped the household and the item.
    uploadForRequest: (
      auth: AuthContext,
      client: ScopedClient,
      parts: AsyncIterable<UploadPart>,
      info: ClientInfo,
      category: DocumentCategory,
    ) => upload(auth, client, 'client', parts, info, { category }),
    downloadOwn: async (auth: AuthContext, documentId: number, info: ClientInfo) =>
      download(auth, await ownClient(auth), 'client', documentId, info),

    deleteOwn: async (auth: AuthContext, documentId: number, info: ClientInfo) =>
      remove(auth, await ownClient(auth), 'client', documentId, info),

    listForClient: async (auth: AuthContext, clientId: number, query: DocumentsQuery) =>
      list(await access.clientForStaff(auth, clientId), 'firm', query),
    uploadForClient: async (
      auth: AuthContext,
      clientId: number,
      parts: AsyncIterable<UploadPart>,
      info: ClientInfo,
    ) => upload(auth, await access.clientForStaff(auth, clientId), 'firm', parts, info),
    downloadForClient: async (auth: AuthContext, clientId: number, documentId: number, info: ClientInfo) =>
      download(auth, await access.clientForStaff(auth, clientId), 'firm', documentId, info),
    deleteForClient: async (auth: AuthContext, clientId: number, documentId: number, info: ClientInfo) =>
      remove(auth, await access.clientForStaff(auth, clientId), 'firm', documentId, info),
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
