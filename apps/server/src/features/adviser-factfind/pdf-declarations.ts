import { formatDateTime, type Row } from './pdf-rows.ts';

// The fact-find PDF's "Declarations" section: who of the household declared that what they gave about
// themselves is true and complete, when, and in which words; who was not asked (no sign-in) or has not declared.
// Read from features/factfind/declarations-service.ts recordOf, for the fact-find the PDF shows.

export type DeclarationRecord = {
  required: boolean;
  people: {
    name: string;
    can_sign_in: boolean;
    required: boolean;
    declared_at: string | null;
    is_outdated: boolean;
    // The words declared, as they were when declared.
    text: string | null;
  }[];
};

export type DeclarationsSection = { rows: Row[] };

export function declarationsSection(
  record: DeclarationRecord,
  timeZone = 'Europe/London',
): DeclarationsSection | null {
  const anyMade = record.people.some((person) => person.declared_at !== null || person.is_outdated);
  if (!record.required && !anyMade) return null;
  const rows = record.people.map((person): Row => {
    if (person.declared_at) {
      const when = formatDateTime(new Date(person.declared_at), timeZone);
      return { label: person.name, values: [`Declared ${when}: “${person.text ?? ''}”`] };
    }
    if (person.is_outdated)
      return { label: person.name, values: ['Declared, then answers changed; not declared again'] };
    if (!person.can_sign_in)
      return { label: person.name, values: ['Not asked: has no sign-in to the portal'] };
    return { label: person.name, values: [person.required ? 'Not declared' : 'Not asked'] };
  });
  return { rows };
}
