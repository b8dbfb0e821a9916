import { createLinkRequestSchema, type Link as PortalLink } from '@atrium/domain/contract/links';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmAction } from '../../../ui/confirm-action.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import {
  clientLinksKey,
  clientLinksQueryOptions,
  createClientLink,
  deleteClientLink,
} from '../adviser-api.ts';

const empty = { title: '', url: '', description: '' };

// A link for this client (ui/form.tsx): the contract's check, else the server's 422 beside its field.
function AddLinkForm({ clientId }: { clientId: number }) {
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (body: typeof empty) => createClientLink(clientId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientLinksKey(clientId) }),
  });
  const form = useAppForm({
    schema: createLinkRequestSchema,
    defaultValues: empty,
    mutation: add,
    onValid: (link) =>
      add.mutate(link, {
        onSuccess: () => {
          form.form.reset(empty);
          addToast({ description: `Added “${link.title}”.` });
        },
      }),
  });
  return (
    <div className="space-y-4 border-t border-gray-200 pt-4 dark:border-gray-800">
      <h3 className="text-base font-semibold text-gray-900 dark:text-gray-50">Add a link</h3>
      <AppFormView form={form} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Title" maxLength={120} autoComplete="off" {...form.field('title')} />
          <TextField
            label="Web address"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={2000}
            autoComplete="off"
            {...form.field('url')}
          />
        </div>
        <TextField
          label="Description (optional)"
          maxLength={500}
          autoComplete="off"
          {...form.field('description')}
        />
        <Button type="submit" variant="secondary" isPending={form.isPending}>
          {form.isPending ? null : <Plus aria-hidden="true" className="size-4" />}
          Add link
        </Button>
      </AppFormView>
    </div>
  );
}

function LinkRow({ clientId, link }: { clientId: number; link: PortalLink }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteClientLink(clientId, link.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientLinksKey(clientId) }),
  });
  return (
    <li className="flex flex-wrap items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium break-all text-primary-ink underline underline-offset-4"
          >
            {link.title}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          {link.scope === 'firm' ? <Badge>For every client</Badge> : null}
        </p>
        {link.description ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">{link.description}</p>
        ) : null}
        <p className="text-sm break-all text-gray-600 dark:text-gray-400">{link.url}</p>
      </div>
      {link.scope === 'client' ? (
        <ConfirmAction
          label="Remove"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          title={`Remove “${link.title}”?`}
          description="The client will no longer see this link."
          confirmLabel="Remove link"
          variant="danger"
          onConfirm={() => remove.mutateAsync()}
        />
      ) : null}
    </li>
  );
}

// The links the client sees: the firm's (for every client, changed by admins) and their own.
export function AdviserLinksPanel({ clientId }: { clientId: number }) {
  const { data: links } = useSuspenseQuery(clientLinksQueryOptions(clientId));
  return (
    <div className="space-y-4">
      {links.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">No links yet.</p>
      ) : (
        <ul aria-label="Links" className="divide-y divide-gray-200 dark:divide-gray-800">
          {links.map((link) => (
            <LinkRow key={link.id} clientId={clientId} link={link} />
          ))}
        </ul>
      )}
      <AddLinkForm clientId={clientId} />
    </div>
  );
}
