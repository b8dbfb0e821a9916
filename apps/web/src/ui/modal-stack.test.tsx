import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import {
  emptyModalStack,
  hideModal,
  popModal,
  pushModal,
  resetModals,
  showModal,
  useModal,
} from './modal-stack.ts';

describe('the modal stack', () => {
  afterEach(resetModals);

  it('makes a shown modal current, and hiding brings back the one before, or none', () => {
    const one = pushModal(emptyModalStack, 'one');
    const two = pushModal(one, 'two');
    expect(two).toEqual({ modals: ['one', 'two'], current: 'two' });
    expect(popModal(two)).toEqual({ modals: ['one'], current: 'one' });
    expect(popModal(popModal(two))).toEqual({ modals: [], current: null });
    expect(popModal(emptyModalStack)).toEqual(emptyModalStack);
  });

  it('keeps a covered modal open but not current', () => {
    const { result } = renderHook(() => ({ one: useModal('one'), two: useModal('two') }));
    act(() => showModal('one'));
    act(() => result.current.two.show());
    expect(result.current.one).toMatchObject({ isOpen: true, isCurrent: false });
    expect(result.current.two).toMatchObject({ isOpen: true, isCurrent: true });
    act(() => hideModal());
    expect(result.current.one).toMatchObject({ isOpen: true, isCurrent: true });
    expect(result.current.two.isOpen).toBe(false);
    act(() => result.current.one.hide());
    expect(result.current.one.isOpen).toBe(false);
  });
});

function Harness({ onConfirm, confirmLabel }: { onConfirm: () => void; confirmLabel?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Remove address?"
      description="This address will be removed from your fact-find."
      onConfirm={onConfirm}
      {...(confirmLabel ? { confirmLabel } : {})}
    />
  );
}

describe('ConfirmDialog', () => {
  it("labels its confirm button 'Confirm' unless told otherwise", async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog', { name: 'Remove address?' })).toHaveAccessibleDescription(
      'This address will be removed from your fact-find.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('takes another label and closes on Cancel', async () => {
    render(<Harness onConfirm={() => {}} confirmLabel="Remove" />);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
