import type { ClientFactFindStatus, ClientSort, PortalStatus } from '@atrium/domain/contract/adviser';

export const factFindStatusLabels: Record<ClientFactFindStatus, string> = {
  'not-started': 'Not started',
  draft: 'In progress',
  'awaiting-review': 'Awaiting review',
  reviewed: 'Reviewed',
};

export const portalStatusLabels: Record<PortalStatus, string> = {
  'not-invited': 'Not invited',
  invited: 'Invited',
  'invitation-expired': 'Invitation expired',
  active: 'Active',
  disabled: 'Disabled',
  revoked: 'Revoked',
};

export const sortLabels: Record<ClientSort, string> = {
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  '-last_activity': 'Most recently active',
  last_activity: 'Least recently active',
  '-unread': 'Most unread messages',
  unread: 'Fewest unread messages',
  status: 'Fact-find status, awaiting review first',
  '-status': 'Fact-find status, reviewed first',
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const dayOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

// "Today at 14:05", "Yesterday at 09:12", "3 days ago", then the date itself.
export function formatWhen(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = Math.round((dayOf(now) - dayOf(date)) / 86_400_000);
  if (days <= 0) return `Today at ${timeFormat.format(date)}`;
  if (days === 1) return `Yesterday at ${timeFormat.format(date)}`;
  if (days < 7) return `${days} days ago`;
  return formatDate(iso);
}

// The same, inside a sentence: "submitted today at 14:05".
export function formatWhenInline(iso: string, now = new Date()): string {
  const text = formatWhen(iso, now);
  return text.charAt(0).toLowerCase() + text.slice(1);
}

// A plain date (YYYY-MM-DD) as "14 Feb 1990", without the time zone moving it a day.
export function formatBirthDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return dateFormat.format(new Date(year ?? 0, (month ?? 1) - 1, day ?? 1));
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// A value from the fact-find's history, in words: empty, yes/no, lists and items as "key: value".
export function formatHistoryValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Empty';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? 'Empty' : value.map((entry) => formatHistoryValue(entry)).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, entry]) => entry !== null && entry !== '',
    );
    if (entries.length === 0) return 'Empty';
    return entries
      .map(([key, entry]) => `${key.replaceAll('_', ' ')}: ${formatHistoryValue(entry)}`)
      .join('; ');
  }
  return String(value);
}

// Where the clamping of out-of-range numbers kept another number than the one typed: "typed 150, kept 85", per field, with
// the field's name when the change is a whole list item ("dependent until age: typed 45, kept 30").
export function typedNotes(change: { path: string; new: unknown; typed?: Record<string, string> | null }) {
  return Object.entries(change.typed ?? {}).map(([path, typed]) => {
    const key = path.startsWith(`${change.path}.`) ? path.slice(change.path.length + 1) : null;
    const kept =
      key && change.new !== null && typeof change.new === 'object'
        ? (change.new as Record<string, unknown>)[key]
        : change.new;
    const note = `typed ${typed}, kept ${formatHistoryValue(kept)}`;
    return key ? `${key.replaceAll('_', ' ')}: ${note}` : note;
  });
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
