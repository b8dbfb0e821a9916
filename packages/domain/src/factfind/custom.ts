import { parseIsoDate } from './dates.ts';

// A firm template's custom pages: steps addressed 'custom.{slug}' after the base pages. Answers live apart from
// the document, one row per question and fact-find, by answer id.
export const customQuestionTypes = [
  'text',
  'textarea',
  'number',
  'currency',
  'date',
  'select',
  'radio',
  'yesno',
  'multiselect',
] as const;
export type CustomQuestionType = (typeof customQuestionTypes)[number];

export type CustomChoice = { value: string; label: string };

export type CustomQuestionDef = {
  // Stable across template versions, so answers survive a republish.
  id: string;
  type: CustomQuestionType;
  label: string;
  help?: string | null;
  required?: boolean;
  options?: { min?: number; max?: number; choices?: CustomChoice[] };
};

export type CustomSectionDef = { title: string; questions: CustomQuestionDef[] };

export type CustomPageDef = { slug: string; title: string; order: number; sections: CustomSectionDef[] };

export const customStepPrefix = 'custom.';

export function customStep(slug: string): string {
  return `${customStepPrefix}${slug}`;
}

type RequiredRule = Pick<CustomQuestionDef, 'type' | 'required'> & { options?: { min?: number } };

// A required non-multiselect answer fails if null, empty string or undefined; a required multiselect
// fails if missing, not a list, or with fewer selected items than options.min.
export function isCustomAnswerMissing(question: RequiredRule, value: unknown): boolean {
  if (!question.required) return false;
  if (question.type === 'multiselect') {
    if (!Array.isArray(value)) return true;
    return value.length < (question.options?.min ?? 1);
  }
  return value === null || value === undefined || value === '';
}

const maxTextLength = { text: 255, textarea: 5000 } as const;

// Whether a value can be stored as this question's answer: null clears it; otherwise the value must be of the
// question's type and within its options. Required-ness is checked on submit, not on each save, except that a
// multiselect below its minimum (and above none) is refused outright (the spec's 422 on fewer than options.min).
export function validateCustomAnswer(question: CustomQuestionDef, value: unknown): string | null {
  if (value === null) return null;
  const choices = question.options?.choices ?? [];
  const isChoice = (candidate: unknown) => choices.some((choice) => choice.value === candidate);
  switch (question.type) {
    case 'text':
    case 'textarea':
      if (typeof value !== 'string') return 'Enter text.';
      return value.length > maxTextLength[question.type]
        ? `Use at most ${maxTextLength[question.type]} characters.`
        : null;
    case 'number':
    case 'currency': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'Enter a number.';
      const { min, max } = question.options ?? {};
      if (min !== undefined && value < min) return `Enter ${min} or more.`;
      if (max !== undefined && value > max) return `Enter ${max} or less.`;
      if (question.type === 'currency' && Math.abs(value) > 1e12) return 'Enter a smaller amount.';
      return null;
    }
    case 'date':
      return parseIsoDate(value) ? null : 'Enter a real date as YYYY-MM-DD.';
    case 'select':
    case 'radio':
      return isChoice(value) ? null : 'Choose one of the options.';
    case 'yesno':
      return typeof value === 'boolean' ? null : 'Choose yes or no.';
    case 'multiselect': {
      if (!Array.isArray(value)) return 'Choose from the options.';
      // Unticking every box clears the answer, like null.
      if (value.length === 0) return null;
      if (!value.every(isChoice)) return 'Choose only from the options.';
      if (new Set(value).size !== value.length) return 'Choose each option once.';
      const { min, max } = question.options ?? {};
      if (min !== undefined && value.length < min) return `Choose at least ${min}.`;
      if (max !== undefined && value.length > max) return `Choose at most ${max}.`;
      return null;
    }
  }
}
