import type { Region } from '@atrium/domain/contract/auth';
import { readPath } from '@atrium/domain/factfind/visibility';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleCheck, ExternalLink as ExternalLinkIcon, PencilLine, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { fetchPublicConfig, publicConfigQueryKey } from '../../../../lib/app-config.ts';
import { isApiError } from '../../../../lib/http.ts';
import { Button, buttonClasses } from '../../../../ui/button.tsx';
import { Card } from '../../../../ui/card.tsx';
import { formatLongDate } from '../../../../ui/date-time.ts';
import { AppFormView, type FormSender, unexpectedFailureMessage, useAppForm } from '../../../../ui/form.tsx';
import { TextAreaField } from '../../../../ui/textarea-field.tsx';
import { factFindQueryOptions } from '../../api.ts';
import { financesUpdatedQueryOptions } from '../../finances/api.ts';
import { isFactFindEmpty } from '../../routing.ts';
import {
  type Names,
  noteMaxLength,
  type Policy,
  policiesOf,
  protectionFields,
  type RequestKind,
  requestMessage,
} from '../protection-model.ts';

const linkClasses =
  'inline-flex items-center gap-1 rounded text-sm font-medium text-primary-ink underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink';

function PolicyCard({ policy }: { policy: Policy }) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-5">
        <h3 className="text-base font-semibold text-gray-950 dark:text-white">{policy.title}</h3>
        {policy.details.length > 0 ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {policy.details.map((detail) => (
              <div key={detail.label} className="contents">
                <dt className="text-gray-700 dark:text-gray-300">{detail.label}</dt>
                <dd className="text-gray-950 dark:text-gray-100">{detail.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Card>
    </li>
  );
}

const choiceClasses =
  'size-5 shrink-0 accent-[var(--color-primary-600)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink';

// Sending a message belongs to the messages feature: the route passes its mutation in (features never
// import each other); its state is the form's (ui/form.tsx).
export type SendToAdviser = FormSender & {
  mutate(message: string, callbacks: { onSuccess: () => void }): void;
  isSuccess: boolean;
};

type RequestValues = { kind: RequestKind; coverTypes: string[]; forWhom: string; note: string };

// A refused message: the server's words about it (a 429's, a 422's on the message), else ui/form.tsx's.
function sendFailure(error: unknown): string {
  return isApiError(error) ? (error.errors.message?.[0] ?? error.message) : unexpectedFailureMessage;
}

function RequestForm({
  send,
  region,
  names,
  isJoint,
  adviserName,
  policyCount,
}: {
  send: SendToAdviser;
  region: Region;
  names: Names;
  isJoint: boolean;
  adviserName: string;
  policyCount: number;
}) {
  const id = useId();
  const people = isJoint ? [names.client1, names.client2, `${names.client1} and ${names.client2}`] : [];
  const typeOptions = (protectionFields(region).find((field) => field.key === 'type')?.options ?? []).filter(
    (option) => option.value !== 'other' && (!option.regions || option.regions.includes(region)),
  );
  const form = useAppForm<RequestValues>({
    defaultValues: {
      kind: 'review',
      coverTypes: [],
      forWhom: isJoint ? (people[2] ?? '') : names.client1,
      note: '',
    },
    check: ({ note }) =>
      note.length > noteMaxLength ? { note: `Keep the note to ${noteMaxLength} characters or fewer.` } : {},
    mutation: send,
    messageOf: sendFailure,
    onValid: (values) => {
      const labels = typeOptions
        .filter((option) => values.coverTypes.includes(option.value))
        .map((option) => option.label);
      send.mutate(requestMessage({ ...values, coverTypes: labels }, policyCount), {
        // What was asked stays chosen for a second request; the cover and the note start again, unless they were
        // changed while it was sending (that is the person's next request, not the one sent).
        onSuccess: () => {
          const now = form.form.getValues();
          const coverUnchanged =
            now.coverTypes.length === values.coverTypes.length &&
            now.coverTypes.every((type) => values.coverTypes.includes(type));
          form.form.reset({
            ...now,
            coverTypes: coverUnchanged ? [] : now.coverTypes,
            note: now.note === values.note ? '' : now.note,
          });
        },
      });
    },
  });

  return (
    <AppFormView form={form} className="flex flex-col gap-5" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-950 dark:text-white">
        Ask {adviserName} about your cover
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-900 dark:text-gray-100">
          What would you like?
        </legend>
        {(
          [
            ['review', 'A review of the cover I have'],
            ['quote', 'A quote for new or more cover'],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-11 items-center gap-3 text-sm text-gray-900 dark:text-gray-100"
          >
            <input type="radio" value={value} {...form.form.register('kind')} className={choiceClasses} />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-gray-900 dark:text-gray-100">
          Which kinds of cover?{' '}
          <span className="font-normal text-gray-700 dark:text-gray-300">(optional)</span>
        </legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {typeOptions.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 items-center gap-3 text-sm text-gray-900 dark:text-gray-100"
            >
              <input
                type="checkbox"
                value={option.value}
                {...form.form.register('coverTypes')}
                className={choiceClasses}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {isJoint ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-900 dark:text-gray-100">
            Who is it for?
          </legend>
          {people.map((person) => (
            <label
              key={person}
              className="flex min-h-11 items-center gap-3 text-sm text-gray-900 dark:text-gray-100"
            >
              <input
                type="radio"
                value={person}
                {...form.form.register('forWhom')}
                className={choiceClasses}
              />
              {person}
            </label>
          ))}
        </fieldset>
      ) : null}
      <TextAreaField
        label="Anything your adviser should know? (optional)"
        hint="For example a new mortgage, a baby on the way, or a change of job."
        rows={3}
        {...form.field('note')}
      />
      <div role="status" aria-live="polite">
        {send.isSuccess ? (
          <p className="flex items-start gap-2 text-sm font-medium text-green-800 dark:text-green-300">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Sent to {adviserName}. Their reply will be in{' '}
              <Link to="/messages" className="underline underline-offset-2">
                Messages
              </Link>
              .
            </span>
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" isPending={form.isPending}>
          Send to {adviserName}
        </Button>
      </div>
    </AppFormView>
  );
}

// Protection: the cover in the fact-find, a review or quote asked of the adviser as a
// message, and the firm's iPipeline quote page when it has one.
export function ProtectionPage({
  sendToAdviser,
  clientId,
  region,
  currencySymbol,
  clientName,
  jointName,
  adviserName,
}: {
  sendToAdviser: SendToAdviser;
  clientId: number;
  region: Region;
  currencySymbol: string;
  clientName: string;
  jointName: string | null;
  adviserName: string;
}) {
  const { data } = useSuspenseQuery(factFindQueryOptions(clientId));
  const { data: config } = useQuery({
    queryKey: publicConfigQueryKey,
    queryFn: fetchPublicConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const quoteUrl = config?.ipipeline.quoteUrl ?? null;
  const coverChanged = useQuery(financesUpdatedQueryOptions(clientId)).data?.data.protection ?? null;
  const first = (person: 'client1' | 'client2', fallback: string) => {
    const name = readPath(data.factFind, `personal_details_${person}.first_name`);
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : fallback;
  };
  const names: Names = {
    client1: first('client1', clientName || 'Me'),
    client2: first('client2', jointName || 'My partner'),
  };
  const isJoint = data.factFind.joint === true;
  const policies = policiesOf(data, region, currencySymbol, names);
  const adviser = adviserName || data.adviser.name || 'your adviser';
  const canUpdate = data.status !== 'awaiting-review';

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Protection</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          The cover you recorded in your fact-find: life, illness and income cover and health insurance.
        </p>
      </header>

      <section aria-labelledby="protection-cover" className="flex flex-col gap-3">
        <h2 id="protection-cover" className="text-lg font-semibold text-gray-950 dark:text-white">
          Your cover
        </h2>
        {coverChanged ? (
          <p className="-mt-2 text-sm text-gray-700 dark:text-gray-300">
            Last changed <time dateTime={coverChanged}>{formatLongDate(coverChanged)}</time>
          </p>
        ) : null}
        {policies.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 p-8 text-center">
            <ShieldCheck aria-hidden="true" className="size-8 text-gray-500" />
            <p className="font-medium text-gray-900 dark:text-gray-100">No cover recorded</p>
            <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">
              Add any policies you have, including cover through work, so {adviser} can check they still fit.
            </p>
          </Card>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {policies.map((policy) => (
              <PolicyCard key={policy.index} policy={policy} />
            ))}
          </ul>
        )}
        {canUpdate ? (
          <p>
            {data.status === 'reviewed' || isFactFindEmpty(data) ? (
              <Link to="/fact-find/start" className={linkClasses}>
                <PencilLine aria-hidden="true" className="size-4" />
                Update your cover in the fact-find
              </Link>
            ) : (
              <Link to="/fact-find" search={{ step: 'protection' }} className={linkClasses}>
                <PencilLine aria-hidden="true" className="size-4" />
                Update your cover in the fact-find
              </Link>
            )}
          </p>
        ) : null}
      </section>

      <Card className="p-5 sm:p-6">
        <RequestForm
          send={sendToAdviser}
          region={region}
          names={names}
          isJoint={isJoint}
          adviserName={adviser}
          policyCount={policies.length}
        />
      </Card>

      {quoteUrl ? (
        <section aria-labelledby="protection-quote" className="flex flex-col gap-2">
          <h2 id="protection-quote" className="text-lg font-semibold text-gray-950 dark:text-white">
            Get a quote online
          </h2>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Compare prices from leading insurers through iPipeline. Nothing is shared from your fact-find;
            tell {adviser} about any quote you would like to take further.
          </p>
          <p>
            <a
              href={quoteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary')}
            >
              Get a quote
              <ExternalLinkIcon aria-hidden="true" className="size-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </section>
      ) : null}
    </div>
  );
}
