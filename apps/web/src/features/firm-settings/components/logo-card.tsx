import { type FirmSettings, firmSettingsMessages, logoMaxBytes } from '@atrium/domain/contract/firm-settings';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

type Props = {
  settings: FirmSettings;
  upload: UseMutationResult<FirmSettings, Error, File>;
  reset: UseMutationResult<FirmSettings, Error, void>;
};

const accepted = ['image/png', 'image/jpeg', 'image/webp'];

// The firm's logo: a PNG, JPEG or WebP up to 1 MB, checked here for a quick answer and by the server for good
// (it reads the type from the bytes), or back to the default mark.
export function LogoCard({ settings, upload, reset }: Props) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    upload.reset();
    if (!chosen) return setProblem(null);
    if (!accepted.includes(chosen.type)) return setProblem(firmSettingsMessages.logoType);
    if (chosen.size > logoMaxBytes) return setProblem(firmSettingsMessages.logoTooLarge);
    setProblem(null);
  };
  const failure = upload.error ?? reset.error;

  return (
    <section aria-labelledby="logo-heading" className="space-y-4">
      <h2 id="logo-heading" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        Logo
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <img
          src={settings.logoUrl}
          alt={`Current logo of ${settings.name}`}
          className="size-20 rounded-lg border border-gray-200 bg-white object-contain p-1 dark:border-gray-700"
        />
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {settings.hasCustomLogo ? 'Your uploaded logo.' : 'The default logo.'} PNG, JPEG or WebP, up to 1
          MB, between 16 and 4096 pixels each way. SVG files are not accepted.
        </p>
      </div>
      {failure ? <ErrorAlert>{failure.message}</ErrorAlert> : null}
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
          Logo file
        </label>
        <input
          id={inputId}
          type="file"
          accept={accepted.join(',')}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          className="block w-full text-sm text-gray-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-4 file:font-semibold file:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink dark:text-gray-100 dark:file:border-gray-600 dark:file:bg-gray-800 dark:file:text-gray-100"
        />
        {problem ? (
          <p id={`${inputId}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={!file || problem !== null}
          isPending={upload.isPending}
          onClick={() => file && upload.mutate(file, { onSuccess: () => setFile(null) })}
        >
          Upload logo
        </Button>
        {settings.hasCustomLogo ? (
          <Button variant="secondary" onClick={() => setIsConfirming(true)}>
            Use the default logo
          </Button>
        ) : null}
      </div>
      {upload.isSuccess ? (
        <p role="status" className="text-sm font-medium text-green-800 dark:text-green-200">
          Logo uploaded.
        </p>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Use the default logo?"
        description="Your uploaded logo is removed and the portal shows the default logo again."
        confirmLabel="Use the default logo"
        isPending={reset.isPending}
        onConfirm={() => reset.mutate(undefined, { onSuccess: () => setIsConfirming(false) })}
      />
    </section>
  );
}
