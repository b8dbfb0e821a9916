import type { PortalStatus } from '@atrium/domain/contract/adviser';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { portalStatusLabels } from '../format.ts';

const portalTones: Record<PortalStatus, BadgeTone> = {
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
