import { useState } from 'react';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { FormActions } from './section-form-parts.tsx';
import { StepHeading } from './step-heading.tsx';

type Props = { message: string; codes: readonly string[]; firmName: string; onDone: () => void };

// Shown once, right after they are made: the server keeps only their hashes.
export function RecoveryCodes({ message, codes, firmName, onDone }: Props) {
  const [copyStatus, setCopyStatus] = useState<string | null>(null);
  const text = `Recovery codes for ${firmName}. Each works once.\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopyStatus('The codes have been copied.');
    } catch {
      setCopyStatus('Copying is not allowed here: select the codes and copy them, or download them.');
    }
  };
  return (
    <div className="max-w-lg space-y-5">
      <StepHeading>Save your recovery codes</StepHeading>
      <p className="text-sm text-gray-700 dark:text-gray-300">{message}</p>
      <p className="text-sm font-medium text-gray-900 dark:text-gray-50">
        If you lose your phone, a recovery code lets you log in instead of a code. This is the only time they
        are shown.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-lg border border-gray-300 bg-gray-50 p-4 font-mono text-base text-gray-900 min-[420px]:grid-cols-2 dark:border-gray-600 dark:bg-gray-950 dark:text-gray-100"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <FormActions>
        <Button variant="secondary" onClick={copy}>
          Copy codes
        </Button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
          className={buttonClasses('secondary')}
        >
          Download codes
        </a>
        <Button onClick={onDone}>I have saved my codes</Button>
      </FormActions>
      <p role="status" className="text-sm text-gray-700 empty:hidden dark:text-gray-300">
        {copyStatus}
      </p>
    </div>
  );
}
