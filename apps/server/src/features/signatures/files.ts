import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { notFound } from '../../platform/errors.ts';
import type { Download } from '../../platform/send-file.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';

// A signature request's files in the document storage: the original as sent and the sealed copy, under keys of
// their own (signatures/{firm}/{client}/…), read whole (they are PDFs of a few MB) or streamed to a download.

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export function createSignatureFiles(storage: FileStorage) {
  return {
    async read(key: string): Promise<Buffer> {
      const file = await storage.get(key);
      if (!file) throw notFound();
      return bytesOf(file.stream);
    },

    async put(prefix: string, client: { firmId: number; clientId: number }, bytes: Buffer): Promise<string> {
      const key = `signatures/${client.firmId}/${client.clientId}/${prefix}-${randomUUID()}`;
      await storage.put(key, Readable.from([bytes]));
      return key;
    },

    remove: (key: string) => storage.remove(key),

    async download(key: string, name: string): Promise<Download> {
      const file = await storage.get(key);
      if (!file) throw notFound();
      return { stream: file.stream, size: file.size, mimeType: 'application/pdf', name };
    },
  };
}

export type SignatureFiles = ReturnType<typeof createSignatureFiles>;
