import { signatureMethodLabels, type VerifyResult } from '@atrium/domain/contract/signatures';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime } from '../../../ui/date-time.ts';
import { failureMessage } from '../../../ui/form.tsx';
import { TitledCard } from '../../../ui/titled-card.tsx';
import { verifyPdf } from '../api.ts';

const verdictTone: Record<VerifyResult['verdict'], string> = {
  signed: 'border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950',
  original: 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950',
  unknown: 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950',
};
const verdictTitle: Record<VerifyResult['verdict'], string> = {
  signed: 'Issued by us, unchanged',
  original: 'A document sent for signature, not the signed copy',
  unknown: 'Changed, or not issued by us',
};

function Result({ result }: { result: VerifyResult }) {
  return (
    <div
      role="status"
      className={`mt-6 flex flex-col gap-3 rounded-lg border p-4 text-sm ${verdictTone[result.verdict]}`}
    >
      <h2 className="text-base font-semibold text-gray-950 dark:text-white">
        {verdictTitle[result.verdict]}
      </h2>
      <p className="text-gray-900 dark:text-gray-100">{result.message}</p>
      {result.document ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-gray-900 dark:text-gray-100">
          <dt className="font-medium">Document</dt>
          <dd className="break-words">{result.document.title}</dd>
          <dt className="font-medium">Issued by</dt>
          <dd>{result.document.firm}</dd>
          {result.document.signers.map((signer) => (
            <div key={signer.name + signer.signed_at} className="contents">
              <dt className="font-medium">Signed by</dt>
              <dd>
                {signer.name}, {formatDateTime(signer.signed_at)}, with a fresh{' '}
                {signatureMethodLabels[signer.method]}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {result.signatures.length > 0 ? (
        <div>
          <h3 className="font-medium text-gray-950 dark:text-white">Digital signatures in the file</h3>
          <ul className="mt-1 list-disc pl-5">
            {result.signatures.map((signature, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: signatures are listed in the file's order.
              <li key={index}>
                {signature.signed_by}
                {signature.signed_at ? `, ${formatDateTime(signature.signed_at)}` : ''}:{' '}
                {signature.is_intact && signature.covers_whole_file
                  ? 'valid, covering the whole file'
                  : signature.is_intact
                    ? 'valid, but the file was added to after signing'
                    : 'broken: the file changed after signing'}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="break-all text-gray-700 dark:text-gray-300">SHA-256 of your file: {result.sha256}</p>
    </div>
  );
}

// /verify (public): choose a PDF and learn whether the portal issued it. The file is checked by its hash; nothing is
// shown about a document to someone who does not hold it.
export function VerifyPage() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({ mutationFn: verifyPdf });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    mutation.mutate(file);
  };
  const error = missing
    ? 'Choose a PDF file to check.'
    : mutation.error
      ? failureMessage(mutation.error, [])
      : null;
  return (
    <TitledCard title="Check a signed document">
      <p className="mt-1.5 mb-6 text-sm text-gray-600 dark:text-gray-400">
        Choose a PDF to find out whether it is a document signed in this portal, exactly as it was sealed. One
        byte changed and it no longer matches.
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-gray-900 dark:text-gray-100">
            PDF file
          </label>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className="text-sm text-gray-900 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:text-sm file:font-medium dark:text-gray-100 dark:file:border-gray-600 dark:file:bg-gray-800 dark:file:text-gray-100"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissing(false);
              mutation.reset();
            }}
          />
          {error ? (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="w-full" isPending={mutation.isPending}>
          Check the file
        </Button>
      </form>
      {mutation.data ? <Result result={mutation.data} /> : null}
    </TitledCard>
  );
}
