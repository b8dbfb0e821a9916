import { useMutation } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectFieldFinding } from '../test/form-finding.ts';
import { renderWithQueries } from '../test/render-with-queries.tsx';
import { Button } from './button.tsx';
import { AppFormView, useAppForm } from './form.tsx';
import { TextAreaField } from './textarea-field.tsx';

type Send = (values: { note: string }) => Promise<unknown>;

// A text area registered with a form (ui/form.tsx's field), as a dialog's note is written.
function NoteForm({ send }: { send: Send }) {
  const mutation = useMutation({ mutationFn: send });
  const form = useAppForm<{ note: string }>({
    defaultValues: { note: '' },
    check: (values) => (values.note ? {} : { note: 'Write a note.' }),
    mutation,
    onValid: (values) => mutation.mutate(values),
  });
  return (
    <AppFormView form={form} aria-label="Note">
      <TextAreaField label="Note" hint="For the client." rows={4} {...form.field('note')} />
      <Button type="submit">Send</Button>
    </AppFormView>
  );
}

describe('TextAreaField', () => {
  it('labels the text area and describes it by its hint, with no error', () => {
    render(
      <TextAreaField
        label="Reason"
        hint="Why it is asked."
        maxLength={1000}
        className="wrapper"
        inputClassName="resize-y"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Reason' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('Why it is asked.');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveAttribute('maxlength', '1000');
    expect(box).toHaveClass('resize-y');
    expect(box).not.toHaveClass('wrapper');
    expect(box.closest('.wrapper')).not.toBeNull();
  });

  it('has no description without a hint or an error', () => {
    render(<TextAreaField label="Message" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveAttribute('aria-describedby');
  });

  it('grows with its content from two lines and resizes vertically unless inputClassName sizes it otherwise', () => {
    render(
      <>
        <TextAreaField label="Note" />
        <TextAreaField label="Message" inputClassName="max-h-64 resize-none" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveClass(
      'field-sizing-content',
      'min-h-[58px]',
      'resize-y',
    );
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveClass('max-h-64', 'resize-none');
    expect(message).not.toHaveClass('resize-y');
  });

  it('shows the check’s message with the box, focuses it, and sends what was typed', async () => {
    const send = vi.fn<Send>(() => Promise.resolve({}));
    const user = renderWithQueries(<NoteForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const box = screen.getByRole('textbox', { name: 'Note' });
    await expectFieldFinding(box, 'For the client. Write a note.');
    expect(box).toHaveAttribute('rows', '4');
    expect(send).not.toHaveBeenCalled();

    await user.type(box, 'Call me');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]?.[0]).toEqual({ note: 'Call me' });
  });
});
