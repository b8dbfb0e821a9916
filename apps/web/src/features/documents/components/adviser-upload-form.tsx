import {
  type DocumentCategory,
  documentAccept,
  documentCategories,
  documentCategoryLabels,
  documentFileProblem,
} from '@atrium/domain/contract/documents';
import { Upload } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../ui/button.tsx';
import { FileField } from '../../../ui/file-field.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { useAdviserUpload } from '../hooks/use-adviser-upload.ts';

const categoryOptions = documentCategories.map((category) => ({
  value: category,
  label: documentCategoryLabels[category],
}));

type Values = { file?: FileList; category: DocumentCategory };

// Shares one file with the client (ui/form.tsx): checked here for what can be known before sending (size, empty),
// by the server for everything else, its 422 beside the file or the category.
export function AdviserUploadForm({ clientId, clientName }: { clientId: number; clientName: string }) {
  const progressId = useId();
  const { upload, progress } = useAdviserUpload(clientId);
  const form = useAppForm<Values>({
    check: ({ file }) => {
      const problem = documentFileProblem(file?.[0]);
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
          <FileField
            label="File"
            hint={hint}
            accept={documentAccept}
            error={fileError}
            {...fileField}
            // A new file clears what was said of the last one.
            onChange={(event) => {
              form.form.clearErrors('file');
              return onFileChange(event);
            }}
          />
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
