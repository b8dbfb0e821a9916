import type { ForecastAssumptionsVersion } from '@atrium/domain/contract/forecast';
import type { Pot } from '@atrium/domain/forecast/plan';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ChartTable } from '../../../ui/charts/chart-table.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { formatDateTime } from '../../../ui/date-time.ts';
import { AppFormView, type FieldPath, failureMessage, useAppForm } from '../../../ui/form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { draftQueryOptions, forecastKeys, publishDraft, saveDraft, versionsQueryOptions } from '../api.ts';
import {
  type AssumptionsForm,
  assumptionsOf,
  fieldGroups,
  formOf,
  numberErrors,
  potLabels,
} from '../assumptions-form.ts';

const pots: Pot[] = ['cash', 'isa', 'gia', 'pensions'];
const potOptions = pots.map((pot) => ({ value: pot, label: potLabels[pot] }));
const ordinals = ['First', 'Second', 'Third', 'Fourth'];

const dateTime = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
const percent = (share: number) => `${Math.round(share * 10_000) / 100}%`;

function VersionHistory({ versions }: { versions: ForecastAssumptionsVersion[] }) {
  return (
    <SectionCard id="assumptions-history" title="Published versions" className="gap-3">
      {versions.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          None yet: every forecast uses the standard assumptions (version 0) until you publish.
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
        <section aria-label="Published versions: table" tabIndex={0} className="overflow-x-auto">
          <ChartTable
            caption="Published versions, newest first"
            columns={['Version', 'Published', 'Inflation', 'Investments', 'Pensions', 'Drawn in order']}
            rows={versions.map((version) => ({
              key: String(version.version),
              label: `Version ${version.version}`,
              cells: [
                dateTime(version.published_at),
                percent(version.assumptions.inflation.mean),
                percent(version.assumptions.returns.investments.mean),
                percent(version.assumptions.returns.pensions.mean),
                version.assumptions.drawdownOrder.map((pot) => potLabels[pot]).join(', '),
              ],
            }))}
          />
        </section>
      )}
    </SectionCard>
  );
}

