import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectFieldFinding } from '../test/form-finding.ts';
import { renderWithQueries } from '../test/render-with-queries.tsx';
import { Button } from './button.tsx';
import { CheckboxField } from './checkbox-field.tsx';
import { AppFormView, useAppForm } from './form.tsx';

type Send = (values: { agreed: boolean }) => Promise<unknown>;

// A box registered with a form (ui/form.tsx's field), as the consent of a form is written.
function AgreeForm({ send }: { send: Send }) {
  const mutation = useMutation({ mutationFn: send });
  const form = useAppForm<{ agreed: boolean }>({
    defaultValues: { agreed: false },
    check: (values) => (values.agreed ? {} : { agreed: 'Tick the box to agree.' }),
    mutation,
    onValid: (values) => mutation.mutate(values),
  });
  return (
    <AppFormView form={form} aria-label="Agree">
      <CheckboxField label="I agree" hint="To the terms." {...form.field('agreed')} />
      <Button type="submit">Send</Button>
    </AppFormView>
  );
}

describe('CheckboxField with a form’s field', () => {
  it('shows the check’s message with the box, focuses it, and sends the ticked box as true', async () => {
    const send = vi.fn<Send>(() => Promise.resolve({}));
    const user = renderWithQueries(<AgreeForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    await expectFieldFinding(box, 'To the terms. Tick the box to agree.');
    expect(send).not.toHaveBeenCalled();

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send.mock.calls[0]?.[0]).toEqual({ agreed: true }));
  });
});
