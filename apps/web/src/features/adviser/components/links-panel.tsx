import { createLinkRequestSchema, type Link as PortalLink } from '@atrium/domain/contract/links';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { createLink, deleteLink, linksKey, linksQueryOptions } from '../documents-api.ts';
import { ConfirmAction } from './confirm-action.tsx';
import { Badge } from './status-badge.tsx';

type Errors = Partial<Record<'title' | 'url' | 'description', string>>;

function AddLinkForm({ clientId }: { clientId: number }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ title: '', url: '', description: '' });
  const [errors, setErrors] = useState<Errors>({});
  const add = useMutation({
    mutationFn: (body: typeof values) => createLink(clientId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(clientId) }),
  });
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createLinkRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    add.mutate(values, {
      onSuccess: () => {
        setValues({ title: '', url: '', description: '' });
        addToast({ description: `Added “${parsed.data.title}”.` });
      },
      onError: (error) => {
        if (isApiError(error))
          setErrors({
            title: error.errors.title?.[0],
            url: error.errors.url?.[0],
            description: error.errors.description?.[0],
          });
      },
    });
  };
  const otherFailure =
    add.error && !(isApiError(add.error) && add.error.status === 422) ? add.error.message : null;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 border-t border-gray-200 pt-4 dark:border-gray-800"
    >
      <h3 className="text-base font-semibold text-gray-900 dark:text-gray-50">Add a link</h3>
      {otherFailure ? <ErrorAlert>{otherFailure}</ErrorAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Title"
          value={values.title}
          maxLength={120}
          onChange={set('title')}
          error={errors.title}
          autoComplete="off"
        />
        <TextField
          label="Web address"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.url}
          maxLength={2000}
          onChange={set('url')}
          error={errors.url}
          autoComplete="off"
        />
      </div>
      <TextField
        label="Description (optional)"
        value={values.description}
        maxLength={500}
        onChange={set('description')}
        error={errors.description}
        autoComplete="off"
      />
      <Button type="submit" variant="secondary" isPending={add.isPending}>
        {add.isPending ? null : <Plus aria-hidden="true" className="size-4" />}
        Add link
      </Button>
    </form>
  );
}

function LinkRow({ clientId, link }: { clientId: number; link: PortalLink }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteLink(clientId, link.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(clientId) }),
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
export function LinksPanel({ clientId }: { clientId: number }) {
  const { data: links } = useSuspenseQuery(linksQueryOptions(clientId));
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
