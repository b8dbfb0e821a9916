import { Readable } from 'node:stream';
import { csvByteOrderMark, csvRow } from '@atrium/domain/contract/csv';
import { contentDisposition } from '@atrium/domain/documents/file-name';
import type { FastifyReply } from 'fastify';

// A stored file as its storage reads it back (the documents, the signing's PDFs).
export type Download = { stream: NodeJS.ReadableStream; size: number; mimeType: string; name: string };

// The one way a route answers with a file to save rather than JSON (a stored document, a PDF, a ZIP, an iCalendar
// file, a CSV): its type, as an attachment under its name (contentDisposition: an ASCII fallback and the exact name),
// sandboxed in case a browser renders it anyway, and kept by no cache. The size goes out when it is known before
// the bytes (a stream read from storage); a string or buffer is measured by Fastify, a stream being written is sent
// chunked.
export function sendDownload(
  reply: FastifyReply,
  file: { name: string; mimeType: string; body: string | Uint8Array | NodeJS.ReadableStream; size?: number },
) {
  if (file.size !== undefined) reply.header('Content-Length', String(file.size));
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Disposition', contentDisposition(file.name))
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

// A stored file goes back with its sniffed type (the documents' routes, the signing's, the public API's download).
export function sendFile(reply: FastifyReply, file: Download) {
  return sendDownload(reply, {
    name: file.name,
    mimeType: file.mimeType,
    body: file.stream,
    size: file.size,
  });
}

export type CsvRows = Iterable<readonly string[]> | AsyncIterable<readonly string[]>;

// A CSV Atrium writes (the audit trail, the outcomes report), rows of cells streamed as they come: UTF-8 with a byte
// order mark so Excel reads it as such, each row through csvRow (packages/domain/src/contract/csv.ts: RFC 4180, a
// cell that a spreadsheet would run as a formula quoted), so no export can skip the guard.
export function sendCsv(reply: FastifyReply, file: { name: string; rows: CsvRows }) {
  async function* lines() {
    yield csvByteOrderMark;
    for await (const row of file.rows) yield csvRow(row);
  }
  return sendDownload(reply, {
    name: file.name,
    mimeType: 'text/csv; charset=utf-8',
    body: Readable.from(lines()),
  });
}
