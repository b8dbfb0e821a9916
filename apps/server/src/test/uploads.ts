import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Requester } from './build-test-app.ts';

// A small PDF, recognised by its bytes, for the tests that upload a document.
export const testPdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; type?: string };

// A multipart/form-data body as a browser encodes it: the payload and its content-type header.
export async function multipartForm(parts: FormPart[]) {
  const data = new FormData();
  for (const part of parts) {
    if ('value' in part) data.append(part.name, part.value);
    else
      data.append(
        part.name,
        new Blob([new Uint8Array(part.content)], { type: part.type ?? 'application/octet-stream' }),
        part.filename,
      );
  }
  const body = new Response(data);
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    headers: { 'content-type': body.headers.get('content-type') ?? '' },
  };
}

// The one way a server test uploads: POST the parts to the url as multipart/form-data, with the token if any.
export async function postForm(call: Requester, url: string, token: string | undefined, parts: FormPart[]) {
  const { payload, headers } = await multipartForm(parts);
  return call('POST', url, token, payload, headers);
}

// The part of one file under the field name `file`, as the document and logo uploads take it.
export const filePart = (
  filename: string,
  content: Buffer = testPdf,
  type = 'application/pdf',
): FormPart => ({
  name: 'file',
  filename,
  content,
  type,
});

// The names of the files stored under dir/documents, where DATA_DIR keeps uploads (none when it is not there yet).
export async function storedDocumentFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(join(dataDir, 'documents'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}
