import { type ClientFactFindStatus, clientFactFindStatusLabels } from '@atrium/domain/contract/adviser';
import { cx } from './cx.ts';

export type BadgeTone = 'neutral' | 'attention' | 'good' | 'bad';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  attention: 'bg-primary-50 text-primary-ink ring-1 ring-primary-ink/40 dark:bg-gray-800',
  good: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
  bad: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

const factFindTones: Record<ClientFactFindStatus, BadgeTone> = {
  'not-started': 'neutral',
  draft: 'neutral',
  'awaiting-review': 'attention',
  reviewed: 'good',
};

// A client's fact-find status, as the staff's lists (features/adviser) and the fact-find tab (features/factfind)
// both show it; its words are the contract's.
export function FactFindStatusBadge({ status }: { status: ClientFactFindStatus }) {
  return <Badge tone={factFindTones[status]}>{clientFactFindStatusLabels[status]}</Badge>;
}
