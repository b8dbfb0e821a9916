import { z } from 'zod';
import { basePageSlugs, baseTemplate } from '../factfind/base-template.ts';
import { customQuestionTypes } from '../factfind/custom.ts';
import { permissionFlagsSchema } from './auth.ts';
import { dataOf, isoDateTime, listOf, requiredText } from './fields.ts';

// A firm's fact-find template, edited as a draft by an admin and published as numbered versions. The
// base template is built in; the firm's template only chooses among its sections and adds custom pages.

export const templateMessages = {
  adminOnly: "Only an admin can change the firm's fact-find template.",
  noDraft: 'There is no draft to publish. Make a change first.',
  slugFormat: 'Use lowercase letters, digits and single hyphens, starting with a letter.',
  slugTaken: 'Another custom page already uses this slug.',
  slugBase: 'This slug is used by a built-in page. Choose another.',
  questionIdFormat: 'Use lowercase letters, digits and underscores, starting with a letter.',
  questionIdTaken: 'Another question already uses this id.',
  optionsNeeded: 'Add at least two options.',
  optionValueTaken: 'Each option needs a different value.',
  minTooHigh: 'The minimum cannot be more than the number of options.',
  maxBelowMin: 'The maximum cannot be less than the minimum.',
  unknownPage: 'There is no built-in page with this slug.',
  unknownSection: 'This page has no section with this key.',
  lockedPage: 'The sections of this page are always shown (they hold the names and dates of birth).',
  emptyPage: 'Show at least one section of this page.',
  unknownPermission: 'There is no fact-find category or custom page with this name.',
  unknownClientPermission: 'There is no fact-find category or custom page with this name.',
  titleBase: (title: string, where: string) =>
    `“${title}” is already asked in the built-in step “${where}”. Give this page another title, or hide that part of the built-in step.`,
  titleTaken: 'Another custom page already uses this title.',
} as const;

const titleKey = (title: string) => title.replace(/\s+/g, ' ').trim().toLocaleLowerCase('en-GB');

// Every title a client already meets in the built-in steps (page and section titles, any region): a custom page
// under one of them would ask the same thing twice ("Your goals" as a section of "Objectives and experience").
const titlesOf = (item: { title: string; regional?: Partial<Record<string, { title?: string }>> }) => [
  item.title,
  ...Object.values(item.regional ?? {}).flatMap((regional) => (regional?.title ? [regional.title] : [])),
];
const builtInTitles = new Map<string, string>(
  baseTemplate.pages.flatMap((page) =>
    [page, ...page.sections].flatMap(titlesOf).map((title) => [titleKey(title), page.title] as const),
  ),
);

// The built-in step whose title a custom page's title repeats, or null.
export function builtInTitleClash(title: string): string | null {
  return builtInTitles.get(titleKey(title)) ?? null;
}

// The base pages whose sections a firm cannot hide: /fact-find/review needs the names and dates of birth.
export const lockedPageSlugs = ['about-you'] as const;

export const slugPattern = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
export const questionIdPattern = /^[a-z][a-z0-9_]*$/;

export const templateChoiceSchema = z.object({
  value: requiredText('option value', 80),
  label: requiredText('option label', 200),
});

const count = z.number({ error: 'Enter a whole number.' }).int('Enter a whole number.');

export const templateQuestionSchema = z.object({
  // Stable across versions, so answers carry over when a client starts their next fact-find.
  id: z
    .string({ error: 'The id field is required.' })
    .min(1, 'The id field is required.')
    .max(64, 'The id may not be longer than 64 characters.')
    .regex(questionIdPattern, templateMessages.questionIdFormat),
  type: z.enum(customQuestionTypes, { error: 'Choose a question type.' }),
  label: requiredText('question', 300),
  help: z.string().trim().max(500, 'The help text may not be longer than 500 characters.').nullish(),
  required: z.boolean().optional().default(false),
  options: z
    .object({
      min: count.min(0, 'Enter 0 or more.').max(1_000_000_000_000).optional(),
      max: count.min(0, 'Enter 0 or more.').max(1_000_000_000_000).optional(),
      choices: z.array(templateChoiceSchema).max(50, 'Use at most 50 options.').optional(),
    })
    .optional()
    .default({}),
});
export type TemplateQuestion = z.output<typeof templateQuestionSchema>;

export const templateSectionSchema = z.object({
  title: requiredText('section title', 200),
  questions: z.array(templateQuestionSchema).max(50, 'Use at most 50 questions in a section.'),
});

