import { documentAccept, documentMaxBytes, documentMessages } from '@atrium/domain/contract/documents';
import type { Letter } from '@atrium/domain/contract/letters-of-authority';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../../ui/button.tsx';
import { describedBy, Field, fieldIds } from '../../../ui/field.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { attachStatement, lettersKey } from '../api.ts';

type Values = { file?: FileList };

function fileProblem(file: File | undefined): string | undefined {
  if (!file) return documentMessages.fileRequired;
  if (file.size === 0) return documentMessages.empty;
  return file.size > documentMaxBytes ? documentMessages.tooLarge : undefined;
}

// The statement the provider sent: kept with the household's documents (which they see) and attached to the letter.
export function AttachStatement({ letter }: { letter: Letter }) {
  const ids = fieldIds(useId());
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (file: File) => attachStatement(letter.client_id, letter.id, file),
    onSuccess: () => {
      form.form.resetField('file');
      addToast({ description: 'The statement is attached and shared with the household.' });
      return queryClient.invalidateQueries({ queryKey: lettersKey(letter.client_id) });
    },
  });
  const form = useAppForm<Values>({
    check: ({ file }) => {
      const problem = fileProblem(file?.[0]);
      return problem ? { file: problem } : {};
    },
    mutation,
    onValid: ({ file }) => {
      const chosen = file?.[0];
      if (chosen) mutation.mutate(chosen);
    },
  });
  const hint = 'PDF, image, Word or Excel, up to 20 MB. The household sees it in their documents.';
  const { error, ...fileField } = form.field('file');
  return (
    <AppFormView form={form} className="flex flex-col gap-3">
      <Field ids={ids} label="Statement received" hint={hint} error={error}>
        <input
          id={ids.input}
          type="file"
          accept={documentAccept}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          className="block w-full text-sm text-gray-800 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-gray-500 file:bg-white file:px-3 file:text-sm file:font-semibold file:text-gray-900 dark:text-gray-200 dark:file:bg-gray-800 dark:file:text-gray-100"
          {...fileField}
        />
      </Field>
      <div>
        <Button type="submit" size="sm" variant="secondary" isPending={form.isPending}>
          Attach statement
        </Button>
      </div>
    </AppFormView>
  );
}
