import { type SupportNeeds, saveSupportNeedsRequestSchema } from '@atrium/domain/contract/support-needs';
import {
  adjustmentKeys,
  adjustments,
  consentWordings,
  contactMethodKeys,
  contactMethods,
  currentConsentVersion,
  driverGroupLabels,
  driverGroupOf,
  driverGroups,
  driverKeys,
  drivers,
} from '@atrium/domain/support/needs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';
import { saveSupportNeeds, supportNeedsKeys } from '../api.ts';
import { GroupError, SaveRow } from './form-parts.tsx';
import { TrustedContactFields } from './trusted-contact-fields.tsx';
import { toSupportNeedsRequest, valuesOf } from './values.ts';

const legend = 'text-sm font-semibold text-gray-900 dark:text-gray-100';

// What the person tells the firm would help, checked by the server's own schema before it is sent; saved only with
// the consent box ticked (UK GDPR art. 9).
export function SupportNeedsForm({ saved, onSaved }: { saved: SupportNeeds | null; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: saveSupportNeeds,
    onSuccess: (response) => {
      queryClient.setQueryData(supportNeedsKeys.own, response);
      onSaved();
    },
  });
  const form = useAppForm({
    schema: saveSupportNeedsRequestSchema,
    toRequest: toSupportNeedsRequest,
    defaultValues: valuesOf(saved),
    mutation,
    onValid: (request) => mutation.mutate(request),
  });
  const hasContact = form.form.watch('has_trusted_contact');
  const box = (name: 'drivers' | 'adjustments') => ({ ...form.field(name), error: undefined });
  return (
    <AppFormView form={form} className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3" aria-describedby="support-drivers-hint">
        <legend className={legend}>Is anything making things harder for you at the moment?</legend>
        <p id="support-drivers-hint" className="text-sm text-gray-600 dark:text-gray-400">
          Tick any that apply. You do not have to tell us anything you would rather not.
        </p>
        <GroupError error={form.errorOf('drivers')} />
        {driverGroups.map((group) => (
          <fieldset key={group}>
            <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">
              {driverGroupLabels[group]}
            </legend>
            {driverKeys
              .filter((key) => driverGroupOf(key) === group)
              .map((key) => (
                <CheckboxField key={key} label={drivers[key]} value={key} {...box('drivers')} />
              ))}
          </fieldset>
        ))}
      </fieldset>
      <TextAreaField
        label="Anything else you would like us to know (optional)"
        hint="In your own words. Only you and the people at the firm who need to will see it."
        rows={3}
        {...form.field('details')}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className={legend}>What would help</legend>
        <GroupError error={form.errorOf('adjustments')} />
        {adjustmentKeys.map((key) => (
          <CheckboxField key={key} label={adjustments[key]} value={key} {...box('adjustments')} />
        ))}
      </fieldset>
      <SelectField
        label="How would you like us to contact you?"
        options={[
          { value: '', label: 'No preference' },
          ...contactMethodKeys.map((key) => ({ value: key, label: contactMethods[key] })),
        ]}
        {...form.field('preferred_contact')}
      />
      <TrustedContactFields form={form} isOpen={hasContact} />
      <CheckboxField
        label={consentWordings[currentConsentVersion]}
        hint="Some of this may be about your health, which the law treats with extra care."
        {...form.field('consent')}
      />
      <SaveRow isPending={mutation.isPending} />
    </AppFormView>
  );
}
