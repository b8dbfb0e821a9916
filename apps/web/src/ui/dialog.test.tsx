import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, DialogActions } from './dialog.tsx';

// The modal stack: showing a modal pushes it and makes it current; hiding pops the latest, and the one
// before becomes current, or none. Every dialog is ui/Dialog on Radix, whose layers keep that stack
// (docs/decisions/010-modal-stack.md): the latest open dialog holds focus and Escape, the ones beneath are
// hidden from assistive technology until it closes.

function Stack({ isTopDismissible = true }: { isTopDismissible?: boolean }) {
  const [isFirstOpen, setFirstOpen] = useState(true);
  const [isSecondOpen, setSecondOpen] = useState(false);
  return (
    <>
      <Dialog open={isFirstOpen} onOpenChange={setFirstOpen} title="First" description="Opened first.">
        <DialogActions>
          <Button onClick={() => setSecondOpen(true)}>Open second</Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={isSecondOpen}
        onOpenChange={setSecondOpen}
        isDismissible={isTopDismissible}
        title="Second"
        description="Opened over the first."
      >
        <DialogActions>
          <Button onClick={() => setSecondOpen(false)}>Close second</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

describe('dialogs as a stack', () => {
  it('makes a shown dialog current, and hiding it brings back the one before, then none', async () => {
    const user = userEvent.setup();
    render(<Stack />);
    const first = screen.getByRole('dialog', { name: 'First' });
    const openSecond = within(first).getByRole('button', { name: 'Open second' });
    await waitFor(() => expect(openSecond).toHaveFocus());

    await user.click(openSecond);
    const second = await screen.findByRole('dialog', { name: 'Second' });
    // The second is current: it has focus, and the first is out of the accessibility tree beneath it.
    await waitFor(() => expect(second).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getAllByRole('dialog')).toEqual([second]);
    expect(first).toBeInTheDocument();
    await user.tab();
    expect(second).toContainElement(document.activeElement as HTMLElement);

    // Escape closes only the top one; the first is current again, focus back where it was.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Second' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    await waitFor(() => expect(openSecond).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps Escape from the one beneath while the current one cannot be dismissed', async () => {
    const user = userEvent.setup();
    render(<Stack isTopDismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open second' }));
    const second = await screen.findByRole('dialog', { name: 'Second' });
    await waitFor(() => expect(second).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    // Still open beneath, out of the accessibility tree.
    expect(screen.getByRole('heading', { name: 'First', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'First' })).not.toBeInTheDocument();
    expect(second).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(second).getByRole('button', { name: 'Close second' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Second' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open second' })).toHaveFocus());
  });
});

// Opens a dialog given as a prop: a fresh copy of ui/dialog.tsx in the test below.
function Opener({ DialogImpl }: { DialogImpl: typeof Dialog }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <DialogImpl open={isOpen} onOpenChange={setOpen} title="Late" description="Loaded on opening." />
    </>
  );
}

describe('a dialog whose code is not loaded yet', () => {
  it('renders nothing while closed, then fetches its code and shows itself when opened', async () => {
    // A fresh copy of the module alone (a query makes it a module of its own), without the test setup's preload;
    // resetting every module instead would leave this worker's next files a second copy of what they share.
    const fresh: typeof import('./dialog.tsx') = await import(/* @vite-ignore */ `./dialog.tsx?${'fresh'}`);
    const user = userEvent.setup();
    render(<Opener DialogImpl={fresh.Dialog} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Late' });
    expect(dialog).toHaveAccessibleDescription('Loaded on opening.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
