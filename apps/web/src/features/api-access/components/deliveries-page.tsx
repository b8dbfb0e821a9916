import type { WebhookDelivery } from '@atrium/domain/contract/webhooks';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime } from '../../../ui/date-time.ts';
import { SectionCard } from '../../../ui/section-card.tsx';
import { apiAccessKeys, deliveriesQueryOptions, endpointsQueryOptions, replayDelivery } from '../api.ts';

const statusLabels: Record<WebhookDelivery['status'], string> = {
  pending: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};

// /adviser/integrations/webhooks/:endpointId: an endpoint's latest deliveries, each try's answer and time, and a
// replay of any of them (the same message id, so the receiver can tell it is a repeat).
export function DeliveriesPage({ endpointId }: { endpointId: number }) {
  const queryClient = useQueryClient();
  const { data: endpoints } = useSuspenseQuery(endpointsQueryOptions());
  const { data: deliveries } = useSuspenseQuery(deliveriesQueryOptions(endpointId));
  const endpoint = endpoints.find((item) => item.id === endpointId);
  const [notice, setNotice] = useState<string | null>(null);
  const replay = useMutation({
    mutationFn: (deliveryId: number) => replayDelivery(endpointId, deliveryId),
    onSuccess: (answer) => setNotice(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.deliveries(endpointId) }),
  });

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link to="/adviser/integrations" className="text-sm font-medium text-primary-ink underline">
          Back to Integrations
        </Link>
        <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">
          Delivery log
        </h1>
        <p className="text-sm break-all text-gray-700 dark:text-gray-300">{endpoint?.url}</p>
      </div>
      {replay.error ? <ErrorAlert>{replay.error.message}</ErrorAlert> : null}
      <p
        role="status"
        className={notice ? 'text-sm font-medium text-green-800 dark:text-green-200' : 'sr-only'}
      >
        {notice ?? ''}
      </p>
      <SectionCard title="Latest deliveries" description="The last 50, newest first.">
        {deliveries.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Nothing has been sent to this endpoint yet.
          </p>
        ) : (
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {deliveries.map((delivery) => (
              <li key={delivery.id} className="space-y-2 py-4 text-sm">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="font-semibold text-gray-900 dark:text-gray-50">
                      {delivery.event_type}{' '}
                      <span className="font-normal">· {statusLabels[delivery.status]}</span>
                    </p>
                    <p className="text-gray-700 dark:text-gray-300">
                      <code className="font-mono">{delivery.message_id}</code> · happened{' '}
                      {formatDateTime(delivery.occurred_at)}
                      {delivery.next_attempt_at
                        ? ` · next try ${formatDateTime(delivery.next_attempt_at)}`
                        : ''}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    isPending={replay.isPending && replay.variables === delivery.id}
                    onClick={() => {
                      setNotice(null);
                      replay.mutate(delivery.id);
                    }}
                    aria-label={`Replay ${delivery.message_id}`}
                  >
                    Replay
                  </Button>
                </div>
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Tries of {delivery.message_id}</caption>
                  <thead className="text-gray-700 dark:text-gray-300">
                    <tr>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        When
                      </th>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        Answer
                      </th>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        Time taken
                      </th>
                    </tr>
                  </thead>
                  <tbody className="text-gray-900 dark:text-gray-100">
                    {delivery.attempts.map((attempt) => (
                      <tr key={attempt.attempted_at}>
                        <td className="py-1 pr-3">
                          {formatDateTime(attempt.attempted_at)}
                          {attempt.replay ? ' (replay)' : ''}
                        </td>
                        <td className="py-1 pr-3">{attempt.status_code ?? attempt.error ?? 'No answer'}</td>
                        <td className="py-1 pr-3">{attempt.latency_ms} ms</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
