import type { PeopleNames } from './answer-text.ts';
import type { FieldDef, FieldOption, SectionDef, Template } from './template.ts';

// The one rule for who "you" is. Both partners of a household sign in to the one fact-find, conversation,
// documents and calendar, whose client 1 and client 2 stay as stored; every screen, notice and mail that says
// "you" to one of them says it of the reader and names the other person (or says "your partner").
//
// The template speaks to client 1 ("Your details", "Your partner's details"); for client 2 the titles are turned
// round. Inside a section about one person, each question is asked of the reader about themselves (its label)
// and about the other person (its partnerLabel: "Has your partner smoked…"), whichever client each is. The web
// renders with the reader's template (features/factfind/context.tsx useTemplate) and heads each person's
// sections with their name by the display-name rule. A choice that says "I" is said of the person by anyone else
// (its partnerLabel). The firm's staff read from outside the household (templateAbout): every question and choice
// of a person's section about that person, by name ("How well does Aisha know investing?"), never "you"; the
// household's own pages and sections about the household ("Do they own or rent it?", "Protect their family").

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

// The choices as they are said of the person by someone else.
const saidOf = (options: FieldOption[] | undefined) =>
  options?.some((option) => option.partnerLabel)
    ? options.map((option) => (option.partnerLabel ? { ...option, label: option.partnerLabel } : option))
    : options;

// A question of a person's section as someone other than that person reads it: `label` is the question about them
// (the partner's "Has your partner smoked…", the firm's "Has Aisha smoked…").
function otherReading(section: SectionDef, field: FieldDef, label: string | undefined): FieldDef {
  const dropsHelp = field.help !== undefined && isPersonalDetails(section) && accountHelp.includes(field.key);
  const options = saidOf(field.options);
  if (label === undefined && !dropsHelp && options === field.options) return field;
  const { help, ...rest } = field;
  return {
    ...rest,
    ...(label !== undefined ? { label } : {}),
    ...(options ? { options } : {}),
    ...(help !== undefined && !dropsHelp ? { help } : {}),
  };
}

function fieldFor(section: SectionDef, field: FieldDef, viewer: Viewer): FieldDef {
  if (section.person === viewer) return field;
  return otherReading(section, field, field.partnerLabel);
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

// A question asked about "your partner" as it is asked about the named person: "Has your partner made a will?" →
// "Has Aisha made a will?", "If your partner's investments fell…" → "If Aisha's investments fell…".
export function aboutPerson(text: string, name: string): string {
  const named = text
    .replace(/\b[Yy]our partner(?:'|’)s /g, `${name}'s `)
    .replace(/\b[Yy]our partner\b/g, name);
  return named.charAt(0).toUpperCase() + named.slice(1);
}

// A title about one person as the firm reads it: "Your partner's will and estate" → "Aisha's will and estate".
export function titleAbout(title: string, name: string): string {
  if (partnerPrefix.test(title)) return title.replace(partnerPrefix, `${name}'s `);
  if (ownPrefix.test(title)) return title.replace(ownPrefix, `${name}'s `);
  return title;
}

// The household's words about itself as someone outside it says them: "your household" is "the household", "you"
// is "they" ("them" after a preposition), "your", "my" and "our" are "their", "yours" is "theirs". "We" and "us" are the firm's
// own ("Tell us more", "we work out the monthly figure") and stay. English conjugates "they" as "you", so a question
// reads the same way round: "Do you own or rent it?" → "Do they own or rent it?".
export function saidOfHousehold(text: string): string {
  const cased = (word: string, as: string) => (/^[A-Z]/.test(word) ? as[0]?.toUpperCase() + as.slice(1) : as);
  return text
    .replace(/\b([Yy])our household\b/g, (_, y: string) => (y === 'Y' ? 'The household' : 'the household'))
    .replace(/\b(about|on|to|for|with|from|of|by) you\b/gi, (_, before: string) => `${before} them`)
    .replace(/\byours\b/gi, (word) => cased(word, 'theirs'))
    .replace(/\b(your|my|our)\b/gi, (word) => cased(word, 'their'))
    .replace(/\byou\b/gi, (word) => cased(word, 'they'));
}

// A household section's title as the firm reads it: by its subject ("Your current address" → "Current address",
// "Your goals" → "Goals"), or said of the household ("Property you own" → "Property they own").
function householdTitle(title: string): string {
  const subject = title.replace(ownPrefix, '');
  if (subject !== title) return subject.charAt(0).toUpperCase() + subject.slice(1);
  return saidOfHousehold(title);
}

function householdSectionAbout(section: SectionDef): SectionDef {
  const field = (f: FieldDef): FieldDef => ({
    ...f,
    label: saidOfHousehold(f.label),
    ...(f.help !== undefined ? { help: saidOfHousehold(f.help) } : {}),
    ...(f.options
      ? { options: f.options.map((option) => ({ ...option, label: saidOfHousehold(option.label) })) }
      : {}),
  });
  return {
    ...section,
    title: householdTitle(section.title),
    ...(section.help !== undefined ? { help: saidOfHousehold(section.help) } : {}),
    fields: section.fields.map(field),
  };
}

function sectionAbout(section: SectionDef, names: PeopleNames): SectionDef {
  if (!section.person) return householdSectionAbout(section);
  const name = section.person === 1 ? names.client1 : names.client2;
  return {
    ...section,
    title: titleAbout(section.title, name),
    fields: section.fields.map((field) =>
      otherReading(
        section,
        field,
        field.partnerLabel === undefined ? undefined : aboutPerson(field.partnerLabel, name),
      ),
    ),
  };
}

// The template as the firm's staff read it, from outside the household: each person's sections titled with their
// name, each question asked about them by name and each choice said of them; the pages and the household's own
// sections said of the household (saidOfHousehold). The names are those the reader heads
// each person with; a table of both people side by side passes "this person" for either. Built afresh (the names
// are the household's): a screen memoises it.
export function templateAbout(template: Template, names: PeopleNames): Template {
  return {
    ...template,
    pages: template.pages.map((page) => ({
      ...page,
      title: saidOfHousehold(page.title),
      sections: page.sections.map((section) => sectionAbout(section, names)),
    })),
  };
}

// The words of the firm's own pages (a custom page of its template), whose questions speak to the household.
type CustomPageText = {
  title: string;
  sections: {
    title: string;
    questions: {
      label: string;
      help: string | null;
      options: { choices: { value: string; label: string }[] };
    }[];
  }[];
};

// The firm's own pages as its staff read them, from outside the household: titles, questions, help and choices
// said of the household (saidOfHousehold), as templateAbout says the base template's. The answers are untouched.
export function customPagesAbout<Page extends CustomPageText>(pages: readonly Page[]): Page[] {
  return pages.map((page) => ({
    ...page,
    title: saidOfHousehold(page.title),
    sections: page.sections.map((section) => ({
      ...section,
      title: saidOfHousehold(section.title),
      questions: section.questions.map((question) => ({
        ...question,
        label: saidOfHousehold(question.label),
        help: question.help === null ? null : saidOfHousehold(question.help),
        options: {
          ...question.options,
          choices: question.options.choices.map((choice) => ({
            ...choice,
            label: saidOfHousehold(choice.label),
          })),
        },
      })),
    })),
  }));
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
