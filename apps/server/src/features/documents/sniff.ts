import { Readable } from 'node:stream';
import { type DocumentMimeType, documentTypes } from '@atrium/domain/contract/documents';
import { fileTypeFromBuffer } from 'file-type';

// Enough of the start of a file to recognise it: magic numbers, and for Word and Excel the ZIP's
// [Content_Types].xml, which comes first in the files Office writes.
export const sniffBytes = 64 * 1024;

export type SniffedType = { mime: DocumentMimeType; extension: string; extensions: string[] };

const extensionsOf: Partial<Record<DocumentMimeType, string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/heic': ['heic', 'heif'],
};

function sniffed(mime: DocumentMimeType): SniffedType {
  const extension = documentTypes[mime];
  return { mime, extension, extensions: extensionsOf[mime] ?? [extension] };
}

// What the file is, read from its bytes; null when it is not a type the portal accepts. The name is consulted
// only to tell a legacy .doc from a .xls: both are OLE compound files, which also hold installers (.msi), so a
// compound file is accepted only under one of those two names.
export async function sniffDocumentType(head: Uint8Array, fileName: string): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  if (found.mime in documentTypes) return sniffed(found.mime as DocumentMimeType);
  if (found.ext === 'cfb') {
    const extension = fileName.split('.').pop()?.toLowerCase();
    if (extension === 'doc') return sniffed('application/msword');
    if (extension === 'xls') return sniffed('application/vnd.ms-excel');
  }
  return null;
}

// The first `bytes` of a stream, and a stream of the whole content (those bytes and the rest) to store.
export async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.from(next.value as Uint8Array);
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    yield head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Uint8Array;
    }
  }
  return { head: head.subarray(0, bytes), whole: Readable.from(rest(), { objectMode: false }) };
}
