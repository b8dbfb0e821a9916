import { needsEarlierAddresses } from './address-history.ts';
import { type CustomQuestionDef, isCustomAnswerMissing } from './custom.ts';
import { todayIso } from './dates.ts';
import { type DefaultPageSections, shownSections } from './lookup.ts';
import {
  type FactFindData,
  isScalarSection,
  type SectionDef,
  type Template,
  type TemplateSetting,
} from './template.ts';
import { isFieldAnswered } from './validate.ts';
import { type FieldScope, isFieldShown, isJoint, isVisible, readPath } from './visibility.ts';

export type MissingItems = Record<string, string[]>;

export type CustomAnswerState = { question: CustomQuestionDef; value: unknown };

const requiredMessage = (label: string) => `${label} is required.`;

const namedPeople = (factFind: FactFindData): (1 | 2)[] => (isJoint(factFind) ? [1, 2] : [1]);

const coreDetails = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['date_of_birth', 'Date of birth'],
] as const;

// The review page sends the client back to the questionnaire while client 1 (and client 2 when joint)
// lacks a first name, last name or date of birth.
export function lacksReviewDetails(factFind: FactFindData): boolean {
  return namedPeople(factFind).some((person) =>
    coreDetails.some(([property]) => {
      const value = readPath(factFind, `personal_details_client${person}.${property}`);
      return value === undefined || value === null || value === '';
    }),
  );
}

export const addressHistoryMessage = 'Add your previous addresses until they cover the last three years.';

function missingInSection(
  section: SectionDef,
  factFind: FactFindData,
  missing: MissingItems,
  scope: FieldScope,
): void {
  if (!isVisible(section.visibleWhen, factFind, scope)) return;
  if (section.repeatable) {
    const items = readPath(factFind, `${section.category}.${section.repeatable.property}`);
    const list = Array.isArray(items) ? items : [];
    const base = `${section.category}.${section.repeatable.property}`;
    if (section.repeatable.min && list.length < section.repeatable.min) {
      missing[base] = [
        `Add at least ${section.repeatable.min} ${section.repeatable.itemLabel.toLowerCase()}.`,
      ];
    }
    list.forEach((item, index) => {
      const itemData = item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : {};
      for (const field of section.fields) {
        if (!field.required || !isFieldShown(field, factFind, { ...scope, item: itemData })) continue;
        if (!isFieldAnswered(field, itemData[field.key])) {
          missing[`${base}.${index}.${field.key}`] = [requiredMessage(field.label)];
        }
      }
    });
    return;
  }
  for (const field of section.fields) {
    if (!field.required || !isFieldShown(field, factFind, scope)) continue;
    const path = isScalarSection(section) ? section.category : `${section.category}.${field.key}`;
    if (!isFieldAnswered(field, readPath(factFind, path))) missing[path] = [requiredMessage(field.label)];
  }
}

// What blocks submitting for review: every required field of a shown, visible section (client 1's names and
// date of birth, and client 2's when joint), required items of repeatable sections, and required custom
// questions keyed 'custom.{questionId}'; previous addresses until three years are covered, when the firm's
// template shows them. Empty when the fact-find may be submitted.
export function missingForReview(input: {
  template: Template;
  pageSections: DefaultPageSections;
  factFind: FactFindData;
  customAnswers: CustomAnswerState[];
  settings?: Partial<Record<TemplateSetting, boolean>>;
  today?: string;
}): MissingItems {
  const missing: MissingItems = {};
  const today = input.today ?? todayIso();
  const scope: FieldScope = { today, ...(input.settings ? { settings: input.settings } : {}) };
  for (const page of input.template.pages) {
    for (const section of shownSections(page, input.pageSections)) {
      missingInSection(section, input.factFind, missing, scope);
      if (section.note === 'address-history' && needsEarlierAddresses(input.factFind, today)) {
        missing[`${section.category}.${section.repeatable?.property ?? 'items'}`] ??= [addressHistoryMessage];
      }
    }
  }
  // Names and dates of birth are needed whatever sections a firm shows.
  for (const person of namedPeople(input.factFind)) {
    for (const [property, label] of coreDetails) {
      const path = `personal_details_client${person}.${property}`;
      const value = readPath(input.factFind, path);
      if (value === undefined || value === null || value === '') missing[path] ??= [requiredMessage(label)];
    }
  }
  for (const { question, value } of input.customAnswers) {
    if (!isCustomAnswerMissing(question, value)) continue;
    const min = question.options?.min;
    missing[`custom.${question.id}`] = [
      question.type === 'multiselect' && min && min > 1
        ? `Choose at least ${min}.`
        : 'This question is required.',
    ];
  }
  return missing;
}
