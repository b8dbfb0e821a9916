import type { DeclarationPerson } from '../contract/factfind-declarations.ts';

// One person's declaration as the client's review page and the adviser's fact-find tab say it
// (contract/factfind-declarations.ts); `when` formats the moment it was made.
export function declarationStateText(person: DeclarationPerson, when: (iso: string) => string): string {
  if (person.declared && person.declared_at) return `Declared on ${when(person.declared_at)}`;
  if (person.is_outdated) return 'Declared, but answers have changed since: needs to declare again';
  if (!person.can_sign_in) return 'Not asked: has no sign-in to the portal yet';
  return person.required ? 'Not declared yet' : 'Not asked';
}
