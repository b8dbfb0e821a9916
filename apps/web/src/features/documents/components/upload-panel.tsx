import {
  type DocumentCategory,
  documentAccept,
  documentCategories,
  documentCategoryLabels,
} from '@atrium/domain/contract/documents';
import { CircleCheck, Upload } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { cx } from '../../../ui/cx.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { useUpload } from '../hooks/use-upload.ts';

const categoryOptions = documentCategories.map((value) => ({ value, label: documentCategoryLabels[value] }));

// Sending a document to the firm: choose a category, then drop a file or pick one; it goes at once, with its
// progress. The server reads the type from the content, so its refusal (422) is what the client is shown.
export function UploadPanel({ recipient }: { recipient: string }) {
  const ids = { input: useId(), hint: useId(), error: useId(), progress: useId() };
  const [category, setCategory] = useState<DocumentCategory>('other');
  const [isDragging, setIsDragging] = useState(false);
  const { state, start, cancel } = useUpload();
  const isUploading = state.status === 'uploading';

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    void start([...event.dataTransfer.files], category);
  }

  const fileError = state.status === 'failed' && state.field === 'file' ? state.message : undefined;
  const categoryError = state.status === 'failed' && state.field === 'category' ? state.message : undefined;

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-950 dark:text-white">Upload a document</h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        It goes securely to {recipient}, who is told it has arrived.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-start">
        <SelectField
          label="Category"
          options={categoryOptions}
          value={category}
          error={categoryError}
          disabled={isUploading}
          onChange={(event) => setCategory(event.target.value as DocumentCategory)}
        />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input inside does the same from the keyboard */}
        <div
          data-testid="drop-zone"
          onDragEnter={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
          className={cx(
            'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
            isDragging
              ? 'border-primary-ink bg-primary-50 dark:bg-gray-800'
              : 'border-gray-400 bg-gray-50 dark:border-gray-600 dark:bg-gray-950',
          )}
        >
          <Upload aria-hidden="true" className="size-6 text-primary-ink" />
          <p className="text-sm font-medium text-gray-900 pointer-coarse:hidden dark:text-gray-100">
            Drag a file here, or
          </p>
          <input
            id={ids.input}
            type="file"
            accept={documentAccept}
            className="peer sr-only"
            disabled={isUploading}
            aria-describedby={[ids.hint, fileError ? ids.error : null].filter(Boolean).join(' ')}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void start(files, category);
            }}
          />
          <label
            htmlFor={ids.input}
            className={cx(
              buttonClasses('secondary'),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-ink',
              'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            )}
          >
            Choose a file
          </label>
          <p id={ids.hint} className="text-sm text-gray-600 dark:text-gray-400">
            PDF, images (JPEG, PNG, GIF, WebP, HEIC), Word or Excel, up to 20 MB.
          </p>
        </div>
      </div>

      <div aria-live="polite" className="mt-4 empty:hidden">
        {state.status === 'uploading' ? (
          <div className="space-y-2">
            <label
              htmlFor={ids.progress}
              className="block text-sm font-medium text-gray-900 dark:text-gray-100"
            >
              Uploading <span className="break-all">{state.fileName}</span>
            </label>
            <div className="flex items-center gap-3">
              <progress
                id={ids.progress}
                max={1}
                value={state.progress}
                className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full accent-primary-action [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-primary-action dark:[&::-webkit-progress-bar]:bg-gray-700"
              />
              <span className="w-10 text-right text-sm tabular-nums text-gray-700 dark:text-gray-300">
                {Math.round(state.progress * 100)}%
              </span>
              <Button variant="ghost" size="sm" onClick={cancel}>
                Cancel
              </Button>
            </div>
          </div>
        ) : null}
        {state.status === 'done' ? (
          <p className="flex items-start gap-2 text-sm font-medium text-green-800 dark:text-green-300">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">{state.document.name} uploaded.</span>
          </p>
        ) : null}
      </div>
      {fileError ? (
        <p id={ids.error} role="alert" className="mt-4 text-sm font-medium text-red-700 dark:text-red-300">
          {state.status === 'failed' && state.fileName ? (
            <span className="break-all">{state.fileName}: </span>
          ) : null}
          {fileError}
        </p>
      ) : null}
    </Card>
  );
}
