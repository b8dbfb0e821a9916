import { z } from 'zod';
import {
  dataOf,
  emptyToUndefined,
  isoDateTime,
  listOf,
  pathId,
  personRefSchema,
  searchQuery,
} from './fields.ts';

// Documents shared between a client and the firm, in the API and on the client's pages.
// Uploads are multipart/form-data: one part named `file`, and optionally a `category` field.

export const documentMaxBytes = 20 * 1024 * 1024;

export const documentCategories = [
  'identity',
  'statement',
  'report',
  'agreement',
  'correspondence',
  'other',
] as const;
export const documentCategorySchema = z.enum(documentCategories, {
  error: `The category must be one of ${documentCategories.join(', ')}.`,
});
export type DocumentCategory = z.infer<typeof documentCategorySchema>;

export const documentCategoryLabels: Record<DocumentCategory, string> = {
  identity: 'Identity',
  statement: 'Statements',
  report: 'Reports and advice',
  agreement: 'Agreements',
  correspondence: 'Correspondence',
  other: 'Other',
};

// What may be uploaded, by the type read from the file's content (never from its name or the browser's word).
export const documentTypes = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
} as const;
export type DocumentMimeType = keyof typeof documentTypes;

// For the file picker's `accept` attribute: a hint only, the server decides by content.
export const documentAccept = '.pdf,.jpg,.jpeg,.png,.gif,.webp,.heic,.doc,.docx,.xls,.xlsx';

export const documentMessages = {
  // A client deletes only what they uploaded; what the firm shared stays in their record.
  notYours: 'You can delete only documents you uploaded. Ask your adviser about this one.',
  // Each partner of a household deletes only their own uploads; the other's stay for both to see.
  partnersUpload: 'You can delete only documents you uploaded. This one is your partner’s to delete.',
  fileRequired: 'Choose a file to upload.',
  empty: 'The file is empty.',
  tooLarge: `The file may not be larger than ${documentMaxBytes / 1024 / 1024} MB.`,
  typeNotAllowed: 'Upload a PDF, an image (JPEG, PNG, GIF, WebP or HEIC), or a Word or Excel document.',
  oneFile: 'Upload one file at a time.',
} as const;

// What a form can say of a chosen file before sending it (none, empty, too large), in the server's words; the server
// checks the rest, its type from its content.
export function documentFileProblem(file: { size: number } | undefined): string | undefined {
  if (!file) return documentMessages.fileRequired;
  if (file.size === 0) return documentMessages.empty;
  return file.size > documentMaxBytes ? documentMessages.tooLarge : undefined;
}

export const documentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: documentCategorySchema,
  mime_type: z.string(),
  size: z.number().int().min(0),
  // Who put it in the client's folder: the firm (shared with the client) or the client.
  source: z.enum(['firm', 'client']),
  uploaded_by: personRefSchema,
  created_at: isoDateTime,
  // For the reader: put there by the other side and not yet opened by the reader's side.
  is_new: z.boolean(),
  download_url: z.string(),
});
export type Document = z.infer<typeof documentSchema>;

export const documentsResponseSchema = listOf(documentSchema);
export type DocumentsResponse = z.infer<typeof documentsResponseSchema>;

export const documentResponseSchema = dataOf(documentSchema);
export type DocumentResponse = z.infer<typeof documentResponseSchema>;

// GET …/documents?search=&category=
export const documentsQuerySchema = z.object({
  search: searchQuery,
  category: z.preprocess(emptyToUndefined, documentCategorySchema.optional()),
});
export type DocumentsQuery = z.infer<typeof documentsQuerySchema>;

export const documentIdParamsSchema = z.object({
  documentId: pathId('Not a document id.'),
});

export const clientDocumentParamsSchema = documentIdParamsSchema.extend({
  clientId: pathId('Not a client id.'),
});
