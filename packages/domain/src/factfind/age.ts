import { parseIsoDate } from './dates.ts';
import type { FactFindData } from './template.ts';
import { readPath } from './visibility.ts';

// Whole years from a date of birth to `today` (both 'YYYY-MM-DD'); null when either is not a real date or the
// birth is after today. A 29 February birthday turns a year older on 1 March in non-leap years.
export function ageInYears(dateOfBirth: unknown, today: string): number | null {
  const born = parseIsoDate(dateOfBirth);
  const now = parseIsoDate(today);
  if (!born || !now) return null;
  let age = now.year - born.year;
  if (now.month < born.month || (now.month === born.month && now.day < born.day)) age -= 1;
  return age < 0 ? null : age;
}

export type ClientRecord = {
  name: string;
  joint_name: string | null;
  dob: string | null;
  joint_dob: string | null;
};

// The fact-find's date of birth, falling back to the client record's.
export function personDateOfBirth(
  person: 1 | 2,
  factFind: FactFindData,
  client: ClientRecord | null,
): string | null {
  const fromFactFind = readPath(factFind, `personal_details_client${person}.date_of_birth`);
  if (parseIsoDate(fromFactFind)) return fromFactFind as string;
  const fromClient = person === 1 ? client?.dob : client?.joint_dob;
  return parseIsoDate(fromClient) ? (fromClient as string) : null;
}

export function clientAge(
  person: 1 | 2,
  factFind: FactFindData,
  client: ClientRecord | null,
  today: string,
): number | null {
  return ageInYears(personDateOfBirth(person, factFind, client), today);
}
