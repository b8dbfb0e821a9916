import type {
  ConversationUpdatedPayload,
  FactFindEditedPayload,
  FactFindUpdatedPayload,
  NotificationPushedPayload,
} from '@atrium/domain/contract/realtime';
import { useEffect, useRef } from 'react';

// The app's side of live updates: pages listen here (useRealtimeEvent), and the connection (realtime.ts, loaded
// only once someone is signed in: realtime-start.ts) emits what the server pushes.

// What the realtime connection tells the app. `subscribed` fires on the first subscription and on every
// resubscription after a reconnect: Pusher never replays what was missed, so listeners refetch then.
export type RealtimeEventMap = {
  'conversation.updated': ConversationUpdatedPayload;
  // A fact-find's status changed (submitted, reviewed, returned): refetch it and the adviser's lists.
  'fact-find.updated': FactFindUpdatedPayload;
  // The partner saved part of the household's fact-find (features/factfind/live-edits.ts).
  'fact-find.edited': FactFindEditedPayload;
  notification: NotificationPushedPayload;
  subscribed: undefined;
};
export type EventName = keyof RealtimeEventMap;
type Handler<K extends EventName> = (payload: RealtimeEventMap[K]) => void;

const handlers: { [K in EventName]: Set<Handler<K>> } = {
  'conversation.updated': new Set(),
  'fact-find.updated': new Set(),
  'fact-find.edited': new Set(),
  notification: new Set(),
  subscribed: new Set(),
};

export function emit<K extends EventName>(event: K, payload: RealtimeEventMap[K]): void {
  for (const handler of handlers[event]) handler(payload);
}

export function onRealtimeEvent<K extends EventName>(event: K, handler: Handler<K>): () => void {
  handlers[event].add(handler);
  return () => handlers[event].delete(handler);
}

// Listens for as long as the component is mounted; always calls the latest handler.
export function useRealtimeEvent<K extends EventName>(event: K, handler: Handler<K>): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onRealtimeEvent(event, (payload) => latest.current(payload)), [event]);
}
