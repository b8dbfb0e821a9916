import { type CustomPageDef, customStep } from './custom.ts';
import { type FieldDef, isScalarSection, type PageDef, type SectionDef, type Template } from './template.ts';

// Which base sections each page shows (a firm template may hide some); pages it does not name show them all.
export type DefaultPageSections = Record<string, string[]>;

export function allPageSections(template: Template): DefaultPageSections {
  return Object.fromEntries(
    template.pages.map((page) => [page.slug, page.sections.map((section) => section.key)]),
  );
}

export function effectivePageSections(template: Template, chosen: DefaultPageSections): DefaultPageSections {
  const all = allPageSections(template);
  for (const [slug, keys] of Object.entries(chosen)) {
    const known = all[slug];
    if (known) all[slug] = keys.filter((key) => known.includes(key));
  }
  return all;
}

export function shownSections(page: PageDef, pageSections: DefaultPageSections): SectionDef[] {
  const keys = pageSections[page.slug];
  return keys ? page.sections.filter((section) => keys.includes(section.key)) : page.sections;
}

// Every section in page order, and the sections of each category (in the same order). A save looks a template up
// several times per property, so the index of a frozen template (as the server holds it: a frozen value never
// changes) is kept; any other template is indexed afresh on each call, as it may still be changed.
type SectionIndex = {
  sections: readonly SectionDef[];
  byCategory: ReadonlyMap<string, readonly SectionDef[]>;
};
const keptIndexes = new WeakMap<Template, SectionIndex>();
const noSections: readonly SectionDef[] = [];

function sectionIndex(template: Template): SectionIndex {
  const kept = keptIndexes.get(template);
  if (kept) return kept;
  const sections = template.pages.flatMap((page) => page.sections);
  const byCategory = new Map<string, SectionDef[]>();
  for (const section of sections) {
    const list = byCategory.get(section.category);
    if (list) list.push(section);
    else byCategory.set(section.category, [section]);
  }
  const index = { sections, byCategory };
  if (Object.isFrozen(template) && Object.isFrozen(template.pages)) keptIndexes.set(template, index);
  return index;
}

const sectionsOf = (template: Template, category: string) =>
  sectionIndex(template).byCategory.get(category) ?? noSections;

export function allSections(template: Template): readonly SectionDef[] {
  return sectionIndex(template).sections;
}

// The field a `{updates: {category: {property: value}}}` save writes to, outside repeatable sections.
export function findPropertyField(template: Template, category: string, property: string): FieldDef | null {
  for (const section of sectionsOf(template, category)) {
    if (section.repeatable || isScalarSection(section)) continue;
    const field = section.fields.find((candidate) => candidate.key === property);
    if (field) return field;
  }
  return null;
}

// The field of a scalar category (`joint`), saved as `{updates: {joint: true}}`.
export function findScalarField(template: Template, category: string): FieldDef | null {
  const section = sectionsOf(template, category).find((s) => isScalarSection(s));
  return section?.fields[0] ?? null;
}

// The repeatable section whose items live at `category.property`.
export function findRepeatable(template: Template, category: string, property: string): SectionDef | null {
  return sectionsOf(template, category).find((s) => s.repeatable?.property === property) ?? null;
}

export function isKnownCategory(template: Template, category: string): boolean {
  return sectionsOf(template, category).length > 0;
}

// Every step in order: the base pages, then the custom pages by their order, addressed 'custom.{slug}'.
export function factFindSteps(template: Template, customPages: CustomPageDef[]): string[] {
  const custom = [...customPages].sort((a, b) => a.order - b.order).map((page) => customStep(page.slug));
  return [...template.pages.map((page) => page.slug), ...custom];
}
