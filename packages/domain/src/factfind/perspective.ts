import type { FieldDef, SectionDef, Template } from './template.ts';

// The one rule for who "you" is. Both partners of a household sign in to the one fact-find, conversation,
// documents and calendar, whose client 1 and client 2 stay as stored; every screen, notice and mail that says
// "you" to one of them says it of the reader and names the other person (or says "your partner").
//
// The template speaks to client 1 ("Your details", "Your partner's details"); for client 2 the titles are turned
// round. Inside a section about one person, each question is asked of the reader about themselves (its label)
// and about the other person (its partnerLabel: "Has your partner smoked…"), whichever client each is. The web
// renders with the reader's template (features/factfind/context.tsx useTemplate) and heads each person's
// sections with their name by the display-name rule; the firm's side reads the base template as it is.

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

// Help texts that speak of the reader's own sign-in and profile (template-about.ts personalDetails: the email is
// not the sign-in address, the mobile is saved to the profile): shown only in the reader's own section, since in
// the other person's they would be about the partner's account.
const accountHelp: readonly string[] = ['email', 'mobile_phone'];
const isPersonalDetails = (section: SectionDef) => /^personal_details_client[12]$/.test(section.category);

function fieldFor(section: SectionDef, field: FieldDef, viewer: Viewer): FieldDef {
  if (section.person === viewer) return field;
  const dropsHelp = field.help !== undefined && isPersonalDetails(section) && accountHelp.includes(field.key);
  if (!field.partnerLabel && !dropsHelp) return field;
  const { help, ...rest } = field;
  return {
    ...rest,
    ...(field.partnerLabel ? { label: field.partnerLabel } : {}),
    ...(help !== undefined && !dropsHelp ? { help } : {}),
  };
}

function sectionFor(section: SectionDef, viewer: Viewer): SectionDef {
  if (!section.person) return section;
  return {
    ...section,
    title: titleFor(section.title, viewer),
    fields: section.fields.map((field) => fieldFor(section, field, viewer)),
  };
}

const cache = new WeakMap<Template, Map<Viewer, Template>>();

// The template as the viewer reads it: one object per template and viewer, so what is built from it can be
// memoised.
export function templateFor(template: Template, viewer: Viewer): Template {
  let byViewer = cache.get(template);
  if (!byViewer) {
    byViewer = new Map();
    cache.set(template, byViewer);
  }
  const cached = byViewer.get(viewer);
  if (cached) return cached;
  const turned = {
    ...template,
    pages: template.pages.map((page) => ({
      ...page,
      sections: page.sections.map((section) => sectionFor(section, viewer)),
    })),
  };
  byViewer.set(viewer, turned);
  return turned;
}

// What a person is called when the fact-find has no name for them yet, from the viewer's side.
export function personFallback(person: Viewer, viewer: Viewer): string {
  return person === viewer ? 'You' : 'Your partner';
}

// The household's two names as the client record holds them (GET api/user client: name is client 1's, joint_name
// client 2's).
export type HouseholdNames = { name: string; joint_name: string | null };

// The reader's own name and the other person's (null when the household has no partner), from the client record:
// client 2 is the household's joint name. A reader outside any household (viewer 1 by default) is client 1.
export function namesFromSide(
  names: HouseholdNames,
  viewer: Viewer,
): { own: string; partner: string | null } {
  const joint = names.joint_name?.trim() || null;
  if (viewer === 2) return { own: joint ?? '', partner: names.name.trim() || null };
  return { own: names.name.trim(), partner: joint };
}

// Who did something, as the household's reader says it: "you" for themselves, otherwise the person's name.
export function youOr(actorUserId: number, readerUserId: number, actorName: string): string {
  return actorUserId === readerUserId ? 'you' : actorName;
}

// Whether what the household sends (a fact-find, a message) may have been sent by the other person: only in a
// household whose other person signs in too. Person 2's partner (the client) always does.
export function isSharedWithPartner(household: {
  person: Viewer;
  partner: { has_sign_in: boolean } | null;
}): boolean {
  return household.person === 2 || household.partner?.has_sign_in === true;
}
