import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { App, startApp } from '../app.tsx';
import type { RealtimeDeps } from '../lib/realtime.ts';

// Starts the whole app, as main.tsx does, at a path of an in-memory history.
// A test of live updates passes a fake realtime client (test/fake-pusher.ts).
export function renderApp(path: string, options: { realtime?: RealtimeDeps } = {}) {
  const { router, queryClient, stop } = startApp({
    history: createMemoryHistory({ initialEntries: [path] }),
    ...(options.realtime ? { realtime: options.realtime } : {}),
  });
  onTestFinished(stop);
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user, location: () => router.state.location };
}
