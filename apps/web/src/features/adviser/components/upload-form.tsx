import {
  type DocumentCategory,
  documentAccept,
  documentCategories,
  documentCategoryLabels,
  documentMaxBytes,
  documentMessages,
} from '@atrium/domain/contract/documents';
import { Upload } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { describedBy, Field, fieldIds } from '../../../ui/field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { useUploadDocument } from '../hooks/use-upload-document.ts';

const categoryOptions = documentCategories.map((category) => ({
  value: category,
  label: documentCategoryLabels[category],
}));

// Shares one file with the client: checked here for what can be known before sending (size, empty), by the
// server for everything else (its type is read from its content).
export function UploadForm({ clientId, clientName }: { clientId: number; clientName: string }) {
  const ids = fieldIds(useId());
  const progressId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState<DocumentCategory>('other');
  const [fileError, setFileError] = useState<string | undefined>();
  const [categoryError, setCategoryError] = useState<string | undefined>();
  const { upload, progress } = useUploadDocument(clientId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = inputRef.current?.files?.[0];
    const problem = !file
      ? documentMessages.fileRequired
      : file.size === 0
        ? documentMessages.empty
        : file.size > documentMaxBytes
          ? documentMessages.tooLarge
          : undefined;
    setFileError(problem);
    setCategoryError(undefined);
    if (!file || problem) return;
    upload.mutate(
      { file, category },
      {
        onSuccess: ({ data }) => {
          if (inputRef.current) inputRef.current.value = '';
          addToast({ description: `${data.name} is shared with ${clientName}.` });
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          setFileError(error.errors.file?.[0]);
          setCategoryError(error.errors.category?.[0]);
        },
      },
    );
  };
  const otherFailure =
    upload.error && !(isApiError(upload.error) && upload.error.status === 422) ? upload.error.message : null;
  const hint = 'PDF, image, Word or Excel, up to 20 MB.';

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h3 className="text-base font-semibold text-gray-900 dark:text-gray-50">Share a document</h3>
      {otherFailure ? <ErrorAlert>{otherFailure}</ErrorAlert> : null}
      <div className="space-y-4">
        <Field ids={ids} label="File" hint={hint} error={fileError}>
          <input
            ref={inputRef}
            id={ids.input}
            type="file"
            accept={documentAccept}
            onChange={() => setFileError(undefined)}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={describedBy(ids, hint, fileError)}
            className="block w-full text-sm text-gray-800 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-gray-500 file:bg-white file:px-3 file:text-sm file:font-semibold file:text-gray-900 dark:text-gray-200 dark:file:bg-gray-800 dark:file:text-gray-100"
          />
        </Field>
        <SelectField
          label="Category"
          options={categoryOptions}
          value={category}
          onChange={(event) => setCategory(event.target.value as DocumentCategory)}
          error={categoryError}
        />
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
      <Button type="submit" isPending={upload.isPending}>
        {upload.isPending ? null : <Upload aria-hidden="true" className="size-4" />}
        Share with {clientName}
      </Button>
    </form>
  );
}
