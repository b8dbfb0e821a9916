import {
  type ApiCredential,
  type ApiScope,
  apiScopeLabels,
  apiScopes,
  createApiCredentialRequestSchema,
} from '@atrium/domain/contract/api-credentials';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { formatDateTime } from '../../../ui/date-time.ts';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { apiAccessKeys, createCredential, credentialsQueryOptions, revokeCredential } from '../api.ts';
import { Choices } from './choices.tsx';
import { ShownOnce } from './shown-once.tsx';

const rateOptions = ['60', '120', '300', '600', '1200'].map((value) => ({
  value,
  label: `${value} requests a minute`,
}));
const scopeOptions = apiScopes.map((scope) => ({ value: scope, label: apiScopeLabels[scope], hint: scope }));
type Values = { name: string; scopes: ApiScope[]; rate_limit_per_minute: string };
const empty: Values = { name: '', scopes: [], rate_limit_per_minute: '120' };

// The firm's API credentials: create one (its key shown once), see when each was last used, revoke.
export function CredentialsSection() {
  const queryClient = useQueryClient();
  const { data: credentials } = useSuspenseQuery(credentialsQueryOptions());
  const [key, setKey] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiCredential | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.credentials() });
  const create = useMutation({ mutationFn: createCredential, onSettled: refresh });
  const revoke = useMutation({ mutationFn: revokeCredential, onSettled: refresh });
  const form = useAppForm({
    schema: createApiCredentialRequestSchema,
    defaultValues: empty,
    toRequest: (values: Values) => ({
      ...values,
      rate_limit_per_minute: Number(values.rate_limit_per_minute),
    }),
    mutation: create,
    onValid: (request) =>
      create.mutate(request, {
        onSuccess: (created) => {
          setKey({ name: created.data.name, key: created.key });
          form.form.reset(empty);
        },
      }),
  });

  return (
    <SectionCard title="API credentials" className="gap-5">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        A back office (Intelliflo Office, Xplan, Plannr, Curo, Salesforce…) calls the{' '}
        <a className="font-medium text-primary-ink underline" href="/api/reference">
          Atrium API
        </a>{' '}
        with a credential’s key. Give each system its own, with only the scopes it needs.
      </p>
      {key ? <ShownKey name={key.name} value={key.key} onDone={() => setKey(null)} /> : null}
      <AppFormView form={form} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            hint="Which system uses it"
            maxLength={80}
            autoComplete="off"
            {...form.field('name')}
          />
          <SelectField label="Rate limit" options={rateOptions} {...form.field('rate_limit_per_minute')} />
        </div>
        <Choices legend="Scopes" options={scopeOptions} field={form.field('scopes')} />
        <Button type="submit" isPending={form.isPending}>
          Create credential
        </Button>
      </AppFormView>
      {revoke.error ? <ErrorAlert>{revoke.error.message}</ErrorAlert> : null}
      {credentials.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">No credentials yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
          {credentials.map((credential) => (
            <li key={credential.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0 space-y-1 text-sm">
                <p className="font-semibold text-gray-900 dark:text-gray-50">
                  {credential.name}{' '}
                  <code className="font-mono font-normal text-gray-700 dark:text-gray-300">
                    {credential.key_prefix}…
                  </code>
                </p>
                <p className="text-gray-700 dark:text-gray-300">{credential.scopes.join(', ')}</p>
                <p className="text-gray-700 dark:text-gray-300">
                  {credential.rate_limit_per_minute} a minute · created{' '}
                  {formatDateTime(credential.created_at)}
                  {credential.created_by ? ` by ${credential.created_by}` : ''} · last used{' '}
                  {credential.last_used_at ? formatDateTime(credential.last_used_at) : 'never'}
                </p>
              </div>
              {credential.revoked_at ? (
                <p className="text-sm font-medium text-red-800 dark:text-red-200">
                  Revoked {formatDateTime(credential.revoked_at)}
                </p>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Revoke ${credential.name}`}
                  onClick={() => {
                    revoke.reset();
                    setRevoking(credential);
                  }}
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke ${revoking?.name ?? ''}?`}
        description="Its next call is refused. A revoked credential cannot be restored: create a new one instead."
        confirmLabel="Revoke"
        variant="danger"
        isPending={revoke.isPending}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
        }}
      />
    </SectionCard>
  );
}

function ShownKey({ name, value, onDone }: { name: string; value: string; onDone: () => void }) {
  return <ShownOnce label={`The key of ${name}`} value={value} onDone={onDone} />;
}
