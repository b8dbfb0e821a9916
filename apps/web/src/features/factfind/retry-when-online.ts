import { isApiError } from '../../lib/http.ts';

// A field whose save could not reach the server ("Not saved") is sent again by itself, without the
// Retry button: at once when the browser comes back online, and every few seconds meanwhile (the server, not
// the browser, may be the one that was away). Fields go in the order their edits were made, each with its
// edit's Idempotency-Key, so the server gets every value once and in order.
export const autoRetryIntervalMs = 5000;

// No answer at all, or the server failing: worth trying again. Anything else is an answer to show.
export const isRetryable = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500;

type Waiting = { order: number; retry: () => Promise<boolean> };

const waiting = new Map<object, Waiting>();
let sequence = 0;
let isRunning = false;
let timer: ReturnType<typeof setInterval> | null = null;

function listen(): void {
  if (timer || typeof window === 'undefined') return;
  window.addEventListener('online', retryWaitingSaves);
  timer = setInterval(retryWaitingSaves, autoRetryIntervalMs);
}

function stopListening(): void {
  if (!timer) return;
  window.removeEventListener('online', retryWaitingSaves);
  clearInterval(timer);
  timer = null;
}

// The owner (one per field) retries its latest failed edit; a newer failure of the same field replaces it.
export function retryLater(owner: object, retry: () => Promise<boolean>): void {
  waiting.set(owner, { order: ++sequence, retry });
  listen();
}

export function cancelRetry(owner: object): void {
  waiting.delete(owner);
  if (waiting.size === 0) stopListening();
}

// Oldest edit first; the first that fails again stops the round, so a later edit never overtakes it.
export async function retryWaitingSaves(): Promise<void> {
  if (isRunning || waiting.size === 0) return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  isRunning = true;
  try {
    const queue = [...waiting.entries()].sort(([, a], [, b]) => a.order - b.order);
    for (const [owner, entry] of queue) {
      if (waiting.get(owner) !== entry) continue;
      waiting.delete(owner);
      if (!(await entry.retry())) break;
    }
  } finally {
    isRunning = false;
    if (waiting.size === 0) stopListening();
  }
}
