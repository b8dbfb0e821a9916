import type { Permissions } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import {
  type ClientPermissionsResponse,
  customPageTitleIssues,
  permissionNameList,
  type TemplateDraft,
  type TemplateDraftBody,
  type TemplateVersion,
  templateMessages,
  type UpdateClientPermissionsRequest,
} from '@atrium/domain/contract/templates';
import { emptyFactFind } from '@atrium/domain/factfind/empty-fact-find';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { Access } from '../access/access.ts';
import { customPagesView, customQuestions, templateContext } from '../factfind/template-context.ts';
import { saveFirmDraft } from './firm-draft.ts';
import type { TemplateContent, TemplateRow, TemplatesRepo } from './repo.ts';

type Deps = { repo: TemplatesRepo; access: Access; audit: AuditLog; clock: Clock };

const emptyContent: TemplateContent = {
  customPages: [],
  defaultPageSections: {},
  templateSettings: { show_fund_input: false },
  templatePermissions: {},
};

function contentOf(row: TemplateContent | null): TemplateContent {
  if (!row) return emptyContent;
  return {
    customPages: row.customPages,
    defaultPageSections: row.defaultPageSections,
    templateSettings: row.templateSettings,
    templatePermissions: row.templatePermissions,
  };
}

// The request body as stored: optional fields left out rather than stored as undefined or null.
function contentOfBody(body: TemplateDraftBody): TemplateContent {
  return {
    defaultPageSections: body.defaultPageSections,
    templateSettings: { show_fund_input: body.templateSettings.show_fund_input },
    templatePermissions: body.templatePermissions,
    customPages: body.customPages.map((page) => ({
      slug: page.slug,
      title: page.title,
      order: page.order,
      sections: page.sections.map((section) => ({
        title: section.title,
        questions: section.questions.map((question) => {
          const { min, max, choices } = question.options;
          const isChoice = ['select', 'radio', 'multiselect'].includes(question.type);
          const isCounted = ['number', 'currency', 'multiselect'].includes(question.type);
          const options = {
            ...(isCounted && min !== undefined ? { min } : {}),
            ...(isCounted && max !== undefined ? { max } : {}),
            ...(isChoice ? { choices: choices ?? [] } : {}),
          };
          return {
            id: question.id,
            type: question.type,
            label: question.label,
            ...(question.help ? { help: question.help } : {}),
            required: question.required,
            ...(Object.keys(options).length > 0 ? { options } : {}),
          };
        }),
      })),
    })),
  };
}

function versionOf(row: Awaited<ReturnType<TemplatesRepo['listVersions']>>[number]): TemplateVersion {
  return {
    id: row.id,
    version: row.version,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    custom_page_count: row.customPages.length,
    fact_finds_started: row.factFindsStarted,
  };
}

