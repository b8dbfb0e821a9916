// Each person's contact details live in two places that must agree: the fact-find's personal details (client 1's
// for the client, client 2's for the household partner who signs in) and their account (the profile's name and
// telephone). A save of either writes the other in the same transaction (the fact-find's property save in
// apps/server/src/features/factfind/property-save-sql-repo.ts, the profile's in
// apps/server/src/features/profile/contact-repo.ts). The email is not synced: it is the sign-in identity and
// changes only through the profile's confirmed email change (docs/decisions/011-one-set-of-contact-details.md).

export const contactCategory = 'personal_details_client1';
// A household's person 2 (the partner, once they sign in) keeps theirs in client 2's personal details.
export const contactCategoryOf = (person: 1 | 2) => `personal_details_client${person}` as const;
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

// Which of one person's account details a fact-find save changes, from its audit rows' paths: a whole category,
// one property of it, or (never for personal details, which are not a list) an item. Person 1 is the client's
// account, person 2 the household partner's, each from their own personal details.
export function contactChangesOf(
  changes: readonly { path: string; oldValue: unknown; newValue: unknown }[],
  person: 1 | 2 = 1,
): {
  telephone: boolean;
  name: boolean;
} {
  const { category, telephonePath, namePaths } = contactPaths[person];
  let telephone = false;
  let name = false;
  for (const { path, oldValue, newValue } of changes) {
    if (path === category) {
      const before = (oldValue ?? {}) as Record<string, unknown>;
      const after = (newValue ?? {}) as Record<string, unknown>;
      if (text(before[contactTelephoneProperty]) !== text(after[contactTelephoneProperty])) telephone = true;
      if (fullNameOf(before) !== fullNameOf(after)) name = true;
    } else if (path === telephonePath) {
      telephone = true;
    } else if (namePaths.has(path)) {
      name = true;
    }
  }
  return { telephone, name };
}

// Each person's contact paths, spelt once (every property save asks).
const contactPathsOf = (person: 1 | 2) => {
  const category = contactCategoryOf(person);
  return {
    category,
    telephonePath: `${category}.${contactTelephoneProperty}`,
    namePaths: new Set<string>(contactNameProperties.map((key) => `${category}.${key}`)),
  };
};
const contactPaths = { 1: contactPathsOf(1), 2: contactPathsOf(2) };

export type AccountContact = { name: string; email: string; telephone: string | null };

// A new fact-find starts from the account's details: client 1's mobile is the profile's telephone and the name
// the account's, also when it starts from the last reviewed one (the profile may have changed since). The email
// is only a starting value for a first fact-find: the client may give their adviser another contact address.
// Person 2 (the household partner who signs in) is client 2 the same way.
export function withAccountContact(
  data: Record<string, unknown>,
  account: AccountContact,
  isFirst: boolean,
  person: 1 | 2 = 1,
): Record<string, unknown> {
  const category = contactCategoryOf(person);
  const current = data[category];
  const details: Record<string, unknown> =
    current && typeof current === 'object' && !Array.isArray(current) ? { ...current } : {};
  if (account.telephone) details[contactTelephoneProperty] = account.telephone;
  if (text(account.name) && fullNameOf(details) !== text(account.name)) {
    for (const [key, value] of Object.entries(splitName(account.name))) details[key] = value || null;
  }
  if (isFirst && !text(details.email)) details.email = account.email;
  return { ...data, [category]: details };
}

// What the household's open fact-find says of a person's name and mobile where it differs from their own account:
// the other partner changed them there, and a person's account changes only from their own side
// (docs/decisions/011-one-set-of-contact-details.md). Each detail only where it differs, a name only where the
// fact-find has one (a name is never emptied); null when they agree.
export function contactToConfirm(
  account: { name: string; telephone: string | null },
  details: unknown,
): { name?: string; telephone?: string | null } | null {
  const d = details && typeof details === 'object' ? (details as Record<string, unknown>) : {};
  const found: { name?: string; telephone?: string | null } = {};
  const name = fullNameOf(d);
  if (name && name !== text(account.name)) found.name = name;
  // As the save writes it to the account: trimmed, and empty as none.
  const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '') || null;
  const telephone = trimmed(d[contactTelephoneProperty]);
  if (telephone !== trimmed(account.telephone)) found.telephone = telephone;
  return Object.keys(found).length > 0 ? found : null;
}
