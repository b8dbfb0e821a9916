import type { SavedScenario } from '@atrium/domain/contract/forecast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { AppFormView, failureMessage, serverFieldErrors, useAppForm } from '../../../ui/form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { createScenario, deleteScenario, forecastKeys, updateScenario } from '../api.ts';
import { describeScenario, type ScenarioDraft, savedScenarioOf } from '../scenario-draft.ts';

function useRefresh(clientId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: forecastKeys.clientScenarios(clientId) });
}

// Save what "Try a change" holds under a name, shared to the client's portal at once or not
// (POST api/adviser/clients/{clientId}/forecast/scenarios; ui/form.tsx): the server's 422 beside the name, its
// word on the scenario too (the one thing of the request not typed here).
export function SaveScenarioForm({
  clientId,
  draft,
  thisYear,
  joint,
}: {
  clientId: number;
  draft: ScenarioDraft;
  thisYear: number;
  joint: boolean; // a couple: each person's own years are saved
}) {
  const refresh = useRefresh(clientId);
  const save = useMutation({
    mutationFn: ({ name, shared }: ScenarioValues) =>
      createScenario(clientId, { name, scenario: savedScenarioOf(draft, thisYear, joint), shared }),
    onSuccess: async (response) => {
      await refresh();
      form.form.reset({ name: '', shared: false });
      addToast({
        description: response.data.shared
          ? `Saved “${response.data.name}” and shared it with the client.`
          : `Saved “${response.data.name}”.`,
      });
    },
  });
  const form = useAppForm<ScenarioValues>({
    defaultValues: { name: '', shared: false },
    mutation: save,
    onValid: (values) => save.mutate(values),
    messageOf: (error) => failureMessage(error, ['name', 'scenario', 'shared']),
  });
  const nameField = form.field('name');
  return (
    <SectionCard id="forecast-save" title="Save this scenario" className="gap-3">
      <AppFormView form={form} className="flex flex-col gap-3">
        <TextField
          label="Scenario name"
          hint="For example “Retire at 63, spend 10% less”. Up to 80 characters."
          maxLength={80}
          {...nameField}
          error={nameField.error ?? serverFieldErrors(save.error, ['scenario']).scenario}
        />
        <CheckboxField
          label="Share with the client"
          hint="It appears on their Forecast page, labelled with your name, and they are notified."
          {...form.field('shared')}
        />
        <div>
          <Button type="submit" isPending={form.isPending}>
            Save scenario
          </Button>
        </div>
      </AppFormView>
    </SectionCard>
  );
}

type ScenarioValues = { name: string; shared: boolean };

function RenameForm({
  clientId,
  scenario,
  onDone,
}: {
  clientId: number;
  scenario: SavedScenario;
  onDone: () => void;
}) {
  const refresh = useRefresh(clientId);
  const rename = useMutation({
    mutationFn: ({ name }: { name: string }) => updateScenario(clientId, scenario.id, { name }),
    onSuccess: async () => {
      await refresh();
      onDone();
    },
  });
  const form = useAppForm<{ name: string }>({
    defaultValues: { name: scenario.name },
    mutation: rename,
    onValid: (values) => rename.mutate(values),
  });
  return (
    <AppFormView form={form} className="flex flex-col gap-2">
      <TextField label={`New name for ${scenario.name}`} maxLength={80} autoFocus {...form.field('name')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isPending={form.isPending}>
          Save name
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </AppFormView>
  );
}

function ScenarioItem({
  clientId,
  scenario,
  currencySymbol,
  isApplied,
  onApply,
  names,
}: {
  clientId: number;
  scenario: SavedScenario;
  currencySymbol: string;
  isApplied: boolean;
  onApply: () => void;
  names: readonly [string, string] | null;
}) {
  const refresh = useRefresh(clientId);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const share = useMutation({
    mutationFn: (shared: boolean) => updateScenario(clientId, scenario.id, { shared }),
    onSuccess: async (response) => {
      await refresh();
      addToast({
        description: response.data.shared
          ? `Shared “${response.data.name}” with the client.`
          : `“${response.data.name}” is no longer shared.`,
      });
    },
    onError: (error) => addToast({ description: failureMessage(error, []) ?? 'Not changed.', isError: true }),
  });
  const remove = useMutation({
    mutationFn: () => deleteScenario(clientId, scenario.id),
    onSuccess: async () => {
      setConfirming(false);
      await refresh();
      addToast({ description: `Deleted “${scenario.name}”.` });
    },
    onError: (error) => addToast({ description: failureMessage(error, []) ?? 'Not deleted.', isError: true }),
  });
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-700">
      <div className="min-w-0">
        <p className="font-medium break-words text-gray-950 dark:text-white">
          {scenario.name}
          {isApplied ? (
            <span className="font-normal text-gray-700 dark:text-gray-300"> (showing)</span>
          ) : null}
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {describeScenario(scenario.scenario, currencySymbol, names)}
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {scenario.shared ? 'Shared with the client' : 'Not shared'} · saved by {scenario.created_by.name}
        </p>
      </div>
      {renaming ? (
        <RenameForm clientId={clientId} scenario={scenario} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onApply} aria-label={`Show ${scenario.name}`}>
            Show
          </Button>
          <Button
            variant="secondary"
            onClick={() => setRenaming(true)}
            aria-label={`Rename ${scenario.name}`}
          >
            Rename
          </Button>
          <Button
            variant="secondary"
            isPending={share.isPending}
            onClick={() => share.mutate(!scenario.shared)}
            aria-label={
              scenario.shared ? `Stop sharing ${scenario.name}` : `Share with client: ${scenario.name}`
            }
          >
            {scenario.shared ? 'Stop sharing' : 'Share with client'}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete ${scenario.name}`}>
            Delete
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${scenario.name}”?`}
        description={
          scenario.shared
            ? 'The client will no longer see it on their Forecast page. This cannot be undone.'
            : 'This cannot be undone.'
        }
        confirmLabel="Delete"
        variant="danger"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}

// The client's saved scenarios, newest first: show one (its changes go into "Try a change"), rename, share or stop
// sharing with the client, delete.
export function SavedScenarios({
  clientId,
  scenarios,
  appliedId,
  onApply,
  currencySymbol,
  names,
}: {
  clientId: number;
  scenarios: SavedScenario[];
  appliedId: number | null;
  onApply: (scenario: SavedScenario) => void;
  currencySymbol: string;
  names: readonly [string, string] | null; // a couple, by name
}) {
  return (
    <SectionCard id="forecast-saved" title="Saved scenarios" className="gap-3">
      {scenarios.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">None saved for this client yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {scenarios.map((scenario) => (
            <ScenarioItem
              key={scenario.id}
              clientId={clientId}
              scenario={scenario}
              currencySymbol={currencySymbol}
              isApplied={scenario.id === appliedId}
              onApply={() => onApply(scenario)}
              names={names}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
