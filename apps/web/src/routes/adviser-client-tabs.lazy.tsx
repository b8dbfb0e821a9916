import type { ClientDetail } from '@atrium/domain/contract/adviser';
import type { UserClient } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { clientDetailQueryOptions } from '../features/adviser/api.ts';
import { DocumentsTab } from '../features/adviser/components/documents-tab.tsx';
import { FactFindTab } from '../features/adviser/components/fact-find-tab.tsx';
import { MessagesTab } from '../features/adviser/components/messages-tab.tsx';
import { NotifyTab } from '../features/adviser/components/notify-tab.tsx';
import { OverviewTab } from '../features/adviser/components/overview-tab.tsx';
import { factFindKeys } from '../features/factfind/api.ts';
import { ReadOnlyFactFind } from '../features/factfind/components/read-only-fact-find.tsx';
import { PartnerInvitation } from '../features/household/components/partner-invitation.tsx';
import { clientIdOf } from './adviser-client.tsx';

const clientRoute = getRouteApi('/_staff/adviser/clients/$clientId');
const factFindRoute = getRouteApi('/_staff/adviser/clients/$clientId/fact-find');

const useClientId = () => clientIdOf(clientRoute.useParams());

// The client record the fact-find's display rules fall back to (names, dates of birth, currency).
function userClientOf(client: ClientDetail): UserClient {
  return {
    id: client.id,
    name: client.name,
    joint_name: client.joint?.name ?? null,
    dob: client.dob,
    joint_dob: client.joint?.dob ?? null,
    currency_symbol: client.currency_symbol,
  };
}

function FactFindTabRoute() {
  const clientId = useClientId();
  const { fact_find_id: factFindId } = factFindRoute.useSearch();
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The preview (features/factfind/target.ts) keeps its state locally and calls nothing; it starts from the client's answers.
  const preview = (data: PortalChangesResponse) => {
    queryClient.setQueryData(factFindKeys.preview, structuredClone(data));
    void navigate({ to: '/fact-find', search: { preview: 1 } });
  };
  return (
    <FactFindTab
      clientId={clientId}
      factFindId={factFindId ?? null}
      onPreview={preview}
      renderFactFind={({ data, rowAction }) => (
        <ReadOnlyFactFind
          data={data}
          client={userClientOf(client)}
          region={client.region}
          rowAction={rowAction}
        />
      )}
    />
  );
}

// The overview, then the joint partner's own sign-in (the adviser invites them from here: partner-invitation.test.tsx).
function OverviewTabRoute() {
  const clientId = useClientId();
  return (
    <div className="space-y-6">
      <OverviewTab clientId={clientId} />
      <PartnerInvitation scope={{ clientId }} />
    </div>
  );
}

function MessagesTabRoute() {
  return <MessagesTab clientId={useClientId()} />;
}

function NotifyTabRoute() {
  return <NotifyTab clientId={useClientId()} />;
}

function DocumentsTabRoute() {
  return <DocumentsTab clientId={useClientId()} />;
}

export const overviewTabLazyRoute = createLazyRoute('/_staff/adviser/clients/$clientId/')({
  component: OverviewTabRoute,
});
export const factFindTabLazyRoute = createLazyRoute('/_staff/adviser/clients/$clientId/fact-find')({
  component: FactFindTabRoute,
});
export const messagesTabLazyRoute = createLazyRoute('/_staff/adviser/clients/$clientId/messages')({
  component: MessagesTabRoute,
});
export const notificationsTabLazyRoute = createLazyRoute('/_staff/adviser/clients/$clientId/notifications')({
  component: NotifyTabRoute,
});
export const documentsTabLazyRoute = createLazyRoute('/_staff/adviser/clients/$clientId/documents')({
  component: DocumentsTabRoute,
});
