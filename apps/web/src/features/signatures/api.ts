import { documentsResponseSchema } from '@atrium/domain/contract/documents';
import { mfaSendResponseSchema } from '@atrium/domain/contract/mfa';
import {
  type CreateSignatureRequest,
  clientSignatureRequestSchema,
  clientSignatureRequestsResponseSchema,
  type DeclineRequest,
  type SignRequest,
  signingPageResponseSchema,
  staffSignatureRequestResponseSchema,
  staffSignatureRequestsResponseSchema,
  verifyResultSchema,
} from '@atrium/domain/contract/signatures';
import { z } from 'zod';
import { dataQuery, getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';
import { downloadFile, postFileBody, saveFile } from '../../lib/http-files.ts';

// Signing (docs/signing.md): the signer's requests and page, the firm's tab on a client, and the public /verify.
export const signaturesKey = ['signatures'] as const;
const pageKey = (id: number) => [...signaturesKey, 'page', id] as const;
export const clientSignaturesKey = (clientId: number) => [...signaturesKey, 'client', clientId] as const;

export const signaturesQueryOptions = () =>
  dataQuery([...signaturesKey, 'own'], '/api/signatures', clientSignatureRequestsResponseSchema);

export const signingPageQueryOptions = (id: number) =>
  getQuery(pageKey(id), `/api/signatures/${id}`, signingPageResponseSchema);

const oneRequest = z.object({ data: clientSignatureRequestSchema });

export const signDocument = (id: number, body: SignRequest) =>
  http.post(`/api/signatures/${id}/sign`, { body, schema: oneRequest });

export const declineDocument = (id: number, body: DeclineRequest) =>
  http.post(`/api/signatures/${id}/decline`, { body, schema: oneRequest });

export const sendSigningCode = (id: number) =>
  http.post(`/api/signatures/${id}/code`, { body: {}, schema: mfaSendResponseSchema });

// Fetched with the session's token (a plain link could not send it), then handed to the browser.
export async function downloadPdf(url: string, name: string): Promise<void> {
  saveFile(await downloadFile(url, name));
}

// The firm's side.
export const clientSignaturesQueryOptions = (clientId: number) =>
  getQuery(
    clientSignaturesKey(clientId),
    `/api/adviser/clients/${clientId}/signatures`,
    staffSignatureRequestsResponseSchema,
  );

// The client's PDFs in their document vault, to choose one to send (the documents tab keeps its own query).
export const clientPdfsQueryOptions = (clientId: number) =>
  dataQuery(
    [...signaturesKey, 'client', clientId, 'pdfs'],
    `/api/adviser/clients/${clientId}/documents`,
    documentsResponseSchema,
  );

export const sendForSignature = (clientId: number, body: CreateSignatureRequest) =>
  http.post(`/api/adviser/clients/${clientId}/signatures`, {
    body,
    schema: staffSignatureRequestResponseSchema,
  });

export const withdrawSignatureRequest = (clientId: number, id: number) =>
  http.post(`/api/adviser/clients/${clientId}/signatures/${id}/withdraw`, {
    body: {},
    schema: staffSignatureRequestResponseSchema,
  });

// /verify: the file itself is the body.
export const verifyPdf = (file: File) => postFileBody('/api/verify', file, verifyResultSchema);
