// Client 1's contact details live in two places that must agree: the fact-find's personal details and the
// account (the profile's name and telephone). A save of either writes the other in the same transaction (the
// fact-find's property save in apps/server/src/features/factfind/property-save-sql-repo.ts, the profile's in
// apps/server/src/features/profile/repo.ts). The email is not synced: it is the sign-in identity and changes
// only through the profile's confirmed email change.

export const contactCategory = 'personal_details_client1';
export const contactTelephoneProperty = 'mobile_phone';
export const contactNameProperties = ['first_name', 'middle_names', 'last_name'] as const;

type NameParts = { first_name: string; middle_names: string; last_name: string };

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

// The account's name read off the fact-find: first, middle and last names joined ('' when none is given).
export function fullNameOf(details: unknown): string {
  const d = details && typeof details === 'object' ? (details as Record<string, unknown>) : {};
  return contactNameProperties
    .map((key) => text(d[key]))
    .filter(Boolean)
    .join(' ');
}

// The fact-find's names from the account's one name: the first word, the last word and what lies between.
export function splitName(name: string): NameParts {
  const words = text(name).split(' ').filter(Boolean);
  return {
    first_name: words[0] ?? '',
    middle_names: words.length > 2 ? words.slice(1, -1).join(' ') : '',
    last_name: words.length > 1 ? (words[words.length - 1] as string) : '',
  };
}

// Which of the account's details a fact-find save changes, from its audit rows' paths: a whole category, one
// property of it, or (never for personal details, which are not a list) an item.
export function contactChangesOf(
  changes: readonly { path: string; oldValue: unknown; newValue: unknown }[],
): {
  telephone: boolean;
  name: boolean;
} {
  let telephone = false;
  let name = false;
  for (const { path, oldValue, newValue } of changes) {
    if (path === contactCategory) {
      const before = (oldValue ?? {}) as Record<string, unknown>;
      const after = (newValue ?? {}) as Record<string, unknown>;
      if (text(before[contactTelephoneProperty]) !== text(after[contactTelephoneProperty])) telephone = true;
      if (fullNameOf(before) !== fullNameOf(after)) name = true;
    } else if (path === `${contactCategory}.${contactTelephoneProperty}`) {
      telephone = true;
    } else if (contactNameProperties.some((key) => path === `${contactCategory}.${key}`)) {
      name = true;
    }
  }
  return { telephone, name };
}

export type AccountContact = { name: string; email: string; telephone: string | null };

// A new fact-find starts from the account's details: client 1's mobile is the profile's telephone and the name
// the account's, also when it starts from the last reviewed one (the profile may have changed since). The email
// is only a starting value for a first fact-find: the client may give their adviser another contact address.
export function withAccountContact(
  data: Record<string, unknown>,
  account: AccountContact,
  isFirst: boolean,
): Record<string, unknown> {
  const current = data[contactCategory];
  const details: Record<string, unknown> =
    current && typeof current === 'object' && !Array.isArray(current) ? { ...current } : {};
  if (account.telephone) details[contactTelephoneProperty] = account.telephone;
  if (text(account.name) && fullNameOf(details) !== text(account.name)) {
    for (const [key, value] of Object.entries(splitName(account.name))) details[key] = value || null;
  }
  if (isFirst && !text(details.email)) details.email = account.email;
  return { ...data, [contactCategory]: details };
}
