import type { Region } from '../contract/auth.ts';
import type { PolicyCategory, PolicyOwner } from '../contract/letters-of-authority.ts';
import { baseTemplate } from '../factfind/base-template.ts';
import { localiseTemplate } from '../factfind/localise.ts';
import { findRepeatable } from '../factfind/lookup.ts';
import type { FactFindData } from '../factfind/template.ts';
import { isFieldShown, isJoint, readPath } from '../factfind/visibility.ts';

// The fact-find's pensions and investments a letter of authority can be written for: each with a provider and a
// policy (or account) number the question was asked for (a defined benefit scheme or the State Pension has no
// policy number in the fact-find), and its owner: the client's own in a single household, else as answered
// (a joint account is both people's; an item of a joint fact-find without an owner is left out).

export type FactFindPolicy = {
  category: PolicyCategory;
  type: string;
  typeLabel: string;
  provider: string;
  policyNumber: string;
  owner: PolicyOwner;
};

const categories: PolicyCategory[] = ['pensions', 'investments'];
// A fact-find answer as text, trimmed and with its spaces folded ('' for anything but text).
export const cleanText = (value: unknown) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';

// A policy named by its provider and number, case and spacing aside (two accounts with one provider differ by
// their numbers).
export const samePolicy = (
  a: { category: string; provider: string; policyNumber: string },
  b: { category: string; provider: string; policyNumber: string },
) =>
  a.category === b.category &&
  cleanText(a.provider).toLowerCase() === cleanText(b.provider).toLowerCase() &&
  cleanText(a.policyNumber).toLowerCase() === cleanText(b.policyNumber).toLowerCase();

export function factFindPolicies(factFind: FactFindData, region: Region): FactFindPolicy[] {
  const template = localiseTemplate(baseTemplate, region);
  const joint = isJoint(factFind);
  const policies: FactFindPolicy[] = [];
  for (const category of categories) {
    const section = findRepeatable(template, category, 'items');
    const items = readPath(factFind, `${category}.items`);
    if (!section || !Array.isArray(items)) continue;
    const field = (key: string) => section.fields.find((candidate) => candidate.key === key);
    const reference = field('reference');
    const typeField = field('type');
    for (const item of items) {
      if (item === null || typeof item !== 'object') continue;
      const record = item as Record<string, unknown>;
      const provider = cleanText(record.provider);
      const policyNumber = cleanText(record.reference);
      if (!provider || !policyNumber || !reference) continue;
      if (!isFieldShown(reference, factFind, { item: record })) continue;
      const owner = joint ? ownerOf(record.owner) : 'client1';
      if (!owner) continue;
      const type = cleanText(record.type);
      const typeLabel = typeField?.options?.find((option) => option.value === type)?.label ?? 'Policy';
      policies.push({ category, type, typeLabel, provider, policyNumber, owner });
    }
  }
  return policies;
}

function ownerOf(value: unknown): PolicyOwner | null {
  return value === 'client1' || value === 'client2' || value === 'joint' ? value : null;
}

// Who signs a policy's letter: its owner, or both people for a joint one (person 1, then person 2).
export const signersOf = (owner: PolicyOwner): (1 | 2)[] =>
  owner === 'joint' ? [1, 2] : owner === 'client2' ? [2] : [1];
