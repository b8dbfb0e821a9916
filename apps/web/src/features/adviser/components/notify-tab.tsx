import { createNotificationRequestSchema } from '@atrium/domain/contract/notifications';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { cx } from '../../../ui/cx.ts';
import { describedBy, Field, fieldIds, inputBorder, inputClasses } from '../../../ui/field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { clientDetailQueryOptions } from '../api.ts';
import { sendNotification } from '../conversation-api.ts';

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

type Errors = Partial<Record<'title' | 'body' | 'link', string>>;

function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0]) as keyof Errors;
    errors[key] ??= issue.message;
  }
  return errors;
}

export function NotifyTab({ clientId }: { clientId: number }) {
  const bodyIds = fieldIds(useId());
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sentTitle, setSentTitle] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (request: Parameters<typeof sendNotification>[1]) => sendNotification(clientId, request),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTitle(null);
    const parsed = createNotificationRequestSchema.safeParse({ title, body, link: link || null });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        setSentTitle(parsed.data.title);
        setTitle('');
        setBody('');
        setLink('');
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 422)
          setErrors({
            title: failure.errors.title?.[0],
            body: failure.errors.body?.[0],
            link: failure.errors.link?.[0],
          });
      },
    });
  };
  const otherFailure =
    send.error && !(isApiError(send.error) && send.error.status === 422) ? send.error.message : null;

  return (
    <Card className="max-w-2xl p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        Send {client.name} a notification
      </h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        It appears at once under the bell in their portal, and stays there until they read it.
      </p>
      <form onSubmit={submit} noValidate className="mt-5 space-y-5">
        <p
          role="status"
          className={
            sentTitle
              ? 'rounded-lg bg-green-50 p-3 text-sm font-medium text-green-800 dark:bg-green-950 dark:text-green-200'
              : 'sr-only'
          }
        >
          {sentTitle ? `Sent “${sentTitle}” to ${client.name}.` : ''}
        </p>
        {otherFailure ? <ErrorAlert>{otherFailure}</ErrorAlert> : null}
        <TextField
          label="Title"
          value={title}
          maxLength={120}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
          autoComplete="off"
        />
        <Field ids={bodyIds} label="Message" error={errors.body}>
          <textarea
            id={bodyIds.input}
            value={body}
            maxLength={1000}
            rows={4}
            onChange={(event) => setBody(event.target.value)}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={describedBy(bodyIds, null, errors.body)}
            className={cx(inputClasses, inputBorder, 'field-sizing-content min-h-[58px] resize-y')}
          />
        </Field>
        <SelectField
          label="Link to a page (optional)"
          hint="Where the notification takes them when they open it."
          options={notificationLinks}
          value={link}
          onChange={(event) => setLink(event.target.value)}
          error={errors.link}
        />
        <Button type="submit" isPending={send.isPending}>
          {send.isPending ? null : <BellRing aria-hidden="true" className="size-4" />}
          Send notification
        </Button>
      </form>
    </Card>
  );
}
