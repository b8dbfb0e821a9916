import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToast, createToast, defaultToastTimeout, getToasts, removeToast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

describe('UI notifications', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') }));
  afterEach(() => {
    for (const toast of getToasts()) removeToast(toast.id);
    vi.useRealTimers();
  });

  it('takes its id from the time, is red for errors and green otherwise, and lasts 5000 ms by default', () => {
    expect(createToast({ description: 'Saved' }, 1234)).toEqual({
      id: 1234,
      description: 'Saved',
      colour: 'green',
      timeout: 5000,
    });
    expect(createToast({ description: 'Failed', isError: true, timeout: 10_000 }, 1)).toMatchObject({
      colour: 'red',
      timeout: 10_000,
    });
    expect(defaultToastTimeout).toBe(5000);
  });

  it('removes a toast when its timeout ends', () => {
    const toast = addToast({ description: 'Saved' });
    expect(toast.id).toBe(Date.now());
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('gives toasts added in the same millisecond distinct ids', () => {
    const first = addToast({ description: 'One' });
    const second = addToast({ description: 'Two' });
    expect(second.id).not.toBe(first.id);
  });

  it('renders toasts in a live region and lets the user dismiss one', async () => {
    vi.useRealTimers();
    render(<Toaster />);
    act(() => {
      addToast({ description: 'Your changes were saved.' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[aria-live="polite"]')).toHaveTextContent('Your changes were saved.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Your changes were saved.')).not.toBeInTheDocument();
  });

  it('styles news of what someone else did as information, keeping the standard colour', () => {
    vi.useRealTimers();
    expect(createToast({ description: 'Returned', isInfo: true }, 1)).toEqual({
      id: 1,
      description: 'Returned',
      colour: 'green',
      timeout: 5000,
      tone: 'info',
    });
    expect(createToast({ description: 'Failed', isError: true, isInfo: true }, 2)).not.toHaveProperty('tone');
    render(<Toaster />);
    act(() => {
      addToast({ description: 'Sarah Mitchell returned your fact-find', isInfo: true });
      addToast({ description: 'Saved' });
    });
    expect(screen.getByText('Sarah Mitchell returned your fact-find').closest('li')).toHaveAttribute(
      'data-tone',
      'info',
    );
    expect(screen.getByText('Saved').closest('li')).toHaveAttribute('data-tone', 'success');
  });
});
