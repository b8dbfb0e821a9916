import { messageMaxLength, sendMessageRequestSchema } from '@atrium/domain/contract/messages';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { cx } from '../../../ui/cx.ts';
import { describedBy, Field, fieldIds, inputBorder, inputClasses } from '../../../ui/field.tsx';
import { adviserKeys, clientDetailQueryOptions } from '../api.ts';
import { conversationQueryOptions } from '../conversation-api.ts';
import { conversationsKey } from '../conversations-api.ts';
import { useReply } from '../hooks/use-reply.ts';
import { ConversationThread } from './conversation-thread.tsx';

function ReplyBox({ clientId, clientName }: { clientId: number; clientName: string }) {
  const ids = fieldIds(useId());
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reply = useReply(clientId);
  const send = () => {
    const parsed = sendMessageRequestSchema.safeParse({ message: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    reply.mutate(parsed.data.message, {
      onSuccess: () => setText(''),
      onError: (failure) =>
        setError(isApiError(failure) ? (failure.errors.message?.[0] ?? failure.message) : 'Sending failed.'),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };
  const hint = `To ${clientName}. Press Ctrl+Enter to send.`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <Field ids={ids} label="Reply" hint={hint} error={error}>
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
          className={cx(inputClasses, inputBorder, 'field-sizing-content max-h-64 min-h-[58px] resize-none')}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" isPending={reply.isPending}>
          {reply.isPending ? null : <Send aria-hidden="true" className="size-4" />}
          Send
        </Button>
      </div>
    </form>
  );
}

// The conversation with the client. Opening it marks it read for the reader, so the counts elsewhere drop;
// new messages arrive live (the layout refetches this conversation when the client writes).
export function MessagesTab({ clientId }: { clientId: number }) {
  const queryClient = useQueryClient();
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  const { data, dataUpdatedAt } = useSuspenseQuery(conversationQueryOptions(clientId));
  useEffect(() => {
    if (dataUpdatedAt === 0) return;
    void queryClient.invalidateQueries({ queryKey: adviserKeys.detail(clientId) });
    void queryClient.invalidateQueries({ queryKey: adviserKeys.clientLists });
    void queryClient.invalidateQueries({ queryKey: adviserKeys.dashboard });
    void queryClient.invalidateQueries({ queryKey: conversationsKey });
  }, [dataUpdatedAt, clientId, queryClient]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h2 className="sr-only">Messages with {client.name}</h2>
      <Card className="p-4 sm:p-6">
        <ConversationThread
          messages={data.messages}
          lastViewedAt={data.conversation.last_viewed_at}
          clientName={client.name}
        />
      </Card>
      <Card className="p-4 sm:p-6">
        <ReplyBox clientId={clientId} clientName={client.name} />
      </Card>
    </div>
  );
}
