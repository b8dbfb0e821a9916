import { createNotificationRequestSchema } from '@atrium/domain/contract/notifications';
import { useMutation } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';
import { sendClientNotification } from '../adviser-api.ts';

// The client's pages a notification may lead to (links stay inside the portal).
export const notificationLinks = [
  { value: '', label: 'No link' },
  { value: '/', label: 'Home' },
  { value: '/fact-find', label: 'Fact-find' },
  { value: '/messages', label: 'Messages' },
  { value: '/documents', label: 'Documents' },
  { value: '/links', label: 'Links' },
  { value: '/atrq', label: 'Attitude to risk' },
  { value: '/profile', label: 'Profile' },
] as const;

type Values = { title: string; body: string; link: string };
const empty: Values = { title: '', body: '', link: '' };

// A notification to the client (ui/form.tsx): the contract's check, else the server's 422 beside its field.
export function AdviserNotifyTab({ clientId, clientName }: { clientId: number; clientName: string }) {
  const [sentTitle, setSentTitle] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (request: Parameters<typeof sendClientNotification>[1]) =>
      sendClientNotification(clientId, request),
  });
  const form = useAppForm({
    schema: createNotificationRequestSchema,
    // "No link" is the select's empty value, the request's null.
    toRequest: (values: Values) => ({ ...values, link: values.link || null }),
    defaultValues: empty,
    mutation: send,
    onInvalid: () => setSentTitle(null),
    onValid: (request) => {
      setSentTitle(null);
      send.mutate(request, {
        onSuccess: () => {
          setSentTitle(request.title);
          form.form.reset(empty);
        },
      });
    },
  });
  // Registered in the page's order: the first invalid field takes the focus.
  const titleField = form.field('title');
  const bodyField = form.field('body');

  return (
    <Card className="max-w-2xl p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        Send {clientName} a notification
      </h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        It appears at once under the bell in their portal, and stays there until they read it.
      </p>
      <AppFormView form={form} className="mt-5 space-y-5">
        <p
          role="status"
          className={
            sentTitle
              ? 'rounded-lg bg-green-50 p-3 text-sm font-medium text-green-800 dark:bg-green-950 dark:text-green-200'
              : 'sr-only'
          }
        >
          {sentTitle ? `Sent “${sentTitle}” to ${clientName}.` : ''}
        </p>
        <TextField label="Title" maxLength={120} autoComplete="off" {...titleField} />
        <TextAreaField label="Message" maxLength={1000} rows={4} {...bodyField} />
        <SelectField
          label="Link to a page (optional)"
          hint="Where the notification takes them when they open it."
          options={notificationLinks}
          {...form.field('link')}
        />
        <Button type="submit" isPending={form.isPending}>
          {form.isPending ? null : <BellRing aria-hidden="true" className="size-4" />}
          Send notification
        </Button>
      </AppFormView>
    </Card>
  );
}
