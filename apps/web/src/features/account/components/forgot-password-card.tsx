import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '../../../ui/button.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { EmailField } from '../../../ui/text-field.tsx';
import { TitledCard } from '../../../ui/titled-card.tsx';
import { forgotPassword } from '../api.ts';

export function ForgotPasswordCard() {
  const mutation = useMutation({ mutationFn: forgotPassword });
  // No client check: the server answers for the address (a 422 beside the field).
  const form = useAppForm<{ email: string }>({
    defaultValues: { email: '' },
    mutation,
    onValid: (values) => mutation.mutate(values),
  });
  return (
    <TitledCard title="Forgot your password?">
      {mutation.isSuccess ? (
        <p role="status" className="mt-4 text-sm text-gray-700 dark:text-gray-300">
          {mutation.data.message}
        </p>
      ) : (
        <>
          <p className="mt-1.5 mb-6 text-sm text-gray-600 dark:text-gray-400">
            Enter your email address and we will send you a link to choose a new password.
          </p>
          <AppFormView form={form} className="space-y-5">
            <EmailField label="Email address" autoComplete="username" {...form.field('email')} />
            <Button type="submit" className="w-full" isPending={form.isPending}>
              Send reset link
            </Button>
          </AppFormView>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-primary-ink underline underline-offset-2">
          Back to log in
        </Link>
      </p>
    </TitledCard>
  );
}
