import { withdrawnDetailRetentionDays } from '@atrium/domain/support/needs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { failureMessage } from '../../../ui/form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { ownSupportNeedsQueryOptions, supportNeedsKeys, withdrawSupportNeeds } from '../api.ts';
import { NeedsSummary } from './needs-summary.tsx';
import { supportNeedsSectionId } from './section-id.ts';
import { SupportNeedsForm } from './support-needs-form.tsx';

// "What would help you": the person's own support needs (docs/support-needs.md), on /profile. Each partner of a
// household has their own; the firm sees the adjustments, and the rest only when someone there opens it.
export function SupportNeedsSection({ firmName }: { firmName: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(ownSupportNeedsQueryOptions());
  const [isEditing, setEditing] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const withdraw = useMutation({
    mutationFn: withdrawSupportNeeds,
    onSuccess: () => {
      queryClient.setQueryData(supportNeedsKeys.own, { data: null });
      setConfirming(false);
      setEditing(false);
      setStatus(`Withdrawn. ${firmName} no longer sees what you told them.`);
    },
  });
  const saved = query.data ?? null;
  return (
    <SectionCard
      id={supportNeedsSectionId}
      title="What would help you"
      description={`Tell ${firmName} about anything that makes dealing with money or with us harder, and what would help. It is up to you, and you can change or withdraw it at any time.`}
    >
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {status}
      </p>
      {query.isError ? (
        <ErrorAlert>What you told us could not be loaded. Reload the page to try again.</ErrorAlert>
      ) : query.isPending ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">Loading…</p>
      ) : saved && !isEditing ? (
        <>
          <NeedsSummary needs={saved} you />
          <p className="text-sm text-gray-600 dark:text-gray-400">
            You agreed to {firmName} keeping this on {new Date(saved.consent_at).toLocaleDateString('en-GB')}.
          </p>
          {withdraw.error ? <ErrorAlert>{failureMessage(withdraw.error, [])}</ErrorAlert> : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              onClick={() => {
                setStatus(null);
                setEditing(true);
              }}
            >
              Change
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Withdraw
            </Button>
          </div>
        </>
      ) : (
        <SupportNeedsForm
          saved={saved}
          onSaved={() => {
            setEditing(false);
            setStatus(`Saved. ${firmName} can now see the adjustments you asked for.`);
          }}
        />
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title="Withdraw what you told us?"
        description={`${firmName} will no longer see it. The details are deleted after ${withdrawnDetailRetentionDays} days; only the fact that you told us, and when, is kept.`}
        confirmLabel="Withdraw"
        variant="danger"
        isPending={withdraw.isPending}
        onConfirm={() => withdraw.mutate()}
      />
    </SectionCard>
  );
}
