import { invitationRequestSchema, registerRequestSchema } from '@atrium/domain/contract/account';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http.ts';
import { expectFieldFinding } from '../test/form-finding.ts';
import { renderWithQueries } from '../test/render-with-queries.tsx';
import { Button } from './button.tsx';
import { AppFormView, failureMessage, lazyZodResolver, serverFieldErrors, useAppForm } from './form.tsx';
import { PasswordField } from './password-field.tsx';
import { SelectField } from './select-field.tsx';
import { EmailField, TextField } from './text-field.tsx';

type Send = (values: unknown) => Promise<unknown>;

// A registration form as a feature writes one: the contract's schema, a mutation, the fields of ui/.
function RegisterForm({ send, lazy = false }: { send: Send; lazy?: boolean }) {
  const mutation = useMutation({ mutationFn: send });
  const form = useAppForm({
    ...(lazy
      ? { resolver: lazyZodResolver(() => Promise.resolve(registerRequestSchema)) }
      : { schema: registerRequestSchema }),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
    mutation,
    onValid: (values) => mutation.mutate(values),
  });
  return (
    <AppFormView form={form} aria-label="Register">
      <TextField label="Name" {...form.field('name')} />
      <EmailField label="Email" {...form.field('email')} />
      <PasswordField label="Password" hint="Long." {...form.field('password')} />
      <PasswordField label="Confirm" {...form.field('password_confirmation')} />
      <Button type="submit" isPending={form.isPending}>
        Register
      </Button>
    </AppFormView>
  );
}

function renderForm(send: Send, lazy = false) {
  return renderWithQueries(<RegisterForm send={send} lazy={lazy} />);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ann');
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Password'), 'a long enough password');
  await user.type(screen.getByLabelText('Confirm'), 'a long enough password');
}

