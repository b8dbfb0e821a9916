import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OnDemandPopup, onDemand } from './on-demand-popup.tsx';

// Stands in for a popup module: renders its trigger and says whether it was asked to open.
function FakePopup({ trigger, defaultOpen }: { trigger: React.ReactElement; defaultOpen: boolean }) {
  return (
    <div>
      {trigger}
      {defaultOpen ? <p>popup open</p> : <p>popup closed</p>}
    </div>
  );
}

function renderPopup(load: () => Promise<{ FakePopup: typeof FakePopup }>) {
  const source = onDemand(load);
  const trigger = (
    <button type="button" aria-label="Account menu">
      AM
    </button>
  );
  const view = (
    <OnDemandPopup source={source} popup="menu" trigger={trigger}>
      {(module, defaultOpen) => <module.FakePopup trigger={trigger} defaultOpen={defaultOpen} />}
    </OnDemandPopup>
  );
  return { source, ...render(view), view };
}

describe('OnDemandPopup', () => {
  it('shows the closed trigger and downloads nothing until the person reaches for it', async () => {
    const load = vi.fn(async () => ({ FakePopup }));
    renderPopup(load);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();

    // Pointing at it fetches the code but opens nothing.
    await userEvent.hover(trigger);
    expect(load).toHaveBeenCalledOnce();
    expect(screen.queryByText(/popup/)).toBeNull();
  });

  it('opens the popup once its code has arrived when the trigger is pressed, and loads it only once', async () => {
    const load = vi.fn(async () => ({ FakePopup }));
    const { source, unmount, view } = renderPopup(load);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByText('popup open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();

    // Mounted again (another page of the layout): the real popup from the start, closed.
    unmount();
    render(view);
    expect(screen.getByText('popup closed')).toBeInTheDocument();
    expect(source.loaded).toBeDefined();
    expect(load).toHaveBeenCalledOnce();
  });

  it('opens with ArrowDown, as a menu button does', async () => {
    renderPopup(async () => ({ FakePopup }));
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByText('popup open')).toBeInTheDocument();
  });

  it('stays a closed button when the download fails, and tries again on the next press', async () => {
    let isOnline = false;
    const load = vi.fn(async () => {
      if (!isOnline) throw new Error('offline');
      return { FakePopup };
    });
    renderPopup(load);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/popup/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'false');

    isOnline = true;
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByText('popup open')).toBeInTheDocument();
  });
});
