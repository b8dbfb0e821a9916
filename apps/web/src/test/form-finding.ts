import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

// What a form shows for a field it found a fault with (ui/form.tsx): the message describes the field, which is
// marked invalid and, as the first such field, has the focus.
export async function expectFieldFinding(field: HTMLElement, description: string): Promise<void> {
  await waitFor(() => expect(field).toHaveAccessibleDescription(description));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveFocus();
}
