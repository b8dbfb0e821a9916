import { createStore, useStore } from '../lib/store.ts';

// Spec §3/§4: the open modals in order and the current one. Showing pushes and makes it current;
// hiding pops the latest, and the one before becomes current, or none.
export type ModalStack = { modals: readonly string[]; current: string | null };

export const emptyModalStack: ModalStack = { modals: [], current: null };

export function pushModal(stack: ModalStack, id: string): ModalStack {
  const modals = [...stack.modals, id];
  return { modals, current: id };
}

export function popModal(stack: ModalStack): ModalStack {
  const modals = stack.modals.slice(0, -1);
  return { modals, current: modals.at(-1) ?? null };
}

const modalStore = createStore<ModalStack>(emptyModalStack);

export function showModal(id: string): void {
  modalStore.set((stack) => pushModal(stack, id));
}

export function hideModal(): void {
  modalStore.set(popModal);
}

export function resetModals(): void {
  modalStore.set(emptyModalStack);
}

// A modal is open while it is anywhere in the stack; only the current one has the user's attention.
export function useModal(id: string): {
  isOpen: boolean;
  isCurrent: boolean;
  show: () => void;
  hide: () => void;
} {
  const stack = useStore(modalStore);
  return {
    isOpen: stack.modals.includes(id),
    isCurrent: stack.current === id,
    show: () => showModal(id),
    hide: hideModal,
  };
}
