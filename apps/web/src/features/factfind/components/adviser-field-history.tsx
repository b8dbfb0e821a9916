import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime } from '../../../ui/date-time.ts';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { fieldHistoryQueryOptions } from '../adviser-api.ts';
import { formatHistoryValue, typedNotes } from '../history-text.ts';

const roleNames = { client: 'client', adviser: 'adviser', admin: 'administrator' } as const;

type Props = { clientId: number; factFindId: number | null; path: string; label: string };

function Changes({ clientId, factFindId, path }: Omit<Props, 'label'>) {
  const query = useQuery(fieldHistoryQueryOptions(clientId, path, factFindId));
  if (query.isPending) return <Spinner className="size-5" label="Loading the history" />;
  if (query.isError) return <ErrorAlert>{query.error.message}</ErrorAlert>;
  if (query.data.length === 0)
    return (
      <p className="text-sm text-gray-700 dark:text-gray-300">No change to this answer has been recorded.</p>
    );
  return (
    // Scrolls when long; focusable so a keyboard can scroll it too.
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label="Changes, newest first"
      className="max-h-[55vh] overflow-y-auto"
    >
      <ol className="space-y-3">
        {query.data.map((change) => (
          <li key={change.id} className="rounded-xl bg-gray-50 p-3 text-sm dark:bg-gray-800">
            <p className="text-gray-700 dark:text-gray-300">
              <time dateTime={change.at}>{formatDateTime(change.at)}</time>
              {' · '}
              {change.by ? `${change.by.name} (${roleNames[change.by.role]})` : 'Unknown'}
            </p>
            <p className="mt-1 break-words text-gray-900 dark:text-gray-50">
              <span className="text-gray-700 line-through dark:text-gray-300">
                {formatHistoryValue(change.old)}
              </span>
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> changed to </span>
              <span className="font-medium">{formatHistoryValue(change.new)}</span>
            </p>
            {typedNotes(change).map((note) => (
              <p key={note} className="mt-1 text-gray-700 dark:text-gray-300">
                {note}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

// Each answer's history on demand: who changed it, when, from what to what (fact_find_changes).
export function AdviserFieldHistoryButton({ clientId, factFindId, path, label }: Props) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`History of ${label}`}>
        <History aria-hidden="true" className="size-4" />
        <span aria-hidden="true" className="hidden sm:inline">
          History
        </span>
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={setOpen}
        title={`History of ${label}`}
        description="Every saved change, newest first."
        className="max-w-lg"
      >
        <div className="mt-4">
          {isOpen ? <Changes clientId={clientId} factFindId={factFindId} path={path} /> : null}
        </div>
        <DialogActions>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
