import type { Message } from '@atrium/domain/contract/messages';
import { MessageList } from './message-list.tsx';

type Props = { messages: readonly Message[]; lastViewedAt: string | null; clientName: string };

const fromFirm = (message: Message) => message.sender.role !== 'client';

// The staff's reading of a household's conversation: the firm's messages on the right, the household's on the left,
// and what the household wrote since the reader last looked marked new (message-list.tsx draws both sides' threads).
export function AdviserConversationThread({ messages, lastViewedAt, clientName }: Props) {
  return (
    <MessageList messages={messages} otherName={clientName} isOurs={fromFirm} lastViewedAt={lastViewedAt} />
  );
}
