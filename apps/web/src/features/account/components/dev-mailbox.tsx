import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../ui/card.tsx';
import { devOutboxQueryOptions } from '../api.ts';

const linkPattern = /(https?:\/\/[^\s]+)/g;

function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(linkPattern).map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
          <a key={index} href={part} className="break-all font-medium text-primary-ink underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

// Development only: the mail and SMS the portal would have sent, newest first.
export function DevMailbox() {
  const outbox = useQuery(devOutboxQueryOptions());
  if (outbox.isPending) return <p className="text-sm">Loading…</p>;
  if (outbox.isError) return <p className="text-sm">The development mailbox is not available here.</p>;
  const messages = [...outbox.data.data].reverse();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-gray-900 dark:text-gray-50">Development mailbox</h1>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        What the portal would have mailed or texted for the firm at this address.
      </p>
      {messages.length === 0 ? <p className="text-sm">Nothing has been sent yet.</p> : null}
      <ul className="space-y-4">
        {messages.map((message) => (
          <li key={message.id}>
            <Card className="p-4">
              <h2 className="text-base font-semibold text-gray-900 dark:text-gray-50">
                {message.channel === 'sms' ? 'SMS' : message.subject}
              </h2>
              <p className="text-xs text-gray-600 dark:text-gray-400">
                To {message.to} · {new Date(message.created_at).toLocaleString()}
              </p>
              <p className="mt-2 text-sm whitespace-pre-wrap text-gray-800 dark:text-gray-200">
                <Linkified text={message.text} />
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
