import { createFileRoute } from '@tanstack/react-router';
import { OverviewTab } from '../features/adviser/components/overview-tab.tsx';
import { PartnerInvitation } from '../features/household/components/partner-invitation.tsx';
import { SupportAdjustments } from '../features/support-needs/components/support-adjustments.tsx';
import { useClientId } from './client-tab.ts';

// The client page's tabs, each an address of its own (the firm's notifications link straight to them).
export const Route = createFileRoute('/_staff/adviser/clients/$clientId/')({
  component: OverviewTabRoute,
});

// The overview, the adjustments the household asked for (docs/support-needs.md), then the joint partner's own sign-in (the adviser invites them from here: partner-invitation.test.tsx).
function OverviewTabRoute() {
  const clientId = useClientId();
  return (
    <div className="space-y-6">
      <OverviewTab clientId={clientId} />
      <SupportAdjustments clientId={clientId} where="client-page" />
      <PartnerInvitation scope={{ clientId }} />
    </div>
  );
}
