import {
  type FirmSettings,
  type UpdateFirmSettingsRequest,
  updateFirmSettingsRequestSchema,
} from '@atrium/domain/contract/firm-settings';
import { riskReviewMonthsMax, riskReviewMonthsMin } from '@atrium/domain/risk/review';
import { isHexColour } from '@atrium/domain/theme/shades';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { cx } from '../../../ui/cx.ts';
import { describedBy, Field, fieldIds, inputBorder, inputClasses } from '../../../ui/field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { firmSettingsQueryOptions } from '../api.ts';
import { useFirmSettingsMutations } from '../hooks/use-firm-settings-mutations.ts';
import { BrandPreview } from './brand-preview.tsx';
import { ColourField } from './colour-field.tsx';
import { LogoCard } from './logo-card.tsx';

type Draft = {
  name: string;
  primaryColour: string;
  onboardingEnabled: boolean;
  securePortalUrl: string;
  accessIpipeline: boolean;
  consentRequired: boolean;
  consentText: string;
  // Each partner's declaration before the fact-find goes for review.
  declarationRequired: boolean;
  declarationText: string;
  // As typed: turned into a number on save, so that a wrong entry is shown rather than silently changed.
  riskReviewMonths: string;
};
type Errors = Partial<Record<keyof Draft, string>>;

const draftOf = (s: FirmSettings): Draft => ({
  name: s.name,
  primaryColour: s.colours.primary,
  onboardingEnabled: s.onboardingEnabled,
  securePortalUrl: s.securePortalUrl ?? '',
  accessIpipeline: s.accessIpipeline,
  consentRequired: s.consentRequired,
  consentText: s.consentText,
  declarationRequired: s.declarationRequired,
  declarationText: s.declarationText,
  riskReviewMonths: String(s.riskReviewMonths),
});

function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[String(issue.path[0]) as keyof Draft] ??= issue.message;
  return errors;
}

const sectionHeading = 'text-lg font-semibold text-gray-900 dark:text-gray-50';

