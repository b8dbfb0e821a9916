import { type FormEvent, useState } from 'react';
import { useFormReplay } from '../../../lib/form-replay.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { EmailField } from '../../../ui/text-field.tsx';
import { useLogin } from '../hooks/use-login.ts';
import { type FieldErrors, loginErrorMessage, loginFieldErrors } from '../login-errors.ts';

// The request's schema (with zod) is fetched once the user turns to the form, not before the page paints,
// and so are the auth calls: by the time the form is sent they are there.
const loadRequestSchema = () =>
  import('@atrium/domain/contract/auth').then((contract) => contract.loginRequestSchema);
const prepare = () => {
  void loadRequestSchema();
  void import('../api.ts');
};

async function validate(form: HTMLFormElement) {
  const data = new FormData(form);
  const loginRequestSchema = await loadRequestSchema();
  return loginRequestSchema.safeParse({
    email: data.get('email') ?? '',
    password: data.get('password') ?? '',
  });
}

// onFocus: also told when the form first gets focus (the login page loads the next page's code then).
export function LoginForm({ redirectTo, onFocus }: { redirectTo: string | undefined; onFocus?: () => void }) {
  const loginMutation = useLogin({ redirectTo });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  // The server renders this form (entry-server.tsx): what is typed before the JavaScript runs stays (the inputs are
  // uncontrolled), and a submit before then is held and sent once hydrated (lib/form-replay.ts).
  const replay = useFormReplay();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = await validate(form);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
      }
      loginMutation.reset();
      setClientErrors(errors);
      // Focus the first field in error: its label and message are read out together.
      form.querySelector<HTMLInputElement>(`[name="${errors.email ? 'email' : 'password'}"]`)?.focus();
      return;
    }
    setClientErrors({});
    loginMutation.mutate({ email: parsed.data.email, password: parsed.data.password });
  };

  const message = loginErrorMessage(loginMutation.error);
  const serverErrors = loginFieldErrors(loginMutation.error);
  const errors = { ...clientErrors, ...serverErrors };

  return (
    <form
      {...replay}
      // Were the held submit ever missed, the browser posts (never puts the password in the address) to a path
      // that answers 404.
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={() => {
        prepare();
        onFocus?.();
      }}
      className="space-y-5"
    >
      {message ? <ErrorAlert>{message}</ErrorAlert> : null}
      <EmailField label="Email address" name="email" autoComplete="username" error={errors.email} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <Button type="submit" className="w-full" isPending={loginMutation.isPending}>
        Log in
      </Button>
    </form>
  );
}
