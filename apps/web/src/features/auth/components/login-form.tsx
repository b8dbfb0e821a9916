import { useFormReplay } from '../../../lib/form-replay.ts';
import { Button } from '../../../ui/button.tsx';
import { AppFormView, lazyZodResolver, useAppForm } from '../../../ui/form.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { EmailField } from '../../../ui/text-field.tsx';
import { useLogin } from '../hooks/use-login.ts';
import { loginErrorMessage } from '../login-errors.ts';

// The request's schema (with zod) is fetched once the user turns to the form, not before the page paints,
// and so are the auth calls: by the time the form is sent they are there.
const loadRequestSchema = () =>
  import('@atrium/domain/contract/auth').then((contract) => contract.loginRequestSchema);
const prepare = () => {
  void loadRequestSchema();
  void import('../api.ts');
};
const resolver = lazyZodResolver(loadRequestSchema);

// onFocus: also told when the form first gets focus (the login page loads the next page's code then).
export function LoginForm({ redirectTo, onFocus }: { redirectTo: string | undefined; onFocus?: () => void }) {
  const loginMutation = useLogin({ redirectTo });
  // No defaultValues: the server renders this form (entry-server.tsx), and what is typed before the JavaScript runs
  // stays (the inputs are uncontrolled, read when registered); a submit before then is held and sent once hydrated
  // (lib/form-replay.ts).
  const form = useAppForm({
    resolver,
    mutation: loginMutation,
    onValid: ({ email, password }) => loginMutation.mutate({ email, password }),
    messageOf: loginErrorMessage,
  });
  const replay = useFormReplay();

  return (
    <AppFormView
      form={form}
      {...replay}
      // Were the held submit ever missed, the browser posts (never puts the password in the address) to a path
      // that answers 404.
      method="post"
      onFocus={() => {
        prepare();
        onFocus?.();
      }}
      className="space-y-5"
    >
      <EmailField label="Email address" autoComplete="username" {...form.field('email')} />
      <PasswordField label="Password" autoComplete="current-password" required {...form.field('password')} />
      <Button type="submit" className="w-full" isPending={form.isPending}>
        Log in
      </Button>
    </AppFormView>
  );
}
