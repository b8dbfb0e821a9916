import {
  devDocumentRequestsRunResponseSchema,
  devDocumentRequestsRunSchema,
} from '@atrium/domain/contract/document-requests';
import { type DevAid, runJobNow } from '../../platform/dev-only.ts';
import type { DocumentRequestsService } from './service.ts';

// The document request job's pass now, or as of a later time (`at`) (platform/dev-only.ts), so the e2e journey and
// a newcomer can see the reminders before and after a due date without waiting for it.
export const documentRequestsRunNow = (service: DocumentRequestsService): DevAid =>
  runJobNow(
    '/api/dev/document-requests/run',
    { body: devDocumentRequestsRunSchema, response: devDocumentRequestsRunResponseSchema },
    async (input) => ({
      sent: await service.sendDueDocumentRequestWork(input?.at ? new Date(input.at) : undefined),
    }),
  );
