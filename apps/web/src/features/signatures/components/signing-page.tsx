import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime, formatPlainDate } from '../../../ui/date-time.ts';
import { SectionCard } from '../../../ui/section-card.tsx';
import { downloadPdf, signingPageQueryOptions } from '../api.ts';
import { DeclineForm } from './decline-form.tsx';
import { DocumentReader } from './document-reader.tsx';
import { SignForm } from './sign-form.tsx';
import { SignerList, StatusBadge } from './status.tsx';

// One document sent to this person: read it whole, then sign or decline; afterwards, the signed copy.
export function SigningPage({ id }: { id: number }) {
  const { data: page } = useSuspenseQuery(signingPageQueryOptions(id));
  const request = page.data;
  const [isDeclining, setDeclining] = useState(false);
  const finalUrl = request.final_url;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link to="/signatures" className="text-sm text-primary-ink underline underline-offset-2">
          All documents to sign
        </Link>
        <h1 className="text-2xl font-semibold break-words text-gray-950 dark:text-white">{request.title}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={request.status} />
          {request.due_date && request.status === 'pending' ? (
            <span className="text-sm text-gray-700 dark:text-gray-300">
              Due by {formatPlainDate(request.due_date)}
            </span>
          ) : null}
        </div>
        <SignerList signers={request.signers} />
      </header>
      {finalUrl ? (
        <SectionCard title="The signed copy">
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Everyone signed{request.completed_at ? ` by ${formatDateTime(request.completed_at)}` : ''}. The
            signed PDF has a completion certificate on its last page and a digital seal a PDF reader checks.
          </p>
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => downloadPdf(finalUrl, `${request.title} (signed).pdf`)}
          >
            Download the signed copy
          </Button>
        </SectionCard>
      ) : null}
      <DocumentReader title={request.title} pages={page.pages} pdfUrl={request.document_url} />
      {request.can_sign ? (
        <SectionCard title="Sign">
          <SignForm page={page} />
          {isDeclining ? (
            <DeclineForm id={request.id} />
          ) : (
            <Button variant="ghost" className="self-start" onClick={() => setDeclining(true)}>
              I do not want to sign this
            </Button>
          )}
        </SectionCard>
      ) : request.status === 'pending' && request.my_status === 'pending' ? (
        <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
          The other person signs first; you will be told when it is your turn.
        </p>
      ) : null}
    </div>
  );
}
