import type { Region } from '../contract/auth.ts';
import type { FieldDef, FieldOption, PageDef, SectionDef, Template } from './template.ts';

// The template as a client of one region reads it: each label, title and help text replaced by the
// region's own where the template gives one (an Irish client sees PPSN, Eircode, PRSA, serious illness
// cover), and fields and options meant for other regions left out. Keys and stored values never change, so
// the server checks every save against the one base template.

const forRegion = (regions: readonly Region[] | undefined, region: Region) =>
  !regions || regions.includes(region);

function localiseOption(option: FieldOption, region: Region): FieldOption {
  const label = option.regional?.[region];
  return label ? { ...option, label } : option;
}

function localiseField(field: FieldDef, region: Region): FieldDef {
  const own = field.regional?.[region];
  const options = field.options
    ?.filter((option) => forRegion(option.regions, region))
    .map((option) => localiseOption(option, region));
  return {
    ...field,
    ...(own?.label ? { label: own.label } : {}),
    ...(own?.help ? { help: own.help } : {}),
    ...(own?.partnerLabel ? { partnerLabel: own.partnerLabel } : {}),
    ...(options ? { options } : {}),
  };
}

function localiseSection(section: SectionDef, region: Region): SectionDef {
  const own = section.regional?.[region];
  return {
    ...section,
    ...(own?.title ? { title: own.title } : {}),
    ...(own?.help ? { help: own.help } : {}),
    fields: section.fields
      .filter((field) => forRegion(field.regions, region))
      .map((field) => localiseField(field, region)),
  };
}

function localisePage(page: PageDef, region: Region): PageDef {
  const title = page.regional?.[region]?.title;
  return {
    ...page,
    ...(title ? { title } : {}),
    sections: page.sections.map((section) => localiseSection(section, region)),
  };
}

const cache = new WeakMap<Template, Map<Region, Template>>();

// The same object for the same template and region, so what is built from it can be memoised.
export function localiseTemplate(template: Template, region: Region): Template {
  let byRegion = cache.get(template);
  if (!byRegion) {
    byRegion = new Map();
    cache.set(template, byRegion);
  }
  const cached = byRegion.get(region);
  if (cached) return cached;
  const localised = { ...template, pages: template.pages.map((page) => localisePage(page, region)) };
  byRegion.set(region, localised);
  return localised;
}
