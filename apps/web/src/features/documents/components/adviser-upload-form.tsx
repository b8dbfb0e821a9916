import {
  type DocumentCategory,
  documentAccept,
  documentCategories,
  documentCategoryLabels,
  documentMaxBytes,
  documentMessages,
} from '@atrium/domain/contract/documents';
import { Upload } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../ui/button.tsx';
import { describedBy, Field, fieldIds } from '../../../ui/field.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { useAdviserUpload } from '../hooks/use-adviser-upload.ts';

const categoryOptions = documentCategories.map((category) => ({
  value: category,
  label: documentCategoryLabels[category],
}));

type Values = { file?: FileList; category: DocumentCategory };

// What can be known of the file before sending it (the server reads its type from its content).
function fileProblem(file: File | undefined): string | undefined {
  if (!file) return documentMessages.fileRequired;
  if (file.size === 0) return documentMessages.empty;
  return file.size > documentMaxBytes ? documentMessages.tooLarge : undefined;
}

// Shares one file with the client (ui/form.tsx): checked here for what can be known before sending (size, empty),
// by the server for everything else, its 422 beside the file or the category.
export function AdviserUploadForm({ clientId, clientName }: { clientId: number; clientName: string }) {
  const ids = fieldIds(useId());
  const progressId = useId();
  const { upload, progress } = useAdviserUpload(clientId);
  const form = useAppForm<Values>({
    check: ({ file }) => {
      const problem = fileProblem(file?.[0]);
      return problem ? { file: problem } : {};
    },
    defaultValues: { category: 'other' },
    mutation: upload,
    onValid: ({ file, category }) => {
      const chosen = file?.[0];
      if (!chosen) return;
      upload.mutate(
        { file: chosen, category },
        {
          onSuccess: ({ data }) => {
            form.form.resetField('file');
            addToast({ description: `${data.name} is shared with ${clientName}.` });
          },
        },
      );
    },
  });
  const hint = 'PDF, image, Word or Excel, up to 20 MB.';
  const { error: fileError, onChange: onFileChange, ...fileField } = form.field('file');

  return (
    <div className="space-y-4">
      <h3 className="text-base font-semibold text-gray-900 dark:text-gray-50">Share a document</h3>
      <AppFormView form={form} className="space-y-4">
        <div className="space-y-4">
          <Field ids={ids} label="File" hint={hint} error={fileError}>
            <input
              id={ids.input}
              type="file"
              accept={documentAccept}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={describedBy(ids, hint, fileError)}
              className="block w-full text-sm text-gray-800 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-gray-500 file:bg-white file:px-3 file:text-sm file:font-semibold file:text-gray-900 dark:text-gray-200 dark:file:bg-gray-800 dark:file:text-gray-100"
              {...fileField}
              // A new file clears what was said of the last one.
              onChange={(event) => {
                form.form.clearErrors('file');
                return onFileChange(event);
              }}
            />
          </Field>
          <SelectField label="Category" options={categoryOptions} {...form.field('category')} />
        </div>
        {progress !== null ? (
          <div className="space-y-1">
            <label htmlFor={progressId} className="text-sm text-gray-700 dark:text-gray-300">
              Uploading… {Math.round(progress * 100)}%
            </label>
            <progress
              id={progressId}
              value={progress}
              max={1}
              className="block h-2 w-full accent-primary-action"
            />
          </div>
        ) : null}
        <Button type="submit" isPending={form.isPending}>
          {form.isPending ? null : <Upload aria-hidden="true" className="size-4" />}
          Share with {clientName}
        </Button>
      </AppFormView>
    </div>
  );
}
