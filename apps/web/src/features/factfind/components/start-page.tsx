import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Clock, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { consentQueryOptions } from '../api.ts';
import { useFactFindData, usePermissions, useTemplate } from '../context.tsx';
import { useStartFactFind } from '../hooks/use-start-fact-find.ts';
import type { FactFindTarget } from '../save.ts';
import { factFindSteps } from '../steps.ts';
import { FactFindFrame } from './fact-find-frame.tsx';

type StartPageProps = { target: FactFindTarget; firmName: string };

export function StartPage({ target, firmName }: StartPageProps) {
  return (
    <FactFindFrame
      target={target}
      firmName={firmName}
      pageTitle="Start your fact-find"
      heading="Your fact-find"
    >
      {target.isPreview ? null : <StartCard clientId={target.clientId} firmName={firmName} />}
    </FactFindFrame>
  );
}

function StartCard({ clientId, firmName }: { clientId: number; firmName: string }) {
  const data = useFactFindData();
  const steps = factFindSteps(data, usePermissions(), useTemplate());
  const consent = useQuery(consentQueryOptions(clientId));
  const start = useStartFactFind(clientId);
  const consentId = useId();
  const needsConsent = consent.data ? consent.data.data.required && !consent.data.data.given : false;
  const isRenewal = data.status === 'reviewed';

  // The consent box, when the firm asks for it, is the form's one check (ui/form.tsx); a session's failure
  // (401, 403, 419) is dealt with by the session, so it says nothing here.
  const form = useAppForm({
    check: ({ agreed }) =>
      needsConsent && !agreed ? { agreed: 'Please give your consent to continue.' } : {},
    defaultValues: { agreed: false },
    mutation: start,
    onValid: () => start.mutate({ withConsent: needsConsent }),
    messageOf: (error) =>
      isApiError(error) && [401, 403, 419].includes(error.status)
        ? null
        : error instanceof Error
          ? error.message
          : null,
  });
  const consentError = form.errorOf('agreed');

  return (
    <Card className="max-w-3xl space-y-6 p-6 sm:p-8">
      <div className="space-y-3 text-base text-gray-700 dark:text-gray-300">
        <h2 className="text-xl font-semibold text-gray-900 dark:text-gray-50">
          {isRenewal ? 'Update your fact-find' : 'What is a fact-find?'}
        </h2>
        {isRenewal ? (
          <p>
            Your adviser has reviewed your last fact-find. Start a new one to bring it up to date: we will
            fill in what you told us last time, so you only change what is different.
          </p>
        ) : (
          <p>
            A fact-find is how {firmName} gets to know you: your family, your work, your home and your plans.
            Your adviser bases their advice on it, so the more complete it is, the better the advice fits.
          </p>
        )}
        <p className="flex items-start gap-2">
          <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary-ink" />
          It takes about 30 to 45 minutes. Every answer is saved as you go, so you can stop and come back at
          any time.
        </p>
        <p className="flex items-start gap-2">
          <ShieldCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary-ink" />
          Only you and your adviser at {firmName} can see your answers.
        </p>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-50">What we will ask about</h3>
        <ol className="mt-2 list-inside list-decimal space-y-1 text-sm text-gray-700 dark:text-gray-300">
          {steps.map((step) => (
            <li key={step.slug}>{step.title}</li>
          ))}
        </ol>
      </div>
      {consent.isPending ? <Spinner className="size-5" label="Loading" /> : null}
      {consent.isError ? <ErrorAlert>{consent.error.message}</ErrorAlert> : null}
      {consent.isSuccess ? (
        <AppFormView form={form} className="space-y-5">
          {needsConsent ? (
            <div className="space-y-1.5">
              <div className="flex items-start gap-3">
                <input
                  id={consentId}
                  type="checkbox"
                  {...form.form.register('agreed')}
                  aria-invalid={consentError ? true : undefined}
                  aria-describedby={consentError ? `${consentId}-error` : undefined}
                  className="mt-1 size-5 shrink-0 accent-primary-action"
                />
                <label htmlFor={consentId} className="text-sm text-gray-900 dark:text-gray-100">
                  {consent.data.data.text}
                </label>
              </div>
              {consentError ? (
                <p id={`${consentId}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
                  {consentError}
                </p>
              ) : null}
            </div>
          ) : null}
          <Button type="submit" isPending={form.isPending}>
            {isRenewal ? 'Start a new fact-find' : 'Start your fact-find'}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        </AppFormView>
      ) : null}
    </Card>
  );
}
