import { signaturePaths } from '@atrium/domain/contract/signatures';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PenLine } from 'lucide-react';
import { Card } from '../../../ui/card.tsx';
import { formatPlainDate } from '../../../ui/date-time.ts';
import { signaturesQueryOptions } from '../api.ts';
import { SignerList, StatusBadge } from './status.tsx';

// The client's documents to sign, and those signed or declined before: only what was sent to this person.
export function SignaturesPage({ firmName }: { firmName: string }) {
  const { data: requests } = useSuspenseQuery(signaturesQueryOptions());
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Documents to sign</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          Documents {firmName} has asked you to read and sign. You sign with a fresh code from your second
          factor.
        </p>
      </header>
      {requests.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-8 text-center">
          <PenLine aria-hidden="true" className="size-8 text-gray-500" />
          <p className="font-medium text-gray-900 dark:text-gray-100">Nothing to sign</p>
          <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">
            When your adviser sends you a document to sign, it will appear here.
          </p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {requests.map((request) => (
            <li key={request.id}>
              <Card className="flex flex-col gap-2 p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-base font-semibold">
                    <Link
                      to="/signatures/$signatureId"
                      params={{ signatureId: String(request.id) }}
                      className="text-primary-ink underline underline-offset-2"
                    >
                      {request.title}
                    </Link>
                  </h2>
                  <StatusBadge status={request.status} />
                </div>
                {request.can_sign ? (
                  <p className="text-sm font-medium text-gray-900 dark:text-gray-100">
                    Waiting for your signature
                    {request.due_date ? `, by ${formatPlainDate(request.due_date)}` : ''}.
                  </p>
                ) : null}
                <SignerList signers={request.signers} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Someone sent you a signed document? Check it on the{' '}
        <Link to={signaturePaths.verify} className="text-primary-ink underline underline-offset-2">
          verification page
        </Link>
        .
      </p>
    </div>
  );
}