describe('useAppForm', () => {
  it.each([false, true])(
    'checks with the schema before sending, focuses the first invalid field (lazy: %s)',
    async (lazy) => {
      const send = vi.fn<Send>();
      const user = renderForm(send, lazy);
      await user.click(screen.getByRole('button', { name: 'Register' }));
      const name = screen.getByLabelText('Name');
      await expectFieldFinding(name, 'Enter your name.');
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(send).not.toHaveBeenCalled();
      // The findings stay while typing, until the next submit.
      await user.type(name, 'Ann');
      expect(name).toHaveAccessibleDescription('Enter your name.');
    },
  );

  it("sends the schema's output and shows the mutation's pending state", async () => {
    let finish: (value: unknown) => void = () => {};
    const send = vi.fn<Send>(() => new Promise((resolve) => (finish = resolve)));
    const user = renderForm(send);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-busy', 'true');
    expect(send.mock.calls[0]?.[0]).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      password: 'a long enough password',
      password_confirmation: 'a long enough password',
    });
    finish({});
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());
  });

  it("shows a 422's messages beside their fields, linked by aria-describedby, the first focused, and no alert", async () => {
    const send = vi.fn<Send>(() =>
      Promise.reject(
        // The password's message first: the focus goes by the form's order, not the answer's.
        new ApiError(422, 'The email has already been taken.', {
          password: ['Too common.', 'Too short.'],
          email: ['The email has already been taken.'],
        }),
      ),
    );
    const user = renderForm(send);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const email = screen.getByLabelText('Email');
    await expectFieldFinding(email, 'The email has already been taken.');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('Long. Too common.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The next submit clears them: the server's messages are for what was sent.
    send.mockResolvedValueOnce({});
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(email).not.toHaveAccessibleDescription();
  });

  it('puts a 422 about a field the form does not show, and any other failure, above the form', async () => {
    const send = vi.fn<Send>(() =>
      Promise.reject(new ApiError(422, 'This invitation has expired.', { token: ['Expired.'] })),
    );
    const user = renderForm(send);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired.');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');

    send.mockRejectedValueOnce(new TypeError('boom'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'),
    );

    // A failed client check hides the last send's failure.
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

// A change-of-details form as a feature writes one: the values as typed, a rule beyond the schema, a status to clear.
function DetailsForm({ send, onInvalid }: { send: Send; onInvalid: () => void }) {
  const mutation = useMutation({ mutationFn: send });
  const form = useAppForm({
    schema: registerRequestSchema,
    sendAsTyped: true,
    check: ({ password }) => (password.includes('atrium') ? { password: 'Not the firm’s name.' } : {}),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
    mutation,
    onValid: (values) => mutation.mutate(values),
    onInvalid,
  });
  return (
    <AppFormView form={form}>
      <TextField label="Name" {...form.field('name')} />
      <EmailField label="Email" {...form.field('email')} />
      <PasswordField label="Password" {...form.field('password')} />
      <PasswordField label="Confirm" {...form.field('password_confirmation')} />
      <Button type="submit">Register</Button>
    </AppFormView>
  );
}

describe('useAppForm options', () => {
  function renderDetails(send: Send, onInvalid: () => void) {
    return renderWithQueries(<DetailsForm send={send} onInvalid={onInvalid} />);
  }

  it('adds its own rule to the schema’s, for a field the schema passed, and says when the check failed', async () => {
    const send = vi.fn<Send>(() => Promise.resolve({}));
    const onInvalid = vi.fn();
    const user = renderDetails(send, onInvalid);
    await user.type(screen.getByLabelText('Name'), '  Ann  ');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'atrium forever and ever');
    await user.type(screen.getByLabelText('Confirm'), 'atrium forever and ever');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const password = screen.getByLabelText('Password');
    await expectFieldFinding(password, 'Not the firm’s name.');
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(send).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'a long enough password');
    await user.clear(screen.getByLabelText('Confirm'));
    await user.type(screen.getByLabelText('Confirm'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // Sent as typed: the schema's trim is its check's, not the request's.
    await waitFor(() => expect(send.mock.calls[0]?.[0]).toMatchObject({ name: '  Ann  ' }));
    expect(onInvalid).toHaveBeenCalledOnce();
  });
});

// A form without a schema: a box that must be ticked, checked by `check` alone.
function ConsentForm({ send }: { send: Send }) {
  const mutation = useMutation({ mutationFn: send });
  const form = useAppForm({
    check: ({ agreed }) => (agreed ? {} : { agreed: 'Please give your consent to continue.' }),
    defaultValues: { agreed: false },
    mutation,
    onValid: (values) => mutation.mutate(values),
  });
  const error = form.errorOf('agreed');
  return (
    <AppFormView form={form}>
      <input
        id="agreed"
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'agreed-error' : undefined}
        {...form.form.register('agreed')}
      />
      <label htmlFor="agreed">I agree</label>
      {error ? <p id="agreed-error">{error}</p> : null}
      <Button type="submit">Start</Button>
    </AppFormView>
  );
}

describe('useAppForm check without a schema', () => {
  it('holds the send until its check passes, its finding beside the field, which takes the focus', async () => {
    const send = vi.fn<Send>(() => Promise.resolve({}));
    const user = renderWithQueries(<ConsentForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const box = screen.getByLabelText('I agree');
    await expectFieldFinding(box, 'Please give your consent to continue.');
    expect(send).not.toHaveBeenCalled();

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(send.mock.calls[0]?.[0]).toEqual({ agreed: true }));
  });
});

// A form whose values are not the request: a select's id is a string, the request's a number (or none).
function AddClientForm({ send }: { send: Send }) {
  const mutation = useMutation({ mutationFn: send });
  const form = useAppForm({
    schema: invitationRequestSchema,
    toRequest: ({ adviser_id, ...rest }: { name: string; email: string; adviser_id: string }) => ({
      ...rest,
      ...(adviser_id ? { adviser_id: Number(adviser_id) } : {}),
    }),
    defaultValues: { name: '', email: '', adviser_id: '' },
    mutation,
    onValid: (values) => mutation.mutate(values),
  });
  return (
    <AppFormView form={form}>
      <TextField label="Name" {...form.field('name')} />
      <EmailField label="Email" {...form.field('email')} />
      <SelectField
        label="Adviser"
        options={[
          { value: '', label: 'Not assigned yet' },
          { value: '7', label: 'Ann' },
          { value: '2147483648', label: 'Gone' },
        ]}
        {...form.field('adviser_id')}
      />
      <Button type="submit">Add</Button>
    </AppFormView>
  );
}

describe('useAppForm toRequest', () => {
  function renderAddClient(send: Send) {
    return renderWithQueries(<AddClientForm send={send} />);
  }

  it('checks the request made of the values, its findings beside the fields of the same names', async () => {
    const send = vi.fn<Send>(() => Promise.resolve({}));
    const user = renderAddClient(send);
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.selectOptions(screen.getByLabelText('Adviser'), 'Gone');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const adviser = screen.getByLabelText('Adviser');
    await expectFieldFinding(adviser, 'Choose one of the firm’s advisers.');
    expect(send).not.toHaveBeenCalled();

    await user.selectOptions(adviser, 'Ann');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(send.mock.calls[0]?.[0]).toEqual({ name: 'Ann', email: 'ann@example.com', adviser_id: 7 }),
    );
  });
});

// A form whose fields the server names within its request ('body.returns.cash'), with nested values.
function NestedForm({ send }: { send: Send }) {
  const mutation = useMutation({ mutationFn: send });
  const form = useAppForm({
    defaultValues: { returns: { cash: '' }, charge: '' },
    serverPrefix: 'body.',
    mutation,
    onValid: (values) => mutation.mutate(values),
  });
  return (
    <AppFormView form={form}>
      <TextField label="Cash" {...form.field('returns.cash')} />
      <TextField label="Charge" {...form.field('charge')} />
      <Button type="submit">Save</Button>
    </AppFormView>
  );
}

describe('useAppForm serverPrefix', () => {
  it('puts a 422 named within the request beside the nested field, the first in the form’s order focused', async () => {
    const send = vi.fn<Send>(() =>
      Promise.reject(
        new ApiError(422, 'Invalid.', {
          'body.charge': ['Too high.'],
          'body.returns.cash': ['Not a share.'],
        }),
      ),
    );
    const user = renderWithQueries(<NestedForm send={send} />);
    await user.type(screen.getByLabelText('Cash'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const cash = screen.getByLabelText('Cash');
    await expectFieldFinding(cash, 'Not a share.');
    expect(screen.getByLabelText('Charge')).toHaveAccessibleDescription('Too high.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(send.mock.calls[0]?.[0]).toEqual({ returns: { cash: '7' }, charge: '' });

    // A message about the whole request is no field's: above the form.
    send.mockRejectedValueOnce(new ApiError(422, 'Whole request.', { body: ['Whole request.'] }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Whole request.');
  });
});

describe('the one error mapping', () => {
  const fields = ['email', 'address'];
  it('keeps the first message of each field the form shows, nested ones under their field', () => {
    const error = new ApiError(422, 'Invalid.', {
      email: ['First.', 'Second.'],
      'address.line_1': ['Line.'],
      token: ['Elsewhere.'],
    });
    expect(serverFieldErrors(error, fields)).toEqual({ email: 'First.', 'address.line_1': 'Line.' });
    expect(serverFieldErrors(new Error('x'), fields)).toEqual({});
  });

  it('says nothing above the form when every message sits beside a field', () => {
    expect(failureMessage(null, fields)).toBeNull();
    expect(failureMessage(new ApiError(422, 'Invalid.', { email: ['Bad.'] }), fields)).toBeNull();
    expect(failureMessage(new ApiError(422, 'Invalid.', { email: ['Bad.'], token: ['x'] }), fields)).toBe(
      'Invalid.',
    );
    expect(failureMessage(new ApiError(429, 'Slow down.'), fields)).toBe('Slow down.');
    expect(failureMessage(new Error('x'), fields)).toBe('Something went wrong. Please try again.');
  });
});