// Admins: the firm's forecast assumptions, edited as a draft (each value checked by the server, its message beside
// its box), published as a new numbered version that every forecast from then on uses, with the versions so far.
export function AssumptionsPage() {
  const { data: draft } = useSuspenseQuery(draftQueryOptions());
  const { data: versions } = useSuspenseQuery(versionsQueryOptions());
  const queryClient = useQueryClient();
  const [isDirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const save = useMutation({
    mutationFn: saveDraft,
    onSuccess: (response) => {
      queryClient.setQueryData(forecastKeys.draft, response);
      setDirty(false);
      addToast({ description: `Draft of version ${response.data.version} saved.` });
    },
  });
  const publish = useMutation({
    mutationFn: publishDraft,
    onSuccess: async (response) => {
      setConfirming(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: forecastKeys.assumptions }),
        queryClient.invalidateQueries({ queryKey: forecastKeys.draft }),
        queryClient.invalidateQueries({ queryKey: forecastKeys.versions }),
      ]);
      addToast({
        description: `Version ${response.data.version} published. New forecasts use it from now on.`,
      });
    },
  });

  // The values at the assumptions' paths; the server checks each range and names a value as
  // 'assumptions.returns.cash.mean', beside the field 'returns.cash.mean'.
  const form = useAppForm<AssumptionsForm>({
    defaultValues: formOf(draft.assumptions),
    check: (values) => numberErrors(values) as Partial<Record<FieldPath<AssumptionsForm>, string>>,
    serverPrefix: 'assumptions.',
    mutation: save,
    onValid: (values) => save.mutate(assumptionsOf(values)),
  });
  const { errors } = form.form.formState;
  // A 422 about the order names one of its places ('assumptions.drawdownOrder.2'): said once, under the list.
  const orderError = [errors.drawdownOrder, ...Object.values(errors.drawdownOrder ?? {})]
    .map((found) => (found as { message?: unknown } | undefined)?.message)
    .find((message): message is string => typeof message === 'string' && message !== '');
  const publishProblem = failureMessage(publish.error, []);

  const drawdownOrder = form.form.watch('drawdownOrder');
  const setOrder = (index: number, pot: Pot) => {
    const order = [...drawdownOrder];
    const other = order.indexOf(pot);
    // Choosing a pot already further along the list swaps the two, so the order always holds each pot once.
    if (other >= 0) order[other] = order[index] as Pot;
    order[index] = pot;
    form.form.setValue('drawdownOrder', order);
  };
  const hasDraft = draft.id !== null;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Forecast assumptions</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          The figures every client’s cashflow forecast runs on. Changes are kept as a draft until you publish
          them as version {draft.version}; forecasts record the version they used.
        </p>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {hasDraft
            ? `Draft based on version ${draft.based_on}, last saved ${dateTime(draft.updated_at)}.`
            : `No draft yet: starting from version ${draft.based_on}${draft.based_on === 0 ? ' (the standard assumptions)' : ''}.`}
        </p>
      </header>
      <AppFormView form={form} onChange={() => setDirty(true)} className="flex flex-col gap-6">
        {fieldGroups.map((group) => (
          <Card key={group.title} className="p-5 sm:p-6">
            <fieldset>
              <legend className="mb-4 text-lg font-semibold text-gray-950 dark:text-white">
                {group.title}
              </legend>
              {group.description ? (
                <p className="-mt-2 mb-4 text-sm text-gray-700 dark:text-gray-300">{group.description}</p>
              ) : null}
              <div className="grid gap-4 sm:grid-cols-2">
                {group.fields.map((field) => (
                  <TextField
                    key={field.path}
                    label={field.label}
                    hint={field.hint}
                    inputMode="decimal"
                    autoComplete="off"
                    {...form.field(field.path as FieldPath<AssumptionsForm>)}
                  />
                ))}
              </div>
            </fieldset>
          </Card>
        ))}
        <Card className="p-5 sm:p-6">
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-4 text-lg font-semibold text-gray-950 dark:text-white">
              Tax and drawing
            </legend>
            <SelectField
              label="Tax thresholds once the law stops fixing them (UK: after 5 April 2031)"
              options={[
                { value: 'frozen', label: 'Stay frozen' },
                { value: 'indexed', label: 'Rise with inflation' },
              ]}
              {...form.field('thresholds')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              {drawdownOrder.map((pot, index) => (
                <SelectField
                  key={ordinals[index]}
                  label={`${ordinals[index]} drawn from`}
                  options={potOptions}
                  value={pot}
                  onChange={(event) => setOrder(index, event.target.value as Pot)}
                />
              ))}
            </div>
            {orderError ? (
              <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
                {orderError}
              </p>
            ) : null}
          </fieldset>
        </Card>
        {Object.keys(errors).length > 0 ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            Some figures need correcting: see the messages beside them.
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" isPending={form.isPending}>
            Save draft
          </Button>
          <Button
            variant="secondary"
            disabled={!hasDraft || isDirty}
            onClick={() => setConfirming(true)}
            aria-describedby="publish-hint"
          >
            Publish as version {draft.version}
          </Button>
          <p id="publish-hint" className="text-sm text-gray-700 dark:text-gray-300">
            {isDirty ? 'Save the draft before publishing.' : hasDraft ? '' : 'Save a change first.'}
          </p>
        </div>
        {publishProblem ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {publishProblem}
          </p>
        ) : null}
      </AppFormView>
      <VersionHistory versions={versions} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Publish version ${draft.version}?`}
        description="Every forecast from now on, the clients’ and the advisers’, uses these assumptions. Published versions cannot be changed."
        confirmLabel="Publish"
        isPending={publish.isPending}
        onConfirm={() => publish.mutate()}
      />
    </div>
  );
}
