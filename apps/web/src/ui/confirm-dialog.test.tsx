import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

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
