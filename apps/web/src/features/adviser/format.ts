import type { ClientSort, PortalStatus } from '@atrium/domain/contract/adviser';
import { formatDate } from '../../ui/date-time.ts';

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

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

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

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
