import { messageMaxLength, sendMessageRequestSchema } from '@atrium/domain/contract/messages';
import { Send } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Button } from './button.tsx';
import { isFieldFailure } from './failure.ts';
import { AppFormView, failureMessage, useAppForm } from './form.tsx';
import { TextAreaField } from './textarea-field.tsx';

// What sends a message: a TanStack mutation (the client's and the adviser's each update their own conversation).
type Sender = {
  isPending: boolean;
  error: unknown;
  reset: () => void;
  mutate: (message: string, options: { onSuccess: () => void }) => void;
};

type Props = { label: string; recipientName: string; send: Sender };

// The send box of a conversation, the client's and the adviser's alike: Enter adds a line, Ctrl/⌘+Enter or the
// button sends. The text is checked by the server's own rule (sendMessageRequestSchema: trimmed, not empty, at
// most messageMaxLength) before it is sent (ui/form.tsx); the server's refusal of the text shows under the box,
// any other failure above it.
export function MessageComposer({ label, recipientName, send }: Props) {
  const form = useAppForm({
    schema: sendMessageRequestSchema,
    defaultValues: { message: '' },
    mutation: send,
    onValid: ({ message }) => send.mutate(message, { onSuccess: () => form.form.reset({ message: '' }) }),
    messageOf: (error, fields) => (isFieldFailure(error) ? failureMessage(error, fields) : 'Sending failed.'),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void form.onSubmit();
    }
  };

  return (
    <AppFormView form={form} className="flex flex-col gap-3">
      <TextAreaField
        label={label}
        hint={`To ${recipientName}. Press Ctrl+Enter to send.`}
        maxLength={messageMaxLength}
        rows={2}
        autoComplete="off"
        // The box grows with its content from a minimum height of 58 px (two lines), up to 16 rem, and is not
        // dragged to another size.
        inputClassName="field-sizing-content max-h-64 min-h-[58px] resize-none"
        {...form.field('message')}
        onKeyDown={onKeyDown}
      />
      <div className="flex justify-end">
        <Button type="submit" isPending={form.isPending}>
          {form.isPending ? null : <Send aria-hidden="true" className="size-4" />}
          Send
        </Button>
      </div>
    </AppFormView>
  );
}
