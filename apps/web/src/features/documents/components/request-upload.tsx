import { documentAccept } from '@atrium/domain/contract/documents';
import { Camera, CircleCheck, Upload } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { useRequestUpload } from '../hooks/use-request-upload.ts';

const pickerClasses = cx(
  buttonClasses('secondary'),
  'cursor-pointer gap-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-ink',
  'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
);

// The upload of one requested item: a file from the device, or on a phone or tablet a photo taken there and then
// (`capture`: the browser opens the camera). Either goes to the vault through the server's checks.
export function RequestUpload({
  requestId,
  title,
  isAgain,
}: {
  requestId: number;
  title: string;
  isAgain: boolean;
}) {
  const ids = { file: useId(), camera: useId(), hint: useId(), error: useId(), progress: useId() };
  const { state, start, cancel } = useRequestUpload(requestId);
  const isUploading = state.status === 'uploading';
  const error = state.status === 'failed' ? state.message : null;
  const describedBy = [ids.hint, error ? ids.error : null].filter(Boolean).join(' ');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    void start(files);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="relative">
          <input
            id={ids.file}
            type="file"
            accept={documentAccept}
            className="peer sr-only"
            disabled={isUploading}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={onChange}
          />
          <label htmlFor={ids.file} className={pickerClasses}>
            <Upload aria-hidden="true" className="size-4" />
            {isAgain ? 'Upload again' : 'Upload'}
            <span className="sr-only"> {title}</span>
          </label>
        </span>
        {/* Only where the pointer is a finger: a phone or tablet, which has a camera to offer. */}
        <span className="relative hidden pointer-coarse:inline">
          <input
            id={ids.camera}
            type="file"
            accept="image/*"
            capture="environment"
            className="peer sr-only"
            disabled={isUploading}
            aria-describedby={describedBy}
            onChange={onChange}
          />
          <label htmlFor={ids.camera} className={pickerClasses}>
            <Camera aria-hidden="true" className="size-4" />
            Take a photo<span className="sr-only"> of {title}</span>
          </label>
        </span>
      </div>
      <p id={ids.hint} className="text-xs text-gray-600 dark:text-gray-400">
        PDF, a photo or scan (JPEG, PNG, HEIC…), Word or Excel, up to 20 MB.
      </p>
      <div aria-live="polite" className="empty:hidden">
        {state.status === 'uploading' ? (
          <div className="flex items-center gap-3">
            <label htmlFor={ids.progress} className="min-w-0 text-sm break-all">
              Uploading {state.fileName}
            </label>
            <progress
              id={ids.progress}
              max={1}
              value={state.progress}
              className="h-2 min-w-16 flex-1 accent-primary-action"
            />
            <Button variant="ghost" size="sm" onClick={cancel}>
              Cancel
            </Button>
          </div>
        ) : null}
        {state.status === 'done' ? (
          <p className="flex items-start gap-2 text-sm font-medium text-green-800 dark:text-green-300">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">
              {state.fileName} uploaded: your adviser will check it.
            </span>
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {state.status === 'failed' && state.fileName ? (
            <span className="break-all">{state.fileName}: </span>
          ) : null}
          {error}
        </p>
      ) : null}
    </div>
  );
}
