import type { FieldDef, SectionDef, Template } from './template.ts';

// Both partners of a household edit the one fact-find, whose client 1 and client 2 stay as stored. The
// template speaks to client 1 ("Your details", "Your partner's details"); for client 2 the same words are turned
// round, so each reads "you" for themselves and "your partner" for the other. The web renders with the viewer's
// template (features/factfind/context.tsx useTemplate), and names people by the display-name rule as before.

export type Viewer = 1 | 2;

const partnerPrefix = /^Your partner(?:'|’)s /;
const ownPrefix = /^Your /;

// A title about one person, as the viewer reads it.
export function titleFor(title: string, viewer: Viewer): string {
  if (viewer === 1) return title;
  if (partnerPrefix.test(title)) return title.replace(partnerPrefix, 'Your ');
  if (ownPrefix.test(title)) return title.replace(ownPrefix, "Your partner's ");
  return title;
}

// Client 1's help texts that speak of their own sign-in and profile (template-about.ts personalDetails(1): the email
// is not the sign-in address, the mobile is saved to the profile): about the partner's account when client 2 reads
// them, so left out for them.
const accountHelp: Record<string, readonly string[]> = {
  personal_details_client1: ['email', 'mobile_phone'],
};

function fieldFor(section: SectionDef, field: FieldDef, viewer: Viewer): FieldDef {
  if (viewer === 1 || !field.help || !accountHelp[section.category]?.includes(field.key)) return field;
  const { help: _help, ...rest } = field;
  return rest;
}

function sectionFor(section: SectionDef, viewer: Viewer): SectionDef {
  if (!section.person) return section;
  return {
    ...section,
    title: titleFor(section.title, viewer),
    fields: section.fields.map((field) => fieldFor(section, field, viewer)),
  };
}

const cache = new WeakMap<Template, Template>();

// The template as the viewer reads it: the same object for client 1, and one object per template for client 2, so
// what is built from it can be memoised.
export function templateFor(template: Template, viewer: Viewer): Template {
  if (viewer === 1) return template;
  const cached = cache.get(template);
  if (cached) return cached;
  const turned = {
    ...template,
    pages: template.pages.map((page) => ({
      ...page,
      sections: page.sections.map((section) => sectionFor(section, viewer)),
    })),
  };
  cache.set(template, turned);
  return turned;
}

// What a person is called when the fact-find has no name for them yet, from the viewer's side.
export function personFallback(person: Viewer, viewer: Viewer): string {
  return person === viewer ? 'You' : 'Your partner';
}
