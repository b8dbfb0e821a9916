import { contentDisposition } from '@atrium/domain/documents/file-name';
import type { FastifyReply } from 'fastify';

export type Download = { stream: NodeJS.ReadableStream; size: number; mimeType: string; name: string };

// A stored file goes back with its sniffed type, as an attachment, sandboxed in case a browser renders it anyway
// (the documents' routes, and the public API's download).
export function sendFile(reply: FastifyReply, file: Download) {
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(file.name))
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.stream);
}
