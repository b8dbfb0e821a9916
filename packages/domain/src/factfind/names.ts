import type { FactFindData } from './template.ts';
import { readPath } from './visibility.ts';

export type NameSource = { name: string; joint_name: string | null };

type Person = 1 | 2;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const fold = (value: string) => value.toLocaleLowerCase('en-GB');

function namesOf(factFind: FactFindData, person: Person) {
  const at = (property: string) => text(readPath(factFind, `personal_details_client${person}.${property}`));
  return { first: at('first_name'), middle: at('middle_names'), last: at('last_name') };
}

function fallback(person: Person, client: NameSource | null): string {
  if (person === 1) return text(client?.name) || 'Client';
  return text(client?.joint_name) || 'Partner';
}

// The fact-find's name when first and last are both set, otherwise the client's name (client 1), or
// the joint name (client 2), or 'Partner'. When both people's fact-find first names are the same, the last name
// is added; when the full names are the same too, the middle initial tells them apart.
export function displayPersonName(person: Person, factFind: FactFindData, client: NameSource | null): string {
  const own = namesOf(factFind, person);
  if (!own.first || !own.last) return fallback(person, client);
  const other = namesOf(factFind, person === 1 ? 2 : 1);
  if (!other.first || !other.last || fold(other.first) !== fold(own.first)) return own.first;
  if (fold(other.last) !== fold(own.last)) return `${own.first} ${own.last}`;
  const initial = own.middle ? `${own.middle.charAt(0).toLocaleUpperCase('en-GB')}. ` : '';
  return `${own.first} ${initial}${own.last}`;
}
