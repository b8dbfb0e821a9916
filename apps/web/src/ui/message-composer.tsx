import { messageMaxLength, sendMessageRequestSchema } from '@atrium/domain/contract/messages';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { isApiError } from '../lib/http.ts';
import { Button } from './button.tsx';
import { cx } from './cx.ts';
import { describedBy, Field, fieldIds, inputBorder, inputClasses } from './field.tsx';

// What sends a message: a TanStack mutation (the client's and the adviser's each update their own conversation).
type Sender = {
  isPending: boolean;
  mutate: (message: string, options: { onSuccess: () => void; onError: (failure: Error) => void }) => void;
};

type Props = { label: string; recipientName: string; send: Sender };

// The send box of a conversation, the client's and the adviser's alike: Enter adds a line, Ctrl/⌘+Enter or the
// button sends. The text is checked by the server's own rule (sendMessageRequestSchema: trimmed, not empty, at
// most messageMaxLength) before it is sent; a refusal from the server shows under the box too.
export function MessageComposer({ label, recipientName, send }: Props) {
  const ids = fieldIds(useId());
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const parsed = sendMessageRequestSchema.safeParse({ message: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data.message, {
      onSuccess: () => setText(''),
      onError: (failure) =>
        setError(isApiError(failure) ? (failure.errors.message?.[0] ?? failure.message) : 'Sending failed.'),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const hint = `To ${recipientName}. Press Ctrl+Enter to send.`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <Field ids={ids} label={label} hint={hint} error={error}>
        <textarea
          id={ids.input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={messageMaxLength}
          rows={2}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          // The box grows with its content from a minimum height of 58 px (two lines), up to 16 rem.
          className={cx(inputClasses, inputBorder, 'field-sizing-content max-h-64 min-h-[58px] resize-none')}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" isPending={send.isPending}>
          {send.isPending ? null : <Send aria-hidden="true" className="size-4" />}
          Send
        </Button>
      </div>
    </form>
  );
}
