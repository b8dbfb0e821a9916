import { Link } from '@tanstack/react-router';
import { TitledCard } from '../../../ui/titled-card.tsx';
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
    <TitledCard title="Log in" lead={<>Use the email address {firmName} has on record for you.</>}>
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
    </TitledCard>
  );
}
