import type { UserClient } from '@atrium/domain/contract/auth';
import { clientAge, personDateOfBirth } from '@atrium/domain/factfind/age';
import { todayIso } from '@atrium/domain/factfind/dates';
import { displayPersonName } from '@atrium/domain/factfind/names';
import { retirementDate } from '@atrium/domain/factfind/retirement';
import type { FactFindData, FieldDef, SectionDef } from '@atrium/domain/factfind/template';
import { readPath } from '@atrium/domain/factfind/visibility';

export type DerivedFact = { label: string; value: string; text: string };

// What is shown beside a field it derives from: the age beside a date of birth, the
// retirement date beside the desired retirement age.
export function derivedFact(
  section: SectionDef,
  field: FieldDef,
  factFind: FactFindData,
  client: UserClient | null,
): DerivedFact | null {
  const person = section.person;
  if (!person) return null;
  if (section.category.startsWith('personal_details') && field.key === 'date_of_birth') {
    const age = clientAge(person, factFind, client, todayIso());
    return age === null ? null : { label: 'Age', value: String(age), text: `Age ${age}` };
  }
  if (section.category.startsWith('employment') && field.key === 'desired_retirement_age') {
    const date = retirementDate(
      personDateOfBirth(person, factFind, client),
      readPath(factFind, `${section.category}.desired_retirement_age`),
      readPath(factFind, `${section.category}.employment_status`),
    );
    return date ? { label: 'Retirement date', value: date, text: `Retirement date: ${date}` } : null;
  }
  return null;
}

export function asideFor(...args: Parameters<typeof derivedFact>): string | null {
  return derivedFact(...args)?.text ?? null;
}

// People are named by the display-name rule; a section about one person is headed with
// their name ("James's details"), or keeps its title when it does not start with "Your". A title already about
// the person (the firm's reading, perspective.ts templateAbout) is the heading.
export function sectionHeading(
  section: SectionDef,
  factFind: FactFindData,
  client: UserClient | null,
): string {
  if (!section.person) return section.title;
  const name = displayPersonName(section.person, factFind, client);
  if (section.title.startsWith(`${name}'s `)) return section.title;
  const rest = section.title.replace(/^Your (partner's )?/, '');
  return rest === section.title ? `${section.title}: ${name}` : `${name}'s ${rest}`;
}
