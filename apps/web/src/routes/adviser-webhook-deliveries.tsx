import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router';
import { deliveriesQueryOptions, endpointsQueryOptions } from '../features/api-access/api.ts';
import { DeliveriesPage } from '../features/api-access/components/deliveries-page.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { isApiError } from '../lib/http.ts';

const endpointIdOf = (params: { endpointId: string }) => Number(params.endpointId);

// One webhook endpoint's delivery log, for admins (_admin.tsx); another firm's endpoint answers 404 like none.
export const Route = createFileRoute('/_staff/adviser/_admin/integrations/webhooks/$endpointId')({
  beforeLoad: ({ params }) => {
    const id = endpointIdOf(params);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  },
  loader: async ({ context, params }) => {
    try {
      await Promise.all([
        context.queryClient.ensureQueryData(endpointsQueryOptions()),
        context.queryClient.ensureQueryData(deliveriesQueryOptions(endpointIdOf(params))),
      ]);
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: AdviserWebhookDeliveriesRoute,
});

const route = getRouteApi('/_staff/adviser/_admin/integrations/webhooks/$endpointId');

function AdviserWebhookDeliveriesRoute() {
  return (
    <>
      <FirmPageTitle page="Delivery log" />
      <DeliveriesPage endpointId={endpointIdOf(route.useParams())} />
    </>
  );
}