export const templatePageSchema = z.object({
  slug: z
    .string({ error: 'The slug field is required.' })
    .min(1, 'The slug field is required.')
    .max(40, 'The slug may not be longer than 40 characters.')
    .regex(slugPattern, templateMessages.slugFormat),
  title: requiredText('title', 120),
  order: count.min(0, 'Enter 0 or more.').max(1000, 'Enter 1000 or less.'),
  sections: z.array(templateSectionSchema).min(1, 'Add at least one section.').max(20),
});
export type TemplatePage = z.output<typeof templatePageSchema>;

// The permission names a template can set: each base category and each custom page ('custom.{slug}').
export const baseCategories: string[] = [
  ...new Set(baseTemplate.pages.flatMap((page) => page.sections.map((section) => section.category))),
];

export type PermissionName = { name: string; label: string };

// Each name with a label an admin recognises: the page and the section titles that hold the category.
export function permissionNameList(customPages: { slug: string; title: string }[]): PermissionName[] {
  const base = baseCategories.map((category) => {
    const page = baseTemplate.pages.find((candidate) =>
      candidate.sections.some((section) => section.category === category),
    );
    const titles = [
      ...new Set(page?.sections.filter((s) => s.category === category).map((s) => s.title) ?? []),
    ];
    return { name: `fact-find.${category}`, label: `${page?.title ?? category}: ${titles.join(', ')}` };
  });
  const custom = customPages.map((page) => ({
    name: `fact-find.custom.${page.slug}`,
    label: `Custom page: ${page.title}`,
  }));
  return [...base, ...custom];
}

export function permissionNamesOf(customPages: { slug: string; title: string }[]): string[] {
  return permissionNameList(customPages).map((entry) => entry.name);
}

const choiceTypes = new Set(['select', 'radio', 'multiselect']);

type Issue = { path: (string | number)[]; message: string };

// A custom page's title repeats neither a built-in step's nor another custom page's. Checked when a draft is
// saved and again when it is published (a draft saved before this rule may still hold a clash).
export function customPageTitleIssues(customPages: readonly { title: string }[]): Issue[] {
  const issues: Issue[] = [];
  const titles = new Set<string>();
  customPages.forEach((page, p) => {
    const clash = builtInTitleClash(page.title);
    if (clash) {
      issues.push({
        path: ['customPages', p, 'title'],
        message: templateMessages.titleBase(page.title, clash),
      });
    } else if (titles.has(titleKey(page.title))) {
      issues.push({ path: ['customPages', p, 'title'], message: templateMessages.titleTaken });
    }
    titles.add(titleKey(page.title));
  });
  return issues;
}

// The rules one field's schema cannot see: uniqueness, clashes with the base template, options against min.
export function templateDraftIssues(draft: TemplateDraftInput): Issue[] {
  const issues: Issue[] = [];
  const slugs = new Set<string>();
  const questionIds = new Set<string>();
  issues.push(...customPageTitleIssues(draft.customPages));
  draft.customPages.forEach((page, p) => {
    if (basePageSlugs.includes(page.slug)) {
      issues.push({ path: ['customPages', p, 'slug'], message: templateMessages.slugBase });
    } else if (slugs.has(page.slug)) {
      issues.push({ path: ['customPages', p, 'slug'], message: templateMessages.slugTaken });
    }
    slugs.add(page.slug);
    page.sections.forEach((section, s) => {
      section.questions.forEach((question, q) => {
        const at = (...rest: (string | number)[]) => [
          'customPages',
          p,
          'sections',
          s,
          'questions',
          q,
          ...rest,
        ];
        if (questionIds.has(question.id))
          issues.push({ path: at('id'), message: templateMessages.questionIdTaken });
        questionIds.add(question.id);
        const { min, max, choices = [] } = question.options ?? {};
        if (choiceTypes.has(question.type)) {
          if (choices.length < 2)
            issues.push({ path: at('options', 'choices'), message: templateMessages.optionsNeeded });
          const values = choices.map((choice) => choice.value);
          if (new Set(values).size !== values.length)
            issues.push({ path: at('options', 'choices'), message: templateMessages.optionValueTaken });
        }
        if (question.type === 'multiselect' && min !== undefined && min > choices.length)
          issues.push({ path: at('options', 'min'), message: templateMessages.minTooHigh });
        if (question.type === 'multiselect' && max !== undefined && max > choices.length)
          issues.push({
            path: at('options', 'max'),
            message: 'The maximum cannot be more than the number of options.',
          });
        if (min !== undefined && max !== undefined && max < min)
          issues.push({ path: at('options', 'max'), message: templateMessages.maxBelowMin });
      });
    });
  });
  for (const [slug, keys] of Object.entries(draft.defaultPageSections)) {
    const page = baseTemplate.pages.find((candidate) => candidate.slug === slug);
    if (!page) {
      issues.push({ path: ['defaultPageSections', slug], message: templateMessages.unknownPage });
      continue;
    }
    const known = page.sections.map((section) => section.key);
    if ((lockedPageSlugs as readonly string[]).includes(slug) && known.some((key) => !keys.includes(key)))
      issues.push({ path: ['defaultPageSections', slug], message: templateMessages.lockedPage });
    else if (keys.some((key) => !known.includes(key)))
      issues.push({ path: ['defaultPageSections', slug], message: templateMessages.unknownSection });
    else if (keys.length === 0)
      issues.push({ path: ['defaultPageSections', slug], message: templateMessages.emptyPage });
  }
  const names = new Set(permissionNamesOf(draft.customPages));
  for (const key of Object.keys(draft.templatePermissions)) {
    if (!names.has(key))
      issues.push({ path: ['templatePermissions', key], message: templateMessages.unknownPermission });
  }
  return issues;
}

