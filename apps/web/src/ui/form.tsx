// The one home of the web app's forms (docs/ARCHITECTURE.md, "Forms"): React Hook Form, checked before a send with
// the contract's zod schema, sent by a TanStack Query mutation, and a server 422 shown the same way everywhere.
// A form to copy: apps/web/src/features/account/components/forgot-password-card.tsx.
//   const form = useAppForm({ schema, defaultValues, mutation, onValid: (values) => mutation.mutate(values) });
//   <AppFormView form={form}><TextField label="…" {...form.field('name')} /></AppFormView>
// with the request's schema from packages/domain/src/contract and a TanStack Query useMutation (its pending state is
// the form's). The fields of ui/ (text-field, textarea-field, password-field, select-field, checkbox-field) take
// form.field(…) and link their error with aria-describedby. The schema's findings show beside their fields and the
// first invalid one takes the focus; a 422's messages go beside the fields the form has, anything else above it; a
// failure outside a form (a button's action) is worded by failureMessage(error, []). The options below cover the
// rest: `check` (a rule the schema lacks), `toRequest` (the form's values are not the request), `sendAsTyped`,
// `serverPrefix` (features/forecast/components/assumptions-page.tsx), `messageOf`; a form sent by another feature's
// mutation takes it as a FormSender prop (features/factfind/protection/components/protection-page.tsx); a
// server-rendered form (features/auth/components/login-form.tsx) passes no defaultValues and loads zod with
// lazyZodResolver. Lint (scripts/check-boundaries.mjs) refuses React Hook Form outside ui/form*, `new FormData(` in a
// component or hook, and flattening a zod error. Not forms of this kind, each for its reason: the fact-find's answers (each
// saved as the person leaves it), the risk questionnaire (each answer saved as chosen), the clients list's filter
// (it filters as one types) and the CSV imports (ui/csv-upload.tsx: a file, and a 422 listing rows).
import { type BaseSyntheticEvent, type FormHTMLAttributes, type ReactNode, type Ref, useEffect } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { ErrorAlert } from './alert.tsx';
import { isFieldFailure } from './failure.ts';
import { zodResolver } from './form-zod-resolver.ts';

// A field's name in a form's values ('returns.cash.mean' for a nested one), for features that name fields by path.
export type { FieldPath } from 'react-hook-form';

// What sends the form: a TanStack Query mutation (useMutation's result fits), whose state is the form's.
export type FormSender = { isPending: boolean; error: unknown; reset: () => void };

// A zod 4 schema (the contract's), without importing zod: `import type` keeps it off pages that do not check.
export type FormSchema<TInput, TOutput> = { _zod: { input: TInput; output: TOutput } };

type SchemaOptions<TValues extends FieldValues, TOutput> =
  | {
      // The request's schema from @atrium/domain's contract; the form's values are its input, onValid gets its output.
      schema?: FormSchema<TValues, TOutput>;
      toRequest?: undefined;
    }
  | {
      schema: FormSchema<unknown, TOutput>;
      // The request the schema checks, when the form's values are not it (a select's '3' for an id's 3, a box sent
      // only when shown): its findings show beside the fields of the same names; onValid gets its output.
      toRequest: (values: TValues) => unknown;
    };

type AppFormOptions<TValues extends FieldValues, TOutput> = SchemaOptions<TValues, TOutput> & {
  // Instead of a schema: a resolver of its own (lazyZodResolver, for a page that loads zod after it paints).
  resolver?: Resolver<TValues, unknown, TOutput>;
  // Send the values as typed once the schema passes them (zod's raw mode), not the schema's output (trimmed,
  // normalised): for a form whose request the server has always been sent as typed.
  sendAsTyped?: boolean;
  // Rules beyond the schema's that the browser checks as the server does: a message per field, for fields the
  // schema found nothing wrong with (features/account/components/register-card.tsx: a password's length).
  check?: (values: TValues) => Partial<Record<FieldPath<TValues>, string>>;
  // Leave out for a server-rendered form: a default would overwrite what was typed before hydration.
  defaultValues?: DefaultValues<TValues>;
  mutation: FormSender;
  // Called with the checked values; usually `(values) => mutation.mutate(values)`.
  onValid: (values: TOutput) => void;
  // Called when the check finds a fault (after the last send's failure is cleared).
  onInvalid?: () => void;
  // The words above the form for a failure (default: failureMessage), given the server's names of the fields.
  messageOf?: (error: unknown, fieldNames: readonly string[]) => string | null;
  // What the server's 422 puts before the form's field names, when it names them within the request
  // ('assumptions.' for 'assumptions.returns.cash.mean' beside the field 'returns.cash.mean':
  // features/forecast/components/assumptions-page.tsx).
  serverPrefix?: string;
};

export const unexpectedFailureMessage = 'Something went wrong. Please try again.';

// The words above the form: none when the failure's messages all sit beside the form's fields; the server's message
// when some 422 field is not one of them (or it is not a 422); ours when the failure is not the API's.
export function failureMessage(error: unknown, fieldNames: readonly string[]): string | null {
  if (!error) return null;
  if (!isFieldFailure(error)) return unexpectedFailureMessage;
  const fields = Object.keys(error.errors);
  return fields.length > 0 && fields.every((field) => isFormField(field, fieldNames)) ? null : error.message;
}

// The first message of each of a 422's fields that the form shows ('address.line_1' belongs to 'address').
export function serverFieldErrors(error: unknown, fieldNames: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isFieldFailure(error)) return errors;
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (message && isFormField(field, fieldNames)) errors[field] = message;
  }
  return errors;
}

