import {
  type FirmSettings,
  replyTargetHoursMax,
  replyTargetHoursMin,
  signatureReminderDaysMax,
  signatureReminderDaysMin,
  type UpdateFirmSettingsRequest,
  updateFirmSettingsRequestSchema,
} from '@atrium/domain/contract/firm-settings';
import { riskReviewMonthsMax, riskReviewMonthsMin } from '@atrium/domain/risk/review';
import { isHexColour } from '@atrium/domain/theme/shades';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { type AppForm, AppFormView, useAppForm } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';
import { firmSettingsQueryOptions } from '../api.ts';
import { useFirmSettingsMutations } from '../hooks/use-firm-settings-mutations.ts';
import { BrandPreview } from './brand-preview.tsx';
import { ColourField } from './colour-field.tsx';
import { LogoCard } from './logo-card.tsx';
import { ReviewScheduleCard } from './review-schedule-card.tsx';

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
  // The periodic review's schedule (docs/reviews.md), as typed like the months above.
  reviewFrequencyMonths: string;
  reviewLeadWeeks: string;
  reviewReminderDays: string;
  signatureReminderDays: string;
  replyTargetHours: string;
};

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
  reviewFrequencyMonths: String(s.reviewFrequencyMonths),
  reviewLeadWeeks: String(s.reviewLeadWeeks),
  reviewReminderDays: String(s.reviewReminderDays),
  signatureReminderDays: String(s.signatureReminderDays),
  replyTargetHours: String(s.replyTargetHours),
});

const sectionHeading = 'text-lg font-semibold text-gray-900 dark:text-gray-50';

// The request the contract checks, made of the form as typed (no address is null; the months a number, or NaN so
// that a wrong entry is shown rather than silently changed).
const whole = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);
const requestOf = (draft: Draft): UpdateFirmSettingsRequest => ({
  ...draft,
  securePortalUrl: draft.securePortalUrl || null,
  riskReviewMonths: whole(draft.riskReviewMonths),
  reviewFrequencyMonths: whole(draft.reviewFrequencyMonths),
  reviewLeadWeeks: whole(draft.reviewLeadWeeks),
  reviewReminderDays: whole(draft.reviewReminderDays),
  signatureReminderDays: whole(draft.signatureReminderDays),
  replyTargetHours: whole(draft.replyTargetHours),
});

type Registered = ReturnType<AppForm<Draft>['field']>;

type RequirementCardProps = {
  title: string;
  requiredLabel: string;
  requiredHint?: string;
  required: Registered;
  textLabel: string;
  text: Registered;
  rows: number;
};

// A requirement the firm may switch on and the text the client is shown with it: the consent before a fact-find,
// the declaration at its submission.
function RequirementCard({
  title,
  requiredLabel,
  requiredHint,
  required,
  textLabel,
  text,
  rows,
}: RequirementCardProps) {
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <h2 className={sectionHeading}>{title}</h2>
      <CheckboxField label={requiredLabel} hint={requiredHint} {...required} />
      <TextAreaField label={textLabel} maxLength={5000} rows={rows} {...text} />
    </Card>
  );
}