const draftShape = z.object({
  defaultPageSections: z
    .record(z.string(), z.array(z.string().max(80)).max(50))
    .optional()
    .default({}),
  templateSettings: z.object({ show_fund_input: z.boolean() }).optional().default({ show_fund_input: false }),
  customPages: z.array(templatePageSchema).max(20, 'Use at most 20 custom pages.').optional().default([]),
  // One allowed/denied value per 'fact-find.{name}', expanded to all five flags.
  templatePermissions: z.record(z.string(), z.boolean()).optional().default({}),
});
type TemplateDraftInput = z.output<typeof draftShape>;

// PUT /api/adviser/templates/draft: the whole draft, replaced.
export const updateTemplateDraftRequestSchema = draftShape.superRefine((draft, ctx) => {
  for (const issue of templateDraftIssues(draft)) ctx.addIssue({ code: 'custom', ...issue });
});
export type UpdateTemplateDraftRequest = z.input<typeof updateTemplateDraftRequestSchema>;
export type TemplateDraftBody = z.output<typeof updateTemplateDraftRequestSchema>;

export const templateVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  // null: the draft.
  published_at: isoDateTime.nullable(),
  updated_at: isoDateTime,
  custom_page_count: z.number().int(),
  fact_finds_started: z.number().int(),
});
export type TemplateVersion = z.infer<typeof templateVersionSchema>;

const storedQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(customQuestionTypes),
  label: z.string(),
  help: z.string().nullable().optional(),
  required: z.boolean().optional(),
  options: z
    .object({
      min: z.number().optional(),
      max: z.number().optional(),
      choices: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
    })
    .optional(),
});

export const templateDraftSchema = z.object({
  // null: no draft yet; this is the latest published version (or the base alone), which the first save copies.
  id: z.number().int().nullable(),
  // The version the draft will get when published.
  version: z.number().int(),
  // The version the draft was made from (null: none was published yet).
  based_on: z.number().int().nullable(),
  updated_at: isoDateTime.nullable(),
  defaultPageSections: z.record(z.string(), z.array(z.string())),
  templateSettings: z.object({ show_fund_input: z.boolean() }),
  customPages: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      order: z.number().int(),
      sections: z.array(z.object({ title: z.string(), questions: z.array(storedQuestionSchema) })),
    }),
  ),
  templatePermissions: z.record(z.string(), z.boolean()),
});
export type TemplateDraft = z.infer<typeof templateDraftSchema>;

export const templateDraftResponseSchema = dataOf(templateDraftSchema);
export type TemplateDraftResponse = z.infer<typeof templateDraftResponseSchema>;

export const templateVersionsResponseSchema = listOf(templateVersionSchema);
export type TemplateVersionsResponse = z.infer<typeof templateVersionsResponseSchema>;

export const publishTemplateResponseSchema = dataOf(templateVersionSchema);
export type PublishTemplateResponse = z.infer<typeof publishTemplateResponseSchema>;

// GET/PUT /api/adviser/clients/{clientId}/permissions: a client user's own permissions, which overlay
// the template's flag by flag. `names` are the permissions there are, `template` what the template says of each.
export const clientPermissionsSchema = z.object({
  permissions: z.record(z.string(), permissionFlagsSchema.partial()),
  template: z.record(z.string(), z.boolean()),
  names: z.array(z.object({ name: z.string(), label: z.string() })),
});
export type ClientPermissions = z.infer<typeof clientPermissionsSchema>;
export const clientPermissionsResponseSchema = dataOf(clientPermissionsSchema);
export type ClientPermissionsResponse = z.infer<typeof clientPermissionsResponseSchema>;

export const updateClientPermissionsRequestSchema = z.object({
  permissions: z.record(z.string().max(120), permissionFlagsSchema.partial().strict()),
});
export type UpdateClientPermissionsRequest = z.infer<typeof updateClientPermissionsRequestSchema>;
