import { documentAccept, documentFileProblem } from '@atrium/domain/contract/documents';
import type { Letter } from '@atrium/domain/contract/letters-of-authority';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/button.tsx';
import { FileField } from '../../../ui/file-field.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { attachStatement, lettersKey } from '../api.ts';

type Values = { file?: FileList };

// The statement the provider sent: kept with the household's documents (which they see) and attached to the letter.
export function AttachStatement({ letter }: { letter: Letter }) {
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
      const problem = documentFileProblem(file?.[0]);
      return problem ? { file: problem } : {};
    },
    mutation,
    onValid: ({ file }) => {
      const chosen = file?.[0];
      if (chosen) mutation.mutate(chosen);
    },
  });
  const hint = 'PDF, image, Word or Excel, up to 20 MB. The household sees it in their documents.';
  return (
    <AppFormView form={form} className="flex flex-col gap-3">
      <FileField label="Statement received" hint={hint} accept={documentAccept} {...form.field('file')} />
      <div>
        <Button type="submit" size="sm" variant="secondary" isPending={form.isPending}>
          Attach statement
        </Button>
      </div>
    </AppFormView>
  );
}
