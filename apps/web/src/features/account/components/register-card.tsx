import {
  accountMessages,
  passwordMessages,
  passwordRules,
  registerRequestSchema,
} from '@atrium/domain/contract/account';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { NewPasswordFields } from '../../../ui/new-password-fields.tsx';
import { EmailField, TextField } from '../../../ui/text-field.tsx';
import { TitledCard } from '../../../ui/titled-card.tsx';
import { register } from '../api.ts';

const linkClasses = 'font-medium text-primary-ink underline underline-offset-2';

// The length rule is the one the browser can check as the server does (in code points); the others
// (common passwords, the email in it) are the server's to explain.
const checkLength = ({ password }: { password: string }) =>
  password && [...password].length < passwordRules.minLength ? { password: passwordMessages.tooShort } : {};

// /register (only while the firm allows it). So that no one can learn which addresses have accounts, whatever the server knows about the address,
// the outcome reads the same: "check your email".
export function RegisterCard() {
  const mutation = useMutation({ mutationFn: register });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAppForm({
    schema: registerRequestSchema,
    check: checkLength,
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
    mutation,
    onValid: (values) => mutation.mutate(values, { onSuccess: () => setSentTo(values.email) }),
  });

  if (sentTo !== null) return <CheckYourEmail email={sentTo} />;

  return (
    <TitledCard
      title="Create an account"
      lead="We will email you a link to confirm your address before the account is created."
    >
      <AppFormView form={form} className="space-y-5">
        <TextField label="Full name" autoComplete="name" required {...form.field('name')} />
        <EmailField label="Email address" autoComplete="email" {...form.field('email')} />
        <NewPasswordFields
          label="Password"
          password={form.field('password')}
          confirmation={form.field('password_confirmation')}
        />
        <Button type="submit" className="w-full" isPending={form.isPending}>
          Create account
        </Button>
      </AppFormView>
      <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        Already have an account?{' '}
        <Link to="/login" className={linkClasses}>
          Log in
        </Link>
      </p>
    </TitledCard>
  );
}

// Stable, so React calls it once as the heading mounts, not on every render.
const focusOnMount = (heading: HTMLHeadingElement | null) => heading?.focus();

function CheckYourEmail({ email }: { email: string }) {
  return (
    <Card className="p-6 sm:p-8">
      <h1
        // Focused when it replaces the form, so a screen reader announces the outcome.
        ref={focusOnMount}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight text-gray-900 outline-none dark:text-gray-50"
      >
        Check your email
      </h1>
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{accountMessages.registrationSent}</p>
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
        We sent it to <strong className="break-all">{email}</strong>. If nothing arrives in a few minutes,
        check your spam folder.
      </p>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className={linkClasses}>
          Back to log in
        </Link>
      </p>
    </Card>
  );
}
