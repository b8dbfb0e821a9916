import type { Region } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { answerText } from '@atrium/domain/factfind/answer-text';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { localiseTemplate } from '@atrium/domain/factfind/localise';
import type { FieldDef } from '@atrium/domain/factfind/template';
import { formatMoney } from '@atrium/domain/money/format';
import { itemsAt } from '../cache.ts';

export type Policy = {
  index: number;
  title: string;
  // Label and shown answer of each answered detail, in the fact-find's order.
  details: { label: string; value: string }[];
};

// The protection section's fields in the client's region's terms (Life assurance, Serious illness cover…).
export function protectionFields(region: Region): FieldDef[] {
  const page = localiseTemplate(baseTemplate, region).pages.find((p) => p.slug === 'protection');
  return page?.sections.find((section) => section.category === 'protection')?.fields ?? [];
}

export type Names = { client1: string; client2: string };

const detailKeys = ['life_assured', 'benefit_amount', 'premium', 'end_date', 'in_trust', 'purpose'] as const;
const detailLabels: Record<(typeof detailKeys)[number], string> = {
  life_assured: 'Who is covered',
  benefit_amount: 'Amount of cover',
  premium: 'Premium',
  end_date: 'Cover ends',
  in_trust: 'In trust',
  purpose: 'What it is for',
};

function ownerName(value: unknown, names: Names): string | null {
  if (value === 'client1') return names.client1;
  if (value === 'client2') return names.client2;
  if (value === 'joint') return `${names.client1} and ${names.client2}`;
  return null;
}

// The cover recorded in the fact-find's protection items, as the client reads it.
export function policiesOf(
  data: PortalChangesResponse,
  region: Region,
  currencySymbol: string,
  names: Names,
): Policy[] {
  const fields = new Map(protectionFields(region).map((field) => [field.key, field]));
  const show = (item: Record<string, unknown>, key: string) => {
    const field = fields.get(key);
    const value = item[key];
    if (field?.type === 'currency')
      return typeof value === 'number' ? formatMoney(value, currencySymbol) : null;
    return field ? answerText(field, item[key], currencySymbol) : null;
  };
  return itemsAt(data, 'protection', 'items').map((item, index) => {
    const type = show(item, 'type') ?? 'Cover';
    const provider = typeof item.provider === 'string' ? item.provider.trim() : '';
    const details = detailKeys.flatMap((key) => {
      let value: string | null;
      if (key === 'life_assured') value = ownerName(item.life_assured, names);
      else if (key === 'benefit_amount') {
        value = show(item, 'benefit_amount');
        const basis = show(item, 'benefit_basis');
        if (value && basis) value = `${value} (${basis.replace(/^A /, 'a ').replace(/^An /, 'an ')})`;
      } else if (key === 'premium') {
        value = show(item, 'premium');
        const frequency = show(item, 'premium_frequency') ?? (value ? 'Monthly' : null);
        if (value && frequency) value = `${value} ${frequency.toLowerCase()}`;
      } else value = show(item, key);
      return value ? [{ label: detailLabels[key], value }] : [];
    });
    return { index, title: provider ? `${type}, ${provider}` : type, details };
  });
}

export type RequestKind = 'review' | 'quote';
export type ProtectionRequest = {
  kind: RequestKind;
  coverTypes: string[];
  forWhom: string;
  note: string;
};

export const noteMaxLength = 1000;

// The message the adviser receives: a fixed shape they can read at a glance (and a person can search for).
export function requestMessage(request: ProtectionRequest, policyCount: number): string {
  const lines = [
    request.kind === 'review'
      ? 'Protection request: please review my cover'
      : 'Protection request: please get me a quote',
    `For: ${request.forWhom}`,
    `Cover: ${request.coverTypes.length > 0 ? request.coverTypes.join(', ') : 'not sure yet'}`,
    `Cover in my fact-find: ${policyCount === 0 ? 'none recorded' : policyCount === 1 ? '1 policy' : `${policyCount} policies`}`,
  ];
  const note = request.note.trim();
  if (note) lines.push(`Note: ${note}`);
  return lines.join('\n');
}
