import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';

// A key or signing secret the server shows this once (it keeps only a hash, or a sealed copy): copy it now.
export function ShownOnce({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('Copied.');
    } catch {
      setCopied('Copying is not allowed here: select the text and copy it.');
    }
  };
  return (
    <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950">
      <p className="text-sm font-semibold text-amber-950 dark:text-amber-100">
        {label}: copy it now. It is not shown again.
      </p>
      <code className="block rounded-md bg-white px-3 py-2 font-mono text-sm break-all text-gray-900 dark:bg-gray-900 dark:text-gray-100">
        {value}
      </code>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={copy}>
          Copy
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          I have copied it
        </Button>
        <span role="status" className="text-sm text-gray-800 empty:hidden dark:text-gray-200">
          {copied}
        </span>
      </div>
    </div>
  );
}
