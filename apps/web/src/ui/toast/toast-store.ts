import { createStore, useStore } from '../store.ts';

// A UI notification has an id (from the time), a description, a colour (red for errors,
// green otherwise) and a timeout, 5000 ms unless given.
export type ToastColour = 'red' | 'green';
// A non-error toast keeps the standard colour; `tone: 'info'` styles one that reports what someone else did (a new
// message, a fact-find returned) as news rather than as the success of the reader's own action.
export type Toast = { id: number; description: string; colour: ToastColour; timeout: number; tone?: 'info' };
export type NewToast = { description: string; isError?: boolean; isInfo?: boolean; timeout?: number };

export const defaultToastTimeout = 5000;

export function createToast(
  { description, isError = false, isInfo = false, timeout = defaultToastTimeout }: NewToast,
  now: number,
): Toast {
  const toast: Toast = { id: now, description, colour: isError ? 'red' : 'green', timeout };
  return isInfo && !isError ? { ...toast, tone: 'info' } : toast;
}

const toastStore = createStore<readonly Toast[]>([]);

export function removeToast(id: number): void {
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
}

export function addToast(input: NewToast): Toast {
  const existing = toastStore.get();
  // Ids come from the clock; two toasts in the same millisecond still need distinct ids.
  const lastId = existing.at(-1)?.id ?? 0;
  const toast = createToast(input, Math.max(Date.now(), lastId + 1));
  toastStore.set([...existing, toast]);
  setTimeout(() => removeToast(toast.id), toast.timeout);
  return toast;
}

export function getToasts(): readonly Toast[] {
  return toastStore.get();
}

export function useToasts(): readonly Toast[] {
  return useStore(toastStore);
}