// The firm's fact-find template, administered by its admins. Editing always works on the one draft;
// publishing turns it into the next version, which fact-finds started from then on use (a fact-find keeps the
// version it started on: see features/factfind/service.ts, which pins templateId when it starts one).
export function createTemplatesService({ repo, access, audit, clock }: Deps) {
  // The firm's administration (features/access assertAdmin), refused to an adviser in this feature's words.
  const requireAdmin = (auth: AuthContext) => access.assertAdmin(auth, templateMessages.adminOnly);

  async function draftView(firmId: number): Promise<TemplateDraft> {
    const draft = await repo.findDraft(firmId);
    const published = await repo.findLatestPublished(firmId);
    const source = draft ?? published;
    return {
      id: draft?.id ?? null,
      version: draft?.version ?? (await repo.findMaxVersion(firmId)) + 1,
      based_on: published?.version ?? null,
      updated_at: draft?.updatedAt.toISOString() ?? null,
      ...contentOf(source),
    };
  }

  return {
    async getDraft(auth: AuthContext) {
      const { firmId } = requireAdmin(auth);
      return { data: await draftView(firmId) };
    },

    // The first save makes the draft (a copy of the latest published version, replaced by this body at once).
    async saveDraft(auth: AuthContext, body: TemplateDraftBody) {
      const { firmId } = requireAdmin(auth);
      const content = contentOfBody(body);
      const now = clock.now();
      const saved = await saveFirmDraft(repo, {
        firmId,
        content,
        now,
        insertDraft: (version) =>
          repo.insertDraft({ ...content, firmId, version, createdBy: auth.userId, now }),
      });
      if (saved) return { data: await draftView(firmId) };
      throw new AppError('conflict', 'The template changed while saving. Please try again.');
    },

    async discardDraft(auth: AuthContext, info: ClientInfo) {
      const { firmId } = requireAdmin(auth);
      const removed = await repo.deleteDraft(firmId);
      if (!removed) throw notFound();
      await audit.record(callerEvent(auth, info, 'template.draft_discarded', { version: removed.version }));
      return { data: await draftView(firmId) };
    },

    async publish(auth: AuthContext, info: ClientInfo) {
      const { firmId } = requireAdmin(auth);
      const draft = await repo.findDraft(firmId);
      const issues = draft ? customPageTitleIssues(draft.customPages) : [];
      if (issues.length > 0) {
        const errors = Object.fromEntries(issues.map((issue) => [issue.path.join('.'), [issue.message]]));
        throw validationFailed({ errors });
      }
      const published = await repo.publishDraft(firmId, clock.now());
      if (!published) throw new AppError('conflict', templateMessages.noDraft);
      await audit.record(
        callerEvent(auth, info, 'template.published', {
          templateId: published.id,
          version: published.version,
          customPages: published.customPages.map((page) => page.slug),
        }),
      );
      const row = (await repo.listVersions(firmId)).find((candidate) => candidate.id === published.id);
      if (!row) throw notFound();
      return { data: versionOf(row) };
    },

    async listVersions(auth: AuthContext) {
      const { firmId } = requireAdmin(auth);
      return { data: (await repo.listVersions(firmId)).map(versionOf) };
    },

    // The draft as a client starting a fact-find would see it (a preview: nothing is saved, so the
    // answer ids are placeholders the browser never sends).
    async preview(auth: AuthContext): Promise<PortalChangesResponse> {
      const { firmId } = requireAdmin(auth);
      const source = (await repo.findDraft(firmId)) ?? (await repo.findLatestPublished(firmId));
      const ctx = templateContext(source as TemplateRow | null);
      const answers = customQuestions(ctx).map(({ question }, index) => ({
        id: -(index + 1),
        questionId: question.id,
        value: null,
      }));
      return emptyFactFind({
        id: null,
        customPages: customPagesView(ctx, answers),
        defaultPageSections: ctx.pageSections,
        templatePermissions: ctx.templatePermissions,
        templateSettings: ctx.settings,
      });
    },

    async getClientPermissions(auth: AuthContext, clientId: number): Promise<ClientPermissionsResponse> {
      requireAdmin(auth);
      const client = await access.clientForStaff(auth, clientId);
      const published = await repo.findLatestPublished(client.firmId);
      return {
        data: {
          permissions: await repo.findClientUserPermissions(client.userId),
          template: published?.templatePermissions ?? {},
          names: permissionNameList(published?.customPages ?? []),
        },
      };
    },

    async setClientPermissions(
      auth: AuthContext,
      clientId: number,
      body: UpdateClientPermissionsRequest,
      info: ClientInfo,
    ): Promise<ClientPermissionsResponse> {
      requireAdmin(auth);
      const client = await access.clientForStaff(auth, clientId);
      const published = await repo.findLatestPublished(client.firmId);
      const known = new Set(permissionNameList(published?.customPages ?? []).map((entry) => entry.name));
      const errors: Record<string, string[]> = {};
      const permissions: Permissions = {};
      for (const [name, flags] of Object.entries(body.permissions)) {
        if (!known.has(name)) errors[`permissions.${name}`] = [templateMessages.unknownClientPermission];
        // Flags left out follow the template; an entry with none set is no entry.
        const set = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined));
        if (Object.keys(set).length > 0) permissions[name] = set;
      }
      if (Object.keys(errors).length > 0) {
        throw validationFailed({ errors });
      }
      const previous = await repo.findClientUserPermissions(client.userId);
      const saved = await repo.setUserPermissions(client.userId, client.firmId, permissions, clock.now());
      if (!saved) throw notFound();
      await audit.record({
        ...info,
        type: 'client.permissions_changed',
        firmId: client.firmId,
        userId: auth.userId,
        data: { clientId: client.clientId, clientUserId: client.userId, before: previous, after: saved },
      });
      return {
        data: {
          permissions: saved,
          template: published?.templatePermissions ?? {},
          names: permissionNameList(published?.customPages ?? []),
        },
      };
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