// /adviser/settings: the firm's name, colour and logo with a live preview, and the portal's settings.
export function SettingsPage({ onChanged }: { onChanged: () => void }) {
  const { data: saved } = useSuspenseQuery(firmSettingsQueryOptions());
  const { save, upload, reset } = useFirmSettingsMutations(onChanged);
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<Errors>({});
  const [isSaved, setIsSaved] = useState(false);
  const consentIds = fieldIds(useId());
  const declarationIds = fieldIds(useId());
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setIsSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const months = draft.riskReviewMonths.trim();
    const request: UpdateFirmSettingsRequest = {
      ...draft,
      securePortalUrl: draft.securePortalUrl || null,
      riskReviewMonths: /^\d+$/.test(months) ? Number(months) : Number.NaN,
    };
    const parsed = updateFirmSettingsRequestSchema.safeParse(request);
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    save.mutate(request, {
      onSuccess: (next) => {
        setDraft(draftOf(next));
        setIsSaved(true);
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 422)
          setErrors(Object.fromEntries(Object.entries(failure.errors).map(([k, v]) => [k, v[0]])) as Errors);
      },
    });
  };
  const otherFailure =
    save.error && !(isApiError(save.error) && save.error.status === 422) ? save.error : null;
  const previewColour = isHexColour(draft.primaryColour) ? draft.primaryColour : saved.colours.primary;

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">Settings</h1>
      <form onSubmit={submit} noValidate className="space-y-6">
        <Card className="space-y-5 p-5 sm:p-6">
          <h2 className={sectionHeading}>Branding</h2>
          <TextField
            label="Firm name"
            value={draft.name}
            maxLength={120}
            autoComplete="organization"
            onChange={(event) => set('name', event.target.value)}
            error={errors.name}
          />
          <ColourField
            value={draft.primaryColour}
            onChange={(value) => set('primaryColour', value)}
            error={errors.primaryColour}
          />
          <BrandPreview name={draft.name} colour={previewColour} logoUrl={saved.logoUrl} />
        </Card>
        <Card className="p-5 sm:p-6">
          <LogoCard settings={saved} upload={upload} reset={reset} />
        </Card>
        <Card className="space-y-5 p-5 sm:p-6">
          <h2 className={sectionHeading}>Portal</h2>
          <CheckboxField
            label="Clients may register themselves"
            hint="Shows the registration page on the login screen."
            checked={draft.onboardingEnabled}
            onChange={(checked) => set('onboardingEnabled', checked)}
          />
          <CheckboxField
            label="Show i-pipeline protection quotes to clients"
            checked={draft.accessIpipeline}
            onChange={(checked) => set('accessIpipeline', checked)}
          />
          <TextField
            label="Secure portal address (optional)"
            hint="An https:// address of your own secure document portal, if you have one."
            type="url"
            inputMode="url"
            value={draft.securePortalUrl}
            onChange={(event) => set('securePortalUrl', event.target.value)}
            error={errors.securePortalUrl}
          />
        </Card>
        <Card className="space-y-5 p-5 sm:p-6">
          <h2 className={sectionHeading}>Fact-find consent</h2>
          <CheckboxField
            label="Clients must consent before starting a fact-find"
            checked={draft.consentRequired}
            onChange={(checked) => set('consentRequired', checked)}
          />
          <Field ids={consentIds} label="Consent text" error={errors.consentText}>
            <textarea
              id={consentIds.input}
              value={draft.consentText}
              maxLength={5000}
              rows={5}
              onChange={(event) => set('consentText', event.target.value)}
              aria-invalid={errors.consentText ? true : undefined}
              aria-describedby={describedBy(consentIds, null, errors.consentText)}
              className={cx(inputClasses, inputBorder, 'field-sizing-content min-h-[58px] resize-y')}
            />
          </Field>
        </Card>
        <Card className="space-y-5 p-5 sm:p-6">
          <h2 className={sectionHeading}>Declarations at submission</h2>
          <CheckboxField
            label="Require a declaration from each partner before the fact-find goes for review"
            hint="Everyone in the household who signs in declares that what they have given about themselves is true and complete. A partner who has not signed up yet is not asked."
            checked={draft.declarationRequired}
            onChange={(checked) => set('declarationRequired', checked)}
          />
          <Field ids={declarationIds} label="Declaration text" error={errors.declarationText}>
            <textarea
              id={declarationIds.input}
              value={draft.declarationText}
              maxLength={5000}
              rows={4}
              onChange={(event) => set('declarationText', event.target.value)}
              aria-invalid={errors.declarationText ? true : undefined}
              aria-describedby={describedBy(declarationIds, null, errors.declarationText)}
              className={cx(inputClasses, inputBorder, 'field-sizing-content min-h-[58px] resize-y')}
            />
          </Field>
        </Card>
        <Card className="space-y-5 p-5 sm:p-6">
          <h2 className={sectionHeading}>Attitude to risk</h2>
          <TextField
            label="Review each risk profile after this many months"
            hint={`From ${riskReviewMonthsMin} to ${riskReviewMonthsMax}. A result's review date is set when the client completes the questionnaire, so a change applies to results completed from then on.`}
            type="number"
            inputMode="numeric"
            min={riskReviewMonthsMin}
            max={riskReviewMonthsMax}
            step={1}
            value={draft.riskReviewMonths}
            onChange={(event) => set('riskReviewMonths', event.target.value)}
            error={errors.riskReviewMonths}
            className="max-w-xs"
          />
        </Card>
        {otherFailure ? <ErrorAlert>{otherFailure.message}</ErrorAlert> : null}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" isPending={save.isPending}>
            Save settings
          </Button>
          <p role="status" className="text-sm font-medium text-green-800 dark:text-green-200">
            {isSaved
              ? 'Settings saved. Everyone else sees them when they next open or return to the portal.'
              : ''}
          </p>
        </div>
      </form>
    </div>
  );
}
