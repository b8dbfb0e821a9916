import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, startApp } from '../app.tsx';
import type { RealtimeDeps } from '../lib/realtime.ts';
import { registerApp } from './app-teardown.ts';

// Starts the whole app, as main.tsx does, at a path of an in-memory history. test/setup.ts stops it after the test,
// once what it was loading has finished (test/app-teardown.ts).
// A test of live updates passes a fake realtime client (test/fake-pusher.ts).
export function renderApp(path: string, options: { realtime?: RealtimeDeps } = {}) {
  const app = startApp({
    history: createMemoryHistory({ initialEntries: [path] }),
    ...(options.realtime ? { realtime: options.realtime } : {}),
  });
  registerApp(app);
  const { router, queryClient } = app;
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user, location: () => router.state.location };
}
