import type { PermissionFlags, Permissions } from '@atrium/domain/contract/auth';
import type { CustomPage, TemplateSettings } from '@atrium/domain/contract/factfind';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { type CustomPageDef, type CustomQuestionDef, customStep } from '@atrium/domain/factfind/custom';
import {
  type DefaultPageSections,
  effectivePageSections,
  factFindSteps,
} from '@atrium/domain/factfind/lookup';
import { expandTemplatePermissions, resolvePermissions } from '@atrium/domain/factfind/permissions';
import type { Template } from '@atrium/domain/factfind/template';
import { deepFreeze } from '../../platform/deep-freeze.ts';
import type { AnswerRow, TemplateRow } from './rows.ts';

// Everything a fact-find is checked and shown against: the base template plus the firm template version the
// fact-find is pinned to (or, before one is started, the firm's published version; none means the base alone).
export type TemplateContext = {
  template: Template;
  firmTemplate: TemplateRow | null;
  customPages: CustomPageDef[];
  pageSections: DefaultPageSections;
  settings: TemplateSettings;
  templatePermissions: Record<string, PermissionFlags>;
  steps: string[];
};

export function templateContext(firmTemplate: TemplateRow | null): TemplateContext {
  const customPages = [...(firmTemplate?.customPages ?? [])].sort((a, b) => a.order - b.order);
  return {
    template: baseTemplate,
    firmTemplate,
    customPages,
    pageSections: effectivePageSections(baseTemplate, firmTemplate?.defaultPageSections ?? {}),
    settings: { show_fund_input: firmTemplate?.templateSettings.show_fund_input ?? false },
    templatePermissions: expandTemplatePermissions(firmTemplate?.templatePermissions ?? {}),
    steps: factFindSteps(baseTemplate, customPages),
  };
}

// Building a context (page sections, expanded permissions, steps) costs more CPU than the read it serves,
// and a published template version never changes (only drafts are edited; publishing stamps published_at once).
// So contexts are kept in memory per published template id, bounded (least recently used goes first). Only the
// immutable version is cached: which version a firm publishes now is still read from the database on every call
// that needs it, so several instances never disagree about it. A template row that is not published (none should
// reach here) is built every time, never kept. Nothing user- or caller-specific is in a context.
export type TemplateContextCache = {
  // The context of the given template version (null: the base template alone); `load` reads it on a miss.
  forTemplateId(
    templateId: number | null,
    load: (templateId: number) => Promise<TemplateRow | null>,
  ): Promise<TemplateContext>;
  // The context of a template row already read (e.g. the firm's published version).
  forRow(firmTemplate: TemplateRow | null): TemplateContext;
  // The cached version, or null without reading anything.
  peek(templateId: number): TemplateContext | null;
  readonly size: number;
};

// A cached context is shared by every request that uses it, so what it built is frozen (platform/deep-freeze.ts).
// `template` is the domain's own constant, frozen once here for the whole server: nothing may change it, and a frozen
// template's section index is kept between saves (@atrium/domain/factfind/lookup).
deepFreeze(baseTemplate);

function frozenContext(firmTemplate: TemplateRow | null): TemplateContext {
  const { template, ...built } = templateContext(firmTemplate);
  deepFreeze(built);
  return Object.freeze({ template, ...built });
}

const baseContext = frozenContext(null);

export function createTemplateContextCache(maxEntries = 256): TemplateContextCache {
  const entries = new Map<number, TemplateContext>();

  function peek(templateId: number): TemplateContext | null {
    const hit = entries.get(templateId);
    if (!hit) return null;
    // Map keeps insertion order: re-inserting marks it most recently used.
    entries.delete(templateId);
    entries.set(templateId, hit);
    return hit;
  }

  function forRow(firmTemplate: TemplateRow | null): TemplateContext {
    if (!firmTemplate) return baseContext;
    const cached = peek(firmTemplate.id);
    if (cached) return cached;
    if (!firmTemplate.publishedAt) return templateContext(firmTemplate);
    const built = frozenContext(firmTemplate);
    entries.set(firmTemplate.id, built);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as number);
    return built;
  }

  return {
    async forTemplateId(templateId, load) {
      if (templateId === null) return baseContext;
      return peek(templateId) ?? forRow(await load(templateId));
    },
    forRow,
    peek,
    get size() {
      return entries.size;
    },
  };
}

// The template's flags overlaid by the user's own.
export function callerPermissions(ctx: TemplateContext, userPermissions: Permissions): Permissions {
  return resolvePermissions(ctx.templatePermissions, userPermissions);
}

export type LocatedQuestion = { question: CustomQuestionDef; page: CustomPageDef };

export function customQuestions(ctx: TemplateContext): LocatedQuestion[] {
  return ctx.customPages.flatMap((page) =>
    page.sections.flatMap((section) => section.questions.map((question) => ({ question, page }))),
  );
}

export function findQuestion(ctx: TemplateContext, questionId: string): LocatedQuestion | null {
  return customQuestions(ctx).find((located) => located.question.id === questionId) ?? null;
}

// The permission name a custom page's answers are checked under: 'fact-find.custom.{slug}'.
export const customPermissionName = (page: CustomPageDef) => customStep(page.slug);

// Before a fact-find starts there are no answer rows to show: the pages that will have questions are named with
// no sections, so the start page lists the same steps as the questionnaire's stepper (web steps.ts).
export function customPagesOutline(ctx: TemplateContext): CustomPage[] {
  return ctx.customPages
    .filter((page) => page.sections.some((section) => section.questions.length > 0))
    .map((page) => ({ slug: page.slug, title: page.title, order: page.order, sections: [] }));
}

export function customPagesView(ctx: TemplateContext, answers: AnswerRow[]): CustomPage[] {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  return ctx.customPages.flatMap((page) => {
    const sections = page.sections.map((section) => ({
      title: section.title,
      questions: section.questions.flatMap((question) => {
        const answer = byQuestion.get(question.id);
        // Answer rows are made when the fact-find starts; a question without one cannot be answered.
        if (!answer) return [];
        return [
          {
            id: question.id,
            type: question.type,
            label: question.label,
            help: question.help ?? null,
            required: question.required ?? false,
            options: {
              ...(question.options?.min !== undefined ? { min: question.options.min } : {}),
              ...(question.options?.max !== undefined ? { max: question.options.max } : {}),
              choices: question.options?.choices ?? [],
            },
            answer: { id: answer.id, value: answer.value ?? null },
          },
        ];
      }),
    }));
    return sections.some((section) => section.questions.length > 0)
      ? [{ slug: page.slug, title: page.title, order: page.order, sections }]
      : [];
  });
}
