import {
  type AlertKind,
  alertKindLabels,
  alertKinds,
  type NotificationPreferences,
} from '@atrium/domain/contract/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import {
  alertKeys,
  notificationPreferencesQueryOptions,
  saveNotificationPreferences,
} from '../alerts-api.ts';
import { SubmitWithStatus } from './section-form-parts.tsx';

const hints: Record<AlertKind, string> = {
  messages: 'A new message has been waiting unread for a few minutes.',
  fact_find: 'A fact-find is submitted, returned for changes or reviewed.',
  documents: 'A document is shared with you or uploaded for you.',
  notifications: 'Your firm sends you a notification in the portal.',
  reviews: 'Your annual review check-in opens, and reminders while it waits for you.',
};

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (response) => queryClient.setQueryData(alertKeys.preferences, response),
  });
  // One box per kind (ui/checkbox-field.tsx takes the form's field): the server's 422 beside its box.
  const form = useAppForm<NotificationPreferences>({
    defaultValues: saved,
    mutation,
    onValid: (values) => mutation.mutate(values),
  });
  return (
    <AppFormView form={form} className="space-y-5">
      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-medium text-gray-900 dark:text-gray-100">Email me when</legend>
        {alertKinds.map((kind) => (
          <CheckboxField key={kind} label={alertKindLabels[kind]} hint={hints[kind]} {...form.field(kind)} />
        ))}
      </fieldset>
      <SubmitWithStatus
        label="Save email settings"
        isPending={mutation.isPending}
        message={mutation.isSuccess ? (mutation.data.message ?? null) : null}
      />
    </AppFormView>
  );
}

// Which alert mails this person gets. Security mails (password reset, sign-in codes, email changes,
// invitations) are always sent and are not listed.
export function AlertPreferencesSection() {
  const query = useQuery(notificationPreferencesQueryOptions());
  return (
    <SectionCard
      className="gap-5"
      title="Email alerts"
      description="We email you when something needs your attention in the portal; the email never includes the message or any figures. Emails about your account's security are always sent."
    >
      {query.data ? (
        <PreferencesForm saved={query.data.preferences} />
      ) : query.isError ? (
        <ErrorAlert>Your email settings could not be loaded. Reload the page to try again.</ErrorAlert>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">Loading your email settings…</p>
      )}
    </SectionCard>
  );
}
