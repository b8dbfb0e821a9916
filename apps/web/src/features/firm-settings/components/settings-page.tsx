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
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { firmSettingsQueryOptions } from '../api.ts';
import { useFirmSettingsMutations } from '../hooks/use-firm-settings-mutations.ts';
import { BrandPreview } from './brand-preview.tsx';
import { ColourField } from './colour-field.tsx';
import { LogoCard } from './logo-card.tsx';
import { NumberSettingCard } from './number-setting-card.tsx';
import { RequirementCard } from './requirement-card.tsx';
import { ReviewScheduleCard } from './review-schedule-card.tsx';
import { SettingCard } from './setting-card.tsx';

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
  const previewColour = isHexColour(primaryColour) ? primaryColour : saved.colours.primary;

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">Settings</h1>
      <AppFormView form={form} className="space-y-6">
        <SettingCard title="Branding">
          <TextField label="Firm name" maxLength={120} autoComplete="organization" {...form.field('name')} />
          <ColourField
            value={primaryColour}
            onChange={(value) => setValue('primaryColour', value, { shouldDirty: true })}
            error={form.errorOf('primaryColour')}
          />
          <BrandPreview name={name} colour={previewColour} logoUrl={saved.logoUrl} />
        </SettingCard>
        <Card className="p-5 sm:p-6">
          <LogoCard settings={saved} upload={upload} reset={reset} />
        </Card>
        <SettingCard title="Portal">
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
        </SettingCard>
        <RequirementCard
          title="Fact-find consent"
          requiredLabel="Clients must consent before starting a fact-find"
          required={form.field('consentRequired')}
          textLabel="Consent text"
          text={form.field('consentText')}
          rows={5}
        />
        <RequirementCard
          title="Declarations at submission"
          requiredLabel="Require a declaration from each partner before the fact-find goes for review"
          requiredHint="Everyone in the household who signs in declares that what they have given about themselves is true and complete. A partner who has not signed up yet is not asked."
          required={form.field('declarationRequired')}
          textLabel="Declaration text"
          text={form.field('declarationText')}
          rows={4}
        />
        <NumberSettingCard
          title="Attitude to risk"
          label="Review each risk profile after this many months"
          hint={`From ${riskReviewMonthsMin} to ${riskReviewMonthsMax}. A result's review date is set when the client completes the questionnaire, so a change applies to results completed from then on.`}
          min={riskReviewMonthsMin}
          max={riskReviewMonthsMax}
          field={form.field('riskReviewMonths')}
        />
        <ReviewScheduleCard
          frequency={form.field('reviewFrequencyMonths')}
          lead={form.field('reviewLeadWeeks')}
          reminders={form.field('reviewReminderDays')}
        />
        <NumberSettingCard
          title="Signatures"
          label="Remind a signer every this many days"
          hint={`From ${signatureReminderDaysMin} to ${signatureReminderDaysMax}. A document waiting for someone's signature is brought to their attention again until they sign it or it is withdrawn.`}
          min={signatureReminderDaysMin}
          max={signatureReminderDaysMax}
          field={form.field('signatureReminderDays')}
        />
        <NumberSettingCard
          title="Messages"
          label="Answer a client's message within this many working hours"
          hint={`From ${replyTargetHoursMin} to ${replyTargetHoursMax}; 48 is two working days. Working hours are Monday to Friday, UK time. The outcomes report counts the messages answered within it.`}
          min={replyTargetHoursMin}
          max={replyTargetHoursMax}
          field={form.field('replyTargetHours')}
        />
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
