import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';

// A component that saves through a TanStack Query mutation, rendered on its own (no router, no app): a QueryClient
// of its own that retries no mutation, and the user who drives it. For the form tests (ui/form.test.tsx,
// ui/checkbox-field.test.tsx) and the portfolio's dialogs.
export function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return userEvent.setup();
}

// A dialog that is open until it asks to close (its onOpenChange(false)), then "Closed" in its place.
export function OpenUntilClosed({
  dialog,
}: {
  dialog: (onOpenChange: (open: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(true);
  return open ? dialog(setOpen) : <p>Closed</p>;
}
