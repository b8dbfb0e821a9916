import { Link } from '@tanstack/react-router';
import { Card } from '../../../ui/card.tsx';
import { LoginForm } from './login-form.tsx';

// canRegister: the firm's onboardingEnabled (/register exists only then).
// onFormFocus: the user has turned to the form; the page can load what the next one needs.
type Props = {
  firmName: string;
  redirectTo: string | undefined;
  canRegister: boolean;
  onFormFocus?: () => void;
};

const linkClasses = 'font-medium text-primary-ink underline underline-offset-2';

export function LoginCard({ firmName, redirectTo, canRegister, onFormFocus }: Props) {
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">Log in</h1>
      <p className="mt-1.5 mb-6 text-sm text-gray-600 dark:text-gray-400">
        Use the email address {firmName} has on record for you.
      </p>
      <LoginForm redirectTo={redirectTo} {...(onFormFocus ? { onFocus: onFormFocus } : {})} />
      <p className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
        <Link to="/forgot-password" className={linkClasses}>
          Forgot your password?
        </Link>
        {canRegister ? (
          <Link to="/register" className={linkClasses}>
            Create an account
          </Link>
        ) : null}
      </p>
    </Card>
  );
}
