import type { ClientFactFindStatus, PortalStatus } from '@atrium/domain/contract/adviser';
import { cx } from '../../../ui/cx.ts';
import { factFindStatusLabels, portalStatusLabels } from '../format.ts';

type Tone = 'neutral' | 'attention' | 'good' | 'bad';

const tones: Record<Tone, string> = {
  neutral: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  attention: 'bg-primary-50 text-primary-ink ring-1 ring-primary-ink/40 dark:bg-gray-800',
  good: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
  bad: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
};

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: string }) {
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

const factFindTones: Record<ClientFactFindStatus, Tone> = {
  'not-started': 'neutral',
  draft: 'neutral',
  'awaiting-review': 'attention',
  reviewed: 'good',
};

export function FactFindStatusBadge({ status }: { status: ClientFactFindStatus }) {
  return <Badge tone={factFindTones[status]}>{factFindStatusLabels[status]}</Badge>;
}

const portalTones: Record<PortalStatus, Tone> = {
  'not-invited': 'neutral',
  invited: 'neutral',
  'invitation-expired': 'bad',
  active: 'good',
  disabled: 'bad',
  revoked: 'bad',
};

export function PortalStatusBadge({ status }: { status: PortalStatus }) {
  return <Badge tone={portalTones[status]}>{portalStatusLabels[status]}</Badge>;
}
