import {
  type SigningPageResponse,
  type SignRequest,
  signRequestSchema,
} from '@atrium/domain/contract/signatures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { AppFormView, failureMessage, useAppForm } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { sendSigningCode, signaturesKey, signDocument } from '../api.ts';

type Values = { confirm: boolean; typed_name: string; code: string };

// Confirm, type one's name, and prove it is you now with a fresh code (docs/signing.md).
export function SignForm({ page }: { page: SigningPageResponse }) {
  const queryClient = useQueryClient();
  const id = page.data.id;
  const mutation = useMutation({
    mutationFn: (request: SignRequest) => signDocument(id, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signaturesKey }),
  });
  const codeSender = useMutation({ mutationFn: () => sendSigningCode(id) });
  const [codeNote, setCodeNote] = useState<string | null>(null);
  const form = useAppForm<Values, SignRequest>({
    schema: signRequestSchema,
    toRequest: (values) => values,
    defaultValues: { confirm: false, typed_name: '', code: '' },
    mutation,
    onValid: (values) => mutation.mutate(values),
  });
  if (page.second_factor === null) {
    return (
      <div
        role="status"
        className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-700 dark:bg-amber-950"
      >
        <p className="font-medium text-gray-950 dark:text-white">Set up two-step verification to sign</p>
        <p className="mt-1 text-gray-800 dark:text-gray-200">
          Signing needs a fresh code from an authenticator app or a text message, so that only you can sign.
        </p>
        <Link
          to="/profile"
          className="mt-2 inline-block font-medium text-primary-ink underline underline-offset-2"
        >
          Set it up on your profile
        </Link>
      </div>
    );
  }
  const isApp = page.second_factor === 'totp';
  return (
    <AppFormView form={form} className="flex flex-col gap-4">
      <CheckboxField
        label="I have read the whole document and I agree to sign it."
        {...form.field('confirm')}
      />
      <TextField
        label="Type your full name"
        hint={`As on your account: ${page.expected_name}`}
        autoComplete="name"
        {...form.field('typed_name')}
      />
      {isApp ? null : (
        <div className="flex flex-col gap-2">
          <Button
            type="button"
            variant="secondary"
            className="self-start"
            isPending={codeSender.isPending}
            onClick={() =>
              codeSender.mutate(undefined, {
                onSuccess: (sent) => setCodeNote(sent.message),
                onError: (error) => setCodeNote(failureMessage(error, [])),
              })
            }
          >
            Text me a code{page.telephone_hint ? ` (${page.telephone_hint})` : ''}
          </Button>
          {codeNote ? (
            <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
              {codeNote}
            </p>
          ) : null}
        </div>
      )}
      <TextField
        label={isApp ? 'Code from your authenticator app' : 'Code from the text message'}
        hint="A new code: one you used to sign in will not work."
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.field('code')}
      />
      <Button type="submit" className="self-start" isPending={form.isPending}>
        Sign the document
      </Button>
    </AppFormView>
  );
}