// /adviser/settings: the firm's name, colour and logo with a live preview, and the portal's settings (ui/form.tsx:
// updateFirmSettingsRequestSchema's findings and the server's 422 beside their fields).
export function SettingsPage({ onChanged }: { onChanged: () => void }) {
  const { data: saved } = useSuspenseQuery(firmSettingsQueryOptions());
  const { save, upload, reset } = useFirmSettingsMutations(onChanged);
  const form = useAppForm({
    schema: updateFirmSettingsRequestSchema,
    toRequest: requestOf,
    // Sent as made of the form, as the server has always been sent it.
    sendAsTyped: true,
    defaultValues: draftOf(saved),
    mutation: save,
    onValid: (request) => save.mutate(request, { onSuccess: (next) => form.form.reset(draftOf(next)) }),
  });
  const { watch, setValue, formState } = form.form;
  const [name, primaryColour] = watch(['name', 'primaryColour']);
  // Saved, and nothing changed since.
  const isSaved = save.isSuccess && !formState.isDirty;
  const consent = form.field('consentText');
  const declaration = form.field('declarationText');
  const previewColour = isHexColour(primaryColour) ? primaryColour : saved.colours.primary;

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">Settings</h1>
      <AppFormView form={form} className="space-y-6">
        <Card className="space-y-5 p-5 sm:p-6">
          <h2 className={sectionHeading}>Branding</h2>
          <TextField label="Firm name" maxLength={120} autoComplete="organization" {...form.field('name')} />
          <ColourField
            value={primaryColour}
            onChange={(value) => setValue('primaryColour', value, { shouldDirty: true })}
            error={form.errorOf('primaryColour')}
          />
          <BrandPreview name={name} colour={previewColour} logoUrl={saved.logoUrl} />
        </Card>
        <Card className="p-5 sm:p-6">
          <LogoCard settings={saved} upload={upload} reset={reset} />
        </Card>
        <Card className="space-y-5 p-5 sm:p-6">
          <h2 className={sectionHeading}>Portal</h2>
          <CheckboxField
            label="Clients may register themselves"
            hint="Shows the registration page on the login screen."
            {...form.field('onboardingEnabled')}
          />
          <CheckboxField
            label="Show i-pipeline protection quotes to clients"
            {...form.field('accessIpipeline')}
          />
          <TextField
            label="Secure portal address (optional)"
            hint="An https:// address of your own secure document portal, if you have one."
            type="url"
            inputMode="url"
            {...form.field('securePortalUrl')}
          />
        </Card>
        <RequirementCard
          title="Fact-find consent"
          requiredLabel="Clients must consent before starting a fact-find"
          required={form.field('consentRequired')}
          textLabel="Consent text"
          text={consent}
          rows={5}
        />
        <RequirementCard
          title="Declarations at submission"
          requiredLabel="Require a declaration from each partner before the fact-find goes for review"
          requiredHint="Everyone in the household who signs in declares that what they have given about themselves is true and complete. A partner who has not signed up yet is not asked."
          required={form.field('declarationRequired')}
          textLabel="Declaration text"
          text={declaration}
          rows={4}
        />
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
            {...form.field('riskReviewMonths')}
            className="max-w-xs"
          />
        </Card>
        <ReviewScheduleCard
          frequency={form.field('reviewFrequencyMonths')}
          lead={form.field('reviewLeadWeeks')}
          reminders={form.field('reviewReminderDays')}
        />
        <Card className="space-y-5 p-5 sm:p-6">
          <h2 className={sectionHeading}>Signatures</h2>
          <TextField
            label="Remind a signer every this many days"
            hint={`From ${signatureReminderDaysMin} to ${signatureReminderDaysMax}. A document waiting for someone's signature is brought to their attention again until they sign it or it is withdrawn.`}
            type="number"
            inputMode="numeric"
            min={signatureReminderDaysMin}
            max={signatureReminderDaysMax}
            step={1}
            {...form.field('signatureReminderDays')}
            className="max-w-xs"
          />
        </Card>
        <Card className="space-y-5 p-5 sm:p-6">
          <h2 className={sectionHeading}>Messages</h2>
          <TextField
            label="Answer a client's message within this many working hours"
            hint={`From ${replyTargetHoursMin} to ${replyTargetHoursMax}; 48 is two working days. Working hours are Monday to Friday, UK time. The outcomes report counts the messages answered within it.`}
            type="number"
            inputMode="numeric"
            min={replyTargetHoursMin}
            max={replyTargetHoursMax}
            step={1}
            {...form.field('replyTargetHours')}
            className="max-w-xs"
          />
        </Card>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" isPending={form.isPending}>
            Save settings
          </Button>
          <p role="status" className="text-sm font-medium text-green-800 dark:text-green-200">
            {isSaved
              ? 'Settings saved. Everyone else sees them when they next open or return to the portal.'
              : ''}
          </p>
        </div>
      </AppFormView>
    </div>
  );
}
