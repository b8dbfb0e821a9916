// A complete joint fact-find built from the base template: every field of every section answered (two
// items in each list), each value checked with the domain's own validation, so the benches fill the largest
// realistic document the portal holds. Deterministic: the same document on every run.

import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { type FieldDef, isScalarSection } from '@atrium/domain/factfind/template';
import { validateFieldValue } from '@atrium/domain/factfind/validate';

const today = '2026-01-15';

function candidates(field: FieldDef, n: number): unknown[] {
  const first = field.options?.[0]?.value;
  const limit = (text: string) => text.slice(0, field.maxLength ?? 255);
  switch (field.type) {
    case 'text':
      return [limit(`${field.label} ${n}`), 'Sample'];
    case 'textarea':
      return [`${field.label}: a few sentences written by the client, item ${n}.`];
    case 'number':
      return [field.number?.minDigits ? '12345678' : Math.max(field.min ?? 0, 2), field.min ?? 1];
    case 'currency':
      return [25_000 + n * 1_000, field.min ?? 0];
    case 'percent':
      return [5, field.min ?? 0];
    case 'date':
      return [field.key === 'date_of_birth' ? `197${n}-04-12` : `201${n}-06-01`];
    case 'select':
    case 'radio':
      return [field.defaultValue ?? first, first].filter((value) => value !== undefined);
    case 'yesno':
      return [true];
    case 'multiselect':
      return [field.options?.slice(0, Math.max(field.min ?? 1, 2)).map((option) => option.value) ?? []];
    case 'email':
      return [`person${n}@example.com`];
    case 'tel':
      return ['07700 900123'];
    case 'postcode':
      return ['SW1A 1AA'];
    case 'holdings':
      return [
        [
          { fund: 'Global Equity Fund', value: 12_500 },
          { fund: 'UK Gilts', value: 7_500 },
        ],
      ];
  }
}

function fill(fields: FieldDef[], n: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = candidates(field, n).find(
      (candidate) => validateFieldValue(field, candidate, { today }) === null,
    );
    if (value !== undefined) values[field.key] = value;
  }
  return values;
}

// One update request per category, in page order; `joint: true` first, so every partner's section shows.
export function fullJointFactFindUpdates(): { updates: Record<string, unknown> }[] {
  const requests: { updates: Record<string, unknown> }[] = [];
  const byCategory = new Map<string, Record<string, unknown>>();
  for (const page of baseTemplate.pages) {
    for (const section of page.sections) {
      if (isScalarSection(section)) {
        requests.push({ updates: { [section.category]: true } });
        continue;
      }
      const category = byCategory.get(section.category) ?? {};
      if (section.repeatable) {
        category[section.repeatable.property] = [1, 2].map((n) => fill(section.fields, n));
      } else {
        Object.assign(category, fill(section.fields, 1));
      }
      byCategory.set(section.category, category);
    }
  }
  for (const [category, values] of byCategory) requests.push({ updates: { [category]: values } });
  return requests;
}

export function countFields(): number {
  return baseTemplate.pages
    .flatMap((page) => page.sections)
    .reduce((sum, section) => sum + section.fields.length, 0);
}
