import { CircleCheck } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../ui/button.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';

// The outcome of the section's last action. The live region is always there, so a new message is read out.
export function StatusMessage({ message }: { message: string | null }) {
  return (
    <p role="status" className="text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
      {message ? (
        <span className="flex items-start gap-2">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </span>
      ) : null}
    </p>
  );
}

// A form's row of buttons: stacked full width on a phone, side by side from sm up.
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 sm:flex-row sm:items-center">{children}</div>;
}

type SubmitProps = { label: string; isPending: boolean };

// A section's save: the submit button with the outcome of the last save beside it.
export function SubmitWithStatus({ label, isPending, message }: SubmitProps & { message: string | null }) {
  return (
    <FormActions>
      <Button type="submit" isPending={isPending}>
        {label}
      </Button>
      <StatusMessage message={message} />
    </FormActions>
  );
}

// A step of a security change: the submit button, any other action (children), then Cancel.
export function SubmitOrCancel({
  label,
  isPending,
  variant = 'primary',
  onCancel,
  children,
}: SubmitProps & {
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <FormActions>
      <Button type="submit" variant={variant} isPending={isPending}>
        {label}
      </Button>
      {children}
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </FormActions>
  );
}

// Password managers file a password under the account's username: a form with a password and no username
// leaves them guessing which account it belongs to.
export function HiddenUsername({ email }: { email: string }) {
  return <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />;
}

// The current password a security change asks for, filed by password managers under the account's address when
// the form names it (email); `name` is the field the request sends it as.
export function CurrentPassword({
  email,
  name = 'password',
  ...field
}: { email?: string } & Omit<ComponentProps<typeof PasswordField>, 'label' | 'autoComplete' | 'required'>) {
  return (
    <>
      {email === undefined ? null : <HiddenUsername email={email} />}
      <PasswordField
        label="Current password"
        name={name}
        autoComplete="current-password"
        required
        {...field}
      />
    </>
  );
}
