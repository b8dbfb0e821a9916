import type { PermissionFlags, Permissions } from '@atrium/domain/contract/auth';
import type { CustomPage, TemplateSettings } from '@atrium/domain/contract/factfind';
import { type CustomPageDef, type CustomQuestionDef, customStep } from '@atrium/domain/factfind/custom';
import {
  type DefaultPageSections,
  effectivePageSections,
  factFindSteps,
} from '@atrium/domain/factfind/lookup';
import { expandTemplatePermissions, resolvePermissions } from '@atrium/domain/factfind/permissions';
import { baseTemplate, type Template } from '@atrium/domain/factfind/template';
import type { AnswerRow, TemplateRow } from './repo.ts';

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

// Spec §6: the template's flags overlaid by the user's own.
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
