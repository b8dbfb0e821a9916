import {
  type GenerateLetters,
  generatedLettersResponseSchema,
  letterResponseSchema,
  lettersResponseSchema,
  type RecordStep,
} from '@atrium/domain/contract/letters-of-authority';
import { getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';
import { downloadFile, saveFile, uploadFile } from '../../lib/http-files.ts';

// Letters of authority on the adviser's client page (docs/signing.md): the fact-find's policies and the letters, a
// letter generated and sent for signature per policy, each step with the provider, the statement received.
export const lettersKey = (clientId: number) => ['letters-of-authority', clientId] as const;
const base = (clientId: number) => `/api/adviser/clients/${clientId}/letters-of-authority`;

export const lettersQueryOptions = (clientId: number) =>
  getQuery(lettersKey(clientId), base(clientId), lettersResponseSchema);

export const generateLetters = (clientId: number, body: GenerateLetters) =>
  http.post(base(clientId), { body, schema: generatedLettersResponseSchema });

export const recordStep = (clientId: number, letterId: number, body: RecordStep) =>
  http.post(`${base(clientId)}/${letterId}/steps`, { body, schema: letterResponseSchema });

export function attachStatement(clientId: number, letterId: number, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadFile(`${base(clientId)}/${letterId}/statement`, { body, schema: letterResponseSchema });
}

// Fetched with the session's token (a plain link could not send it), then handed to the browser.
export async function downloadLetterFile(url: string, name: string): Promise<void> {
  saveFile(await downloadFile(url, name));
}
