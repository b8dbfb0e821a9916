import type { Region } from '@atrium/domain/contract/auth';
import {
  answerText,
  frequencyFieldOf,
  type PeopleNames,
  withFrequency,
} from '@atrium/domain/factfind/answer-text';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { localiseTemplate } from '@atrium/domain/factfind/localise';
import { type FactFindData, isScalarSection, type SectionDef } from '@atrium/domain/factfind/template';
import { readPath } from '@atrium/domain/factfind/visibility';

// The fact-find as it was at the last review, page by page, in the words the review page and the PDF use
// (answer-text.ts): each section's answers, each list item's. Only what was answered.

export type BaselineRow = { label: string; value: string };
export type BaselineGroup = { title: string; rows: BaselineRow[] };

function rowsOf(section: SectionDef, read: (key: string) => unknown, symbol: string, people: PeopleNames) {
  return section.fields.flatMap((field): BaselineRow[] => {
    if (field.frequencyOf) return [];
    const text = answerText(field, read(field.key), symbol, people);
    if (text === null) return [];
    const frequency = frequencyFieldOf(field, section.fields);
    return [
      { label: field.label, value: frequency ? withFrequency(text, frequency, read(frequency.key)) : text },
    ];
  });
}

export function baselineGroups(
  slug: string,
  baseline: FactFindData,
  options: { region: Region; symbol: string; people: PeopleNames },
): BaselineGroup[] {
  const page = localiseTemplate(baseTemplate, options.region).pages.find((p) => p.slug === slug);
  if (!page) return [];
  return page.sections.flatMap((section): BaselineGroup[] => {
    if (section.repeatable) {
      const items = readPath(baseline, `${section.category}.${section.repeatable.property}`);
      if (!Array.isArray(items)) return [];
      return items.flatMap((item, index) => {
        if (item === null || typeof item !== 'object') return [];
        const record = item as Record<string, unknown>;
        const rows = rowsOf(section, (key) => record[key], options.symbol, options.people);
        const label = section.repeatable?.itemLabel ?? 'Item';
        return rows.length > 0 ? [{ title: `${section.title}: ${label} ${index + 1}`, rows }] : [];
      });
    }
    const read = (key: string) =>
      isScalarSection(section)
        ? readPath(baseline, section.category)
        : readPath(baseline, `${section.category}.${key}`);
    const rows = rowsOf(section, read, options.symbol, options.people);
    return rows.length > 0 ? [{ title: section.title, rows }] : [];
  });
}