function isFormField(field: string, fieldNames: readonly string[]): boolean {
  return fieldNames.some((name) => field === name || field.startsWith(`${name}.`));
}

// A resolver whose schema (and zod with it) is fetched when the form is first checked: the login page paints
// without zod (lib/session.ts). `load` is usually `() => import('@atrium/domain/contract/x').then((c) => c.schema)`.
export function lazyZodResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<FormSchema<TValues, TOutput>>,
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => zodResolver(await load())(values, context, options);
}

function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: FormSchema<unknown, TOutput>,
  raw: boolean,
  toRequest?: (values: TValues) => unknown,
): Resolver<TValues, unknown, TOutput> {
  // zodResolver's overloads part raw from parsed; the form's values type is the schema's input either way.
  const resolve = zodResolver as unknown as (
    schema: unknown,
    options: undefined,
    resolverOptions: { raw: boolean },
  ) => Resolver<TValues, unknown, TOutput>;
  const resolver = resolve(schema, undefined, { raw });
  if (!toRequest) return resolver;
  return (values, context, options) => resolver(toRequest(values) as TValues, context, options);
}

// Without a schema, a form's `check` alone decides: the values pass as typed unless it finds a fault
// (features/factfind/components/start-page.tsx: a consent box that must be ticked).
function valuesAsTyped<TValues extends FieldValues, TOutput>(): Resolver<TValues, unknown, TOutput> {
  return async (values) => ({ values: values as unknown as TOutput, errors: {} });
}

function withCheck<TValues extends FieldValues, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
  check: (values: TValues) => Partial<Record<FieldPath<TValues>, string>>,
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, { type: string; message: string }> = { ...result.errors } as never;
    let found = false;
    for (const [field, message] of Object.entries(check(values))) {
      if (typeof message !== 'string' || errors[field]) continue;
      errors[field] = { type: 'check', message };
      found = true;
    }
    return found ? { values: {}, errors: errors as never } : result;
  };
}

export type AppForm<TValues extends FieldValues> = {
  form: UseFormReturn<TValues, unknown, unknown>;
  // Spread on a field of ui/ (TextField, EmailField, PasswordField, SelectField): name, ref, handlers and its error.
  field: <TName extends FieldPath<TValues>>(
    name: TName,
  ) => ReturnType<UseFormReturn<TValues>['register']> & { error: string | undefined };
  errorOf: (name: FieldPath<TValues>) => string | undefined;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  isPending: boolean;
  message: string | null;
};

// A form's state, its check and its failure: the schema's findings show beside their fields (the first invalid one
// takes the focus) until the next submit; then the mutation's 422 does, its other failures above the form.
export function useAppForm<TValues extends FieldValues, TOutput = TValues>(
  options: AppFormOptions<TValues, TOutput>,
): AppForm<TValues> {
  const { schema, toRequest, resolver, sendAsTyped, check, defaultValues, mutation, onValid, onInvalid } =
    options;
  const serverPrefix = options.serverPrefix ?? '';
  const messageOf = options.messageOf ?? failureMessage;
  const base =
    resolver ??
    (schema
      ? schemaResolver<TValues, TOutput>(schema, sendAsTyped === true, toRequest)
      : check
        ? valuesAsTyped<TValues, TOutput>()
        : undefined);
  const form = useForm<TValues, unknown, TOutput>({
    ...(base ? { resolver: check ? withCheck(base, check) : base } : {}),
    ...(defaultValues ? { defaultValues } : {}),
    // Errors stay until the next submit, as the server's do.
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const { error } = mutation;
  const { setError, getValues } = form;
  // The form's fields as the server names them: those registered (and those given a default).
  const fieldNames = (): string[] => Object.keys(getValues()).map((name) => `${serverPrefix}${name}`);
  // A failed send's 422: its messages beside the fields, until the next submit checks again; the first of them in
  // the form's order takes the focus, as after the form's own check.
  useEffect(() => {
    const names = Object.keys(getValues()).map((name) => `${serverPrefix}${name}`);
    const orderOf = (field: string) =>
      names.findIndex((name) => field === name || field.startsWith(`${name}.`));
    const found = Object.entries(serverFieldErrors(error, names)).sort(([a], [b]) => orderOf(a) - orderOf(b));
    found.forEach(([field, message], index) => {
      const name = field.slice(serverPrefix.length) as FieldPath<TValues>;
      setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }, [error, setError, getValues, serverPrefix]);

  const errorOf = (name: FieldPath<TValues>): string | undefined => {
    const found = form.getFieldState(name, form.formState).error;
    return typeof found?.message === 'string' && found.message ? found.message : undefined;
  };

  return {
    form: form as unknown as UseFormReturn<TValues, unknown, unknown>,
    field: (name) => ({ ...form.register(name), error: errorOf(name) }),
    errorOf,
    onSubmit: form.handleSubmit(
      (values) => onValid(values),
      () => {
        mutation.reset();
        onInvalid?.();
      },
    ),
    isPending: mutation.isPending,
    message: error ? messageOf(error, fieldNames()) : null,
  };
}

type AppFormProps<TValues extends FieldValues> = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate' | 'ref'
> & {
  form: AppForm<TValues>;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
};

// The <form>: the form's own check instead of the browser's, and the failure's words above its fields.
export function AppFormView<TValues extends FieldValues>({
  form,
  children,
  ...props
}: AppFormProps<TValues>) {
  return (
    <form noValidate {...props} onSubmit={(event) => void form.onSubmit(event)}>
      {form.message ? <ErrorAlert>{form.message}</ErrorAlert> : null}
      {children}
    </form>
  );
}
