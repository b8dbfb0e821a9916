import {
  createWebhookEndpointRequestSchema,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookEventCatalogue,
  webhookEventTypes,
} from '@atrium/domain/contract/webhooks';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { formatDateTime } from '../../../ui/date-time.ts';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  apiAccessKeys,
  createEndpoint,
  deleteEndpoint,
  endpointsQueryOptions,
  rotateSecret,
  updateEndpoint,
} from '../api.ts';
import { Choices } from './choices.tsx';
import { ShownOnce } from './shown-once.tsx';

const eventOptions = webhookEventTypes.map((type) => ({
  value: type,
  label: webhookEventCatalogue[type].description,
  hint: type,
}));
type Values = { url: string; description: string; events: WebhookEventType[] };
const empty: Values = { url: '', description: '', events: [] };

// The firm's webhook endpoints: register one (its signing secret shown once), enable or disable, rotate the secret,
// delete, and open its delivery log.
export function WebhooksSection() {
  const queryClient = useQueryClient();
  const { data: endpoints } = useSuspenseQuery(endpointsQueryOptions());
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.endpoints() });
  const create = useMutation({ mutationFn: createEndpoint, onSettled: refresh });
  const toggle = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => updateEndpoint(endpoint.id, { enabled: !endpoint.enabled }),
    onSettled: refresh,
  });
  const rotate = useMutation({
    mutationFn: rotateSecret,
    onSuccess: (rotated) => setSecret({ url: rotated.data.url, secret: rotated.secret }),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: deleteEndpoint, onSettled: refresh });
  const failure = toggle.error ?? rotate.error ?? remove.error;
  const form = useAppForm({
    schema: createWebhookEndpointRequestSchema,
    defaultValues: empty,
    mutation: create,
    onValid: (request) =>
      create.mutate(request, {
        onSuccess: (created) => {
          setSecret({ url: created.data.url, secret: created.secret });
          form.form.reset(empty);
        },
      }),
  });

  return (
    <SectionCard title="Webhooks" className="gap-5">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Atrium tells your back office when something happens, signed as the Standard Webhooks specification
        describes. Each event carries ids only: fetch the details with an API credential.
      </p>
      {secret ? (
        <ShownOnce
          label={`The signing secret of ${secret.url}`}
          value={secret.secret}
          onDone={() => setSecret(null)}
        />
      ) : null}
      <AppFormView form={form} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Endpoint URL"
            hint="https:// only"
            type="url"
            autoComplete="off"
            {...form.field('url')}
          />
          <TextField label="Description" maxLength={200} autoComplete="off" {...form.field('description')} />
        </div>
        <Choices legend="Events" options={eventOptions} field={form.field('events')} />
        <Button type="submit" isPending={form.isPending}>
          Add endpoint
        </Button>
      </AppFormView>
      {failure ? <ErrorAlert>{failure.message}</ErrorAlert> : null}
      {endpoints.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">No endpoints yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id} className="space-y-3 p-4 text-sm">
              <div className="space-y-1">
                <p className="font-semibold break-all text-gray-900 dark:text-gray-50">{endpoint.url}</p>
                {endpoint.description ? (
                  <p className="text-gray-700 dark:text-gray-300">{endpoint.description}</p>
                ) : null}
                <p className="text-gray-700 dark:text-gray-300">{endpoint.events.join(', ')}</p>
                <p
                  className={
                    endpoint.enabled
                      ? 'text-gray-700 dark:text-gray-300'
                      : 'font-medium text-red-800 dark:text-red-200'
                  }
                >
                  {endpoint.enabled
                    ? `Enabled since ${formatDateTime(endpoint.created_at)}`
                    : `Disabled${endpoint.disabled_at ? ` ${formatDateTime(endpoint.disabled_at)}` : ''}: ${endpoint.disabled_reason ?? ''}`}
                </p>
                {endpoint.previous_secret_expires_at ? (
                  <p className="text-gray-700 dark:text-gray-300">
                    The previous secret also signs until {formatDateTime(endpoint.previous_secret_expires_at)}
                    .
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                <Link
                  to="/adviser/integrations/webhooks/$endpointId"
                  params={{ endpointId: String(endpoint.id) }}
                  className={buttonClasses('secondary', 'sm')}
                  aria-label={`Delivery log of ${endpoint.url}`}
                >
                  Delivery log
                </Link>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => toggle.mutate(endpoint)}
                  aria-label={`${endpoint.enabled ? 'Disable' : 'Enable'} ${endpoint.url}`}
                >
                  {endpoint.enabled ? 'Disable' : 'Enable'}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => rotate.mutate(endpoint.id)}
                  aria-label={`Rotate secret of ${endpoint.url}`}
                >
                  Rotate secret
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDeleting(endpoint)}
                  aria-label={`Delete ${endpoint.url}`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this endpoint?"
        description={`Nothing more is sent to ${deleting?.url ?? ''}, including deliveries still being retried.`}
        confirmLabel="Delete"
        variant="danger"
        isPending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </SectionCard>
  );
}
