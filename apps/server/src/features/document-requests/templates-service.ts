import {
  type DocumentRequestTemplate,
  documentRequestMessages,
  type SaveDocumentRequestTemplate,
} from '@atrium/domain/contract/document-requests';
import { isUniqueViolation } from '../../db/errors.ts';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { invalidField, notFound } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import { assertAdmin, assertStaff } from '../access/access.ts';
import type { DocumentRequestTemplateRow, DocumentRequestTemplatesRepo } from './templates-repo.ts';

type Deps = { repo: DocumentRequestTemplatesRepo; audit: AuditLog };

const toTemplate = (row: DocumentRequestTemplateRow): DocumentRequestTemplate => ({
  id: row.id,
  title: row.title,
  note: row.note,
  category: row.category,
  is_retired: row.isRetired,
});

// The firm's templates: every adviser picks from them, the admins add, edit and retire them (a retired one stays on
// the requests made from it, and is offered no more).
export function createDocumentRequestTemplatesService({ repo, audit }: Deps) {
  // Two live templates may not share a title (the migration's unique index): said on the field.
  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidField('title', documentRequestMessages.titleTaken);
      throw error;
    }
  }

  return {
    async list(auth: AuthContext) {
      const scope = assertStaff(auth, documentRequestMessages.staffOnly);
      return { data: (await repo.list(scope.firmId)).map(toTemplate) };
    },

    async create(auth: AuthContext, input: SaveDocumentRequestTemplate, info: ClientInfo) {
      const scope = assertAdmin(auth, documentRequestMessages.adminsOnly);
      const row = await saving(() =>
        repo.insert({
          firmId: scope.firmId,
          title: input.title,
          note: input.note,
          category: input.category,
          isRetired: input.is_retired,
        }),
      );
      await audit.record(
        callerEvent(auth, info, 'document_request_template.created', { templateId: row.id }),
      );
      return { data: toTemplate(row) };
    },

    async update(
      auth: AuthContext,
      templateId: number,
      input: SaveDocumentRequestTemplate,
      info: ClientInfo,
    ) {
      const scope = assertAdmin(auth, documentRequestMessages.adminsOnly);
      const row = await saving(() =>
        repo.update(scope.firmId, templateId, {
          title: input.title,
          note: input.note,
          category: input.category,
          isRetired: input.is_retired,
        }),
      );
      if (!row) throw notFound();
      await audit.record(
        callerEvent(auth, info, 'document_request_template.updated', {
          templateId,
          isRetired: input.is_retired,
        }),
      );
      return { data: toTemplate(row) };
    },
  };
}

export type DocumentRequestTemplatesService = ReturnType<typeof createDocumentRequestTemplatesService>;
