import type { Holding, PortfolioAccount } from '@atrium/domain/contract/portfolio';
import { currencySymbolOf, formatMoney } from '@atrium/domain/money/format';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { formatPlainDate } from '../../../ui/date-time.ts';
import { clientPortfolioQueryOptions } from '../api.ts';
import { accountName } from '../format.ts';
import { usePortfolioChanges } from '../hooks/use-portfolio-changes.ts';
import { AccountDialog } from './account-dialog.tsx';
import { HoldingDialog } from './holding-dialog.tsx';
import { HoldingsTable } from './holdings-table.tsx';
import { ImportPanel } from './import-panel.tsx';

type Editing =
  | { kind: 'account'; account: PortfolioAccount | null }
  | { kind: 'holding'; account: PortfolioAccount; holding: Holding | null }
  | { kind: 'delete-account'; account: PortfolioAccount }
  | { kind: 'delete-holding'; holding: Holding }
  | null;

// The adviser's side of a client's portfolio: accounts and holdings to record, change or remove, and a CSV import.
export function PortfolioTab({ clientId, clientName }: { clientId: number; clientName: string }) {
  const { data: portfolio } = useSuspenseQuery(clientPortfolioQueryOptions(clientId));
  const changes = usePortfolioChanges(clientId);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-gray-950 dark:text-white">Portfolio</h2>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {portfolio.totals.length === 0
              ? `Nothing recorded for ${clientName} yet.`
              : portfolio.totals
                  .map(
                    (total) =>
                      `${formatMoney(total.value, currencySymbolOf(total.currency))}${
                        total.valuation_date ? ` as at ${formatPlainDate(total.valuation_date)}` : ''
                      }`,
                  )
                  .join(' · ')}
          </p>
        </div>
        <Button onClick={() => setEditing({ kind: 'account', account: null })}>
          <Plus aria-hidden="true" className="size-4" />
          Add account
        </Button>
      </div>

      <ImportPanel onImport={(csv) => changes.importCsv.mutateAsync(csv)} />

      {portfolio.accounts.map((account) => {
        const name = accountName(account);
        return (
          <Card key={account.id} className="flex flex-col gap-3 p-4 sm:p-6">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 className="font-semibold text-gray-950 dark:text-white">{name}</h3>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {[
                    account.reference && `Account ${account.reference}`,
                    account.currency,
                    formatMoney(account.value, currencySymbolOf(account.currency)),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  aria-label={`Add holding to ${name}`}
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing({ kind: 'holding', account, holding: null })}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  Add holding
                </Button>
                <Button
                  aria-label={`Edit ${name}`}
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing({ kind: 'account', account })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </Button>
                <Button
                  aria-label={`Delete ${name}`}
                  size="sm"
                  variant="ghost"
                  onClick={() => setEditing({ kind: 'delete-account', account })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              </div>
            </div>
            {account.holdings.length > 0 ? (
              <HoldingsTable
                account={account}
                caption={`Holdings in ${name}`}
                actions={(holding) => (
                  <div className="flex gap-1">
                    <Button
                      aria-label={`Edit ${holding.fund_name}`}
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing({ kind: 'holding', account, holding })}
                    >
                      Edit
                    </Button>
                    <Button
                      aria-label={`Delete ${holding.fund_name}`}
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing({ kind: 'delete-holding', holding })}
                    >
                      Delete
                    </Button>
                  </div>
                )}
              />
            ) : (
              <p className="text-sm text-gray-700 dark:text-gray-300">No holdings in this account yet.</p>
            )}
          </Card>
        );
      })}

      {editing?.kind === 'account' ? (
        <AccountDialog
          account={editing.account}
          open
          onOpenChange={(open) => !open && close()}
          onSave={(input) => changes.saveAccount.mutateAsync({ id: editing.account?.id ?? null, input })}
        />
      ) : null}
      {editing?.kind === 'holding' ? (
        <HoldingDialog
          accountName={accountName(editing.account)}
          holding={editing.holding}
          open
          onOpenChange={(open) => !open && close()}
          onSave={(input) =>
            changes.saveHolding.mutateAsync({
              accountId: editing.account.id,
              id: editing.holding?.id ?? null,
              input,
            })
          }
        />
      ) : null}
      <ConfirmDialog
        open={editing?.kind === 'delete-account'}
        onOpenChange={(open) => !open && close()}
        title="Delete this account?"
        description={
          editing?.kind === 'delete-account'
            ? `${accountName(editing.account)} and its ${editing.account.holdings.length} holdings go from ${clientName}'s portfolio. Earlier valuations stay in its history.`
            : ''
        }
        confirmLabel="Delete account"
        variant="danger"
        isPending={changes.removeAccount.isPending}
        onConfirm={() => {
          if (editing?.kind === 'delete-account')
            changes.removeAccount.mutate(editing.account.id, { onSuccess: close });
        }}
      />
      <ConfirmDialog
        open={editing?.kind === 'delete-holding'}
        onOpenChange={(open) => !open && close()}
        title="Delete this holding?"
        description={
          editing?.kind === 'delete-holding' ? `${editing.holding.fund_name} (${editing.holding.isin}).` : ''
        }
        confirmLabel="Delete holding"
        variant="danger"
        isPending={changes.removeHolding.isPending}
        onConfirm={() => {
          if (editing?.kind === 'delete-holding')
            changes.removeHolding.mutate(editing.holding.id, { onSuccess: close });
        }}
      />
    </div>
  );
}
