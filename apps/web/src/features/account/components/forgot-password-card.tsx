import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { fieldError, formError } from '../../../lib/form-errors.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmailField } from '../../../ui/text-field.tsx';
import { forgotPassword } from '../api.ts';

export function ForgotPasswordCard() {
  const mutation = useMutation({ mutationFn: forgotPassword });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate({ email: String(new FormData(event.currentTarget).get('email') ?? '') });
  };
  const message = formError(mutation.error, ['email']);
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">
        Forgot your password?
      </h1>
      {mutation.isSuccess ? (
        <p role="status" className="mt-4 text-sm text-gray-700 dark:text-gray-300">
          {mutation.data.message}
        </p>
      ) : (
        <>
          <p className="mt-1.5 mb-6 text-sm text-gray-600 dark:text-gray-400">
            Enter your email address and we will send you a link to choose a new password.
          </p>
          <form noValidate onSubmit={submit} className="space-y-5">
            {message ? <ErrorAlert>{message}</ErrorAlert> : null}
            <EmailField
              label="Email address"
              name="email"
              autoComplete="username"
              error={fieldError(mutation.error, 'email')}
            />
            <Button type="submit" className="w-full" isPending={mutation.isPending}>
              Send reset link
            </Button>
          </form>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-primary-ink underline underline-offset-2">
          Back to log in
        </Link>
      </p>
    </Card>
  );
}
