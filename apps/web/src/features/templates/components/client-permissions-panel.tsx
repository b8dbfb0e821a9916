import type { Permissions } from '@atrium/domain/contract/auth';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { clientPermissionsQueryOptions, saveClientPermissions, templateKeys } from '../api.ts';
import { type ClientPermissionChoice, choiceOf, flagsOf } from '../editor-model.ts';

const choiceLabels: Record<Exclude<ClientPermissionChoice, 'custom'>, string> = {
  template: 'As the template',
  allow: 'Allowed',
  'read-only': 'Read only',
  deny: 'Denied',
};

// An admin's overrides for one client (the user's own permissions overlay the template's, flag by flag).
export function ClientPermissionsPanel({ clientId }: { clientId: number }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const { data } = useSuspenseQuery(clientPermissionsQueryOptions(clientId));
  const [permissions, setPermissions] = useState<Permissions>(data.permissions);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const isDirty = JSON.stringify(permissions) !== JSON.stringify(data.permissions);

  const save = useMutation({
    mutationFn: () => saveClientPermissions(clientId, { permissions }),
    onSuccess: (response) => {
      setErrors({});
      queryClient.setQueryData(templateKeys.clientPermissions(clientId), response);
      setPermissions(response.data.permissions);
      addToast({ description: 'Permissions saved.' });
    },
    onError: (error) => setErrors(isApiError(error) ? { ...error.errors, '': [error.message] } : {}),
  });

  const choose = (name: string, choice: ClientPermissionChoice) => {
    if (choice === 'custom') return;
    const next = { ...permissions };
    if (choice === 'template') delete next[name];
    else next[name] = flagsOf(choice);
    setPermissions(next);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-gray-900 dark:text-gray-50">
        Permissions
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        What this client may see and change in their fact-find. “As the template” follows the firm’s published
        template; anything else applies to this client only.
      </p>
      {errors[''] ? <ErrorAlert>{errors['']?.[0]}</ErrorAlert> : null}
      <ul className="divide-y divide-gray-200 dark:divide-gray-800">
        {data.names.map(({ name, label }) => {
          const current = choiceOf(permissions[name]);
          const templateSays = data.template[name] === false ? 'denied' : 'allowed';
          const error = errors[`permissions.${name}`]?.[0];
          const selectId = `${headingId}-${name}`;
          return (
            <li key={name} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <label htmlFor={selectId} className="min-w-48 flex-1 text-sm text-gray-900 dark:text-gray-100">
                {label}
                <span className="block text-gray-600 dark:text-gray-400">Template: {templateSays}</span>
              </label>
              <select
                id={selectId}
                value={current}
                onChange={(event) => choose(name, event.target.value as ClientPermissionChoice)}
                aria-invalid={error ? true : undefined}
                className="min-h-11 rounded-lg border border-gray-500 bg-white px-3 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-primary-ink dark:bg-gray-950 dark:text-gray-100"
              >
                {Object.entries(choiceLabels).map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
                {current === 'custom' ? <option value="custom">Custom (set elsewhere)</option> : null}
              </select>
              {error ? (
                <p className="w-full text-sm font-medium text-red-700 dark:text-red-300">{error}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Button onClick={() => save.mutate()} isPending={save.isPending} disabled={!isDirty}>
        Save permissions
      </Button>
    </section>
  );
}
