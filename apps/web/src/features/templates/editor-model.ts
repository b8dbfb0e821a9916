import type { PermissionFlags } from '@atrium/domain/contract/auth';
import type { TemplateDraft, UpdateTemplateDraftRequest } from '@atrium/domain/contract/templates';
import type { CustomQuestionType } from '@atrium/domain/factfind/custom';

// The editor's working copy of a draft: arrays in display order (a page's `order` is its position).
export type EditorChoice = { value: string; label: string };
export type EditorQuestion = {
  id: string;
  type: CustomQuestionType;
  label: string;
  help: string;
  required: boolean;
  min: string;
  max: string;
  choices: EditorChoice[];
};
export type EditorSection = { title: string; questions: EditorQuestion[] };
// `key` is the editor's own handle on a page (React's key while pages move); it is never sent.
export type EditorPage = { key: string; slug: string; title: string; sections: EditorSection[] };
export type EditorState = {
  defaultPageSections: Record<string, string[]>;
  showFundInput: boolean;
  customPages: EditorPage[];
  templatePermissions: Record<string, boolean>;
};

export const questionTypeLabels: Record<CustomQuestionType, string> = {
  text: 'Short text',
  textarea: 'Long text',
  number: 'Number',
  currency: 'Amount of money',
  date: 'Date',
  select: 'Drop-down list',
  radio: 'Radio buttons',
  yesno: 'Yes or no',
  multiselect: 'Tick boxes (choose several)',
};

export const hasChoices = (type: CustomQuestionType) =>
  type === 'select' || type === 'radio' || type === 'multiselect';
export const hasLimits = (type: CustomQuestionType) =>
  type === 'number' || type === 'currency' || type === 'multiselect';

export function editorStateOf(draft: TemplateDraft): EditorState {
  return {
    defaultPageSections: structuredClone(draft.defaultPageSections),
    showFundInput: draft.templateSettings.show_fund_input,
    templatePermissions: { ...draft.templatePermissions },
    customPages: [...draft.customPages]
      .sort((a, b) => a.order - b.order)
      .map((page) => ({
        key: page.slug,
        slug: page.slug,
        title: page.title,
        sections: page.sections.map((section) => ({
          title: section.title,
          questions: section.questions.map((question) => ({
            id: question.id,
            type: question.type,
            label: question.label,
            help: question.help ?? '',
            required: question.required ?? false,
            min: question.options?.min === undefined ? '' : String(question.options.min),
            max: question.options?.max === undefined ? '' : String(question.options.max),
            choices: question.options?.choices?.map((choice) => ({ ...choice })) ?? [],
          })),
        })),
      })),
  };
}

// An empty limit is none; anything else goes as typed, for the server to judge (and name the field if wrong).
const limit = (value: string) => (value.trim() === '' ? undefined : Number(value));

export function requestOf(state: EditorState): UpdateTemplateDraftRequest {
  return {
    defaultPageSections: state.defaultPageSections,
    templateSettings: { show_fund_input: state.showFundInput },
    templatePermissions: state.templatePermissions,
    customPages: state.customPages.map((page, index) => ({
      slug: page.slug,
      title: page.title,
      order: index + 1,
      sections: page.sections.map((section) => ({
        title: section.title,
        questions: section.questions.map((question) => {
          const min = hasLimits(question.type) ? limit(question.min) : undefined;
          const max = hasLimits(question.type) ? limit(question.max) : undefined;
          return {
            id: question.id,
            type: question.type,
            label: question.label,
            help: question.help.trim() === '' ? null : question.help,
            required: question.required,
            options: {
              ...(min === undefined ? {} : { min }),
              ...(max === undefined ? {} : { max }),
              ...(hasChoices(question.type) ? { choices: question.choices } : {}),
            },
          };
        }),
      })),
    })),
  };
}

// A new question's id: stable across versions (answers carry over by it), unique enough within one firm.
export function newQuestionId(): string {
  return `q_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

export function newQuestion(): EditorQuestion {
  return {
    id: newQuestionId(),
    type: 'text',
    label: '',
    help: '',
    required: false,
    min: '',
    max: '',
    choices: [],
  };
}

export function newPage(existing: EditorPage[]): EditorPage {
  let n = existing.length + 1;
  while (existing.some((page) => page.slug === `page-${n}`)) n++;
  return {
    key: crypto.randomUUID(),
    slug: `page-${n}`,
    title: '',
    sections: [{ title: '', questions: [newQuestion()] }],
  };
}

// Moves the item at `from` one place up (-1) or down (+1); out of range leaves the list as it is.
export function move<T>(items: T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function replaceAt<T>(items: T[], index: number, item: T): T[] {
  return items.map((current, i) => (i === index ? item : current));
}

export function removeAt<T>(items: T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

// A client user's own setting for one permission, as the panel offers it (its flags overlay the template's).
export type ClientPermissionChoice = 'template' | 'allow' | 'read-only' | 'deny' | 'custom';

const allFlags = (value: boolean): PermissionFlags => ({
  create: value,
  read: value,
  update: value,
  delete: value,
  forceDelete: value,
});

export function choiceOf(flags: Partial<PermissionFlags> | undefined): ClientPermissionChoice {
  if (!flags || Object.keys(flags).length === 0) return 'template';
  const same = (wanted: PermissionFlags) =>
    (Object.keys(wanted) as (keyof PermissionFlags)[]).every((key) => flags[key] === wanted[key]);
  if (same(allFlags(true))) return 'allow';
  if (same(allFlags(false))) return 'deny';
  if (same({ ...allFlags(false), read: true })) return 'read-only';
  return 'custom';
}

export function flagsOf(choice: Exclude<ClientPermissionChoice, 'custom' | 'template'>): PermissionFlags {
  if (choice === 'allow') return allFlags(true);
  if (choice === 'deny') return allFlags(false);
  return { ...allFlags(false), read: true };
}

// The first message for a field path of a 422 ('customPages.0.slug').
export const errorAt = (errors: Record<string, string[]>, path: string) => errors[path]?.[0];
