import { messageMaxLength } from '@atrium/domain/contract/messages';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { describedBy, Field, fieldIds, inputBorder, inputClasses } from '../../../ui/field.tsx';
import { useSendMessage } from '../hooks/use-send-message.ts';

// The send box: Enter adds a line, Ctrl/⌘+Enter or the button sends.
export function MessageComposer({ recipientName }: { recipientName: string }) {
  const ids = fieldIds(useId());
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useSendMessage();

  const submit = () => {
    const message = text.trim();
    if (!message) {
      setError('Write a message before sending.');
      return;
    }
    setError(undefined);
    send.mutate(message, {
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
      <Field ids={ids} label="Message" hint={hint} error={error}>
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
          // Spec §5: text areas grow with their content from a minimum height of 58 px.
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
