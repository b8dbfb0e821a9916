import { normalisePostcode } from '@atrium/domain/address/postcode';
import type { Address } from '@atrium/domain/contract/address';
import type { SectionDef } from '@atrium/domain/factfind/template';
import { ownedStatuses } from '@atrium/domain/factfind/template-fields';
import { readPath } from '@atrium/domain/factfind/visibility';
import { formatMoney } from '@atrium/domain/money/format';
import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { inputBorder, inputClasses } from '../../../ui/field.tsx';
import { addressValues, propertyFigures, type ValueEstimate } from '../address-lookup-model.ts';
import { useFactFindContext, useFactFindData } from '../context.tsx';
import { lookupAddresses, lookupSales, lookupValuation } from '../lookups-api.ts';
import { saveFactFindChange, targetKey } from '../save.ts';
import { pendingSaveCount, saveRetryDelayMs } from '../save-queue.ts';

type AddressLookupProps = { section: SectionDef; onFilled: () => void };
type Busy = 'find' | 'use' | 'figures' | 'estimate' | null;

// What the client must do first (the lookup is not asked).
class MissingInput extends Error {}

const failure = (error: unknown) =>
  isApiError(error) || error instanceof MissingInput
    ? error.message
    : 'The lookup did not answer. Please try again, or type the details in.';

// A click on a button can come before the postcode typed just before it has saved (the field saves on
// blur): wait for the saves in flight, then read what is saved.
async function savesSettled(): Promise<void> {
  for (let waited = 0; pendingSaveCount() > 0 && waited < 10_000; waited += saveRetryDelayMs) {
    await new Promise((resolve) => setTimeout(resolve, saveRetryDelayMs));
  }
}

// Find the address from its postcode (the list de-duplicated by identifierline) and, for a home the
// client owns, fill pricePaid from its last recorded sale and valuation from nearby sales. Both stay editable.
export function AddressLookup({ section, onFilled }: AddressLookupProps) {
  const queryClient = useQueryClient();
  const { target, client } = useFactFindContext();
  const symbol = client?.currency_symbol ?? '£';
  const selectId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const isOwned = useFactFindData((data) =>
    ownedStatuses.includes(String(readPath(data.factFind, `${section.category}.ownership_status`))),
  );
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  // The value worked out from nearby sales, offered until the client uses it (it is not saved before).
  const [estimate, setEstimate] = useState<ValueEstimate | null>(null);
  const estimateId = useId();

  const saved = (property: string) => {
    const data = queryClient.getQueryData<{ factFind: Record<string, unknown> }>(targetKey(target));
    const value = data ? readPath(data.factFind, `${section.category}.${property}`) : undefined;
    return typeof value === 'string' ? value : '';
  };
  const save = (values: Record<string, unknown>) =>
    saveFactFindChange(
      queryClient,
      target,
      { kind: 'properties', category: section.category, values },
      crypto.randomUUID(),
    );

  const run = async (kind: Busy, work: () => Promise<void>) => {
    setBusy(kind);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(null);
    }
  };

  const fillFigures = async (postcode: string, identifier: string) => {
    const [sales, valuation] = await Promise.allSettled([
      lookupSales(postcode, identifier),
      lookupValuation(postcode),
    ]);
    const sale =
      sales.status === 'fulfilled' ? (sales.value.data.address.result.items[0] ?? null) : undefined;
    const value = valuation.status === 'fulfilled' ? valuation.value.data.address.data : undefined;
    const figures = propertyFigures(sale, value, symbol);
    if (Object.keys(figures.values).length > 0) await save(figures.values);
    setEstimate(figures.estimate);
    const failed = [sales, valuation].find((result) => result.status === 'rejected');
    if (failed?.status === 'rejected') setError(failure(failed.reason));
    return figures.messages;
  };

  const find = () =>
    run('find', async () => {
      await savesSettled();
      const postcode = normalisePostcode(saved('postcode'));
      setAddresses(null);
      setStatus('');
      if (!postcode) throw new MissingInput('Enter a full UK postcode first, like SW1A 2AA.');
      const found = (await lookupAddresses(postcode)).data.address;
      if (found.length === 0) {
        setStatus(`No addresses were found for ${postcode}. Please type your address in.`);
        return;
      }
      setChosen('');
      setAddresses(found);
      setStatus(`${found.length} address${found.length === 1 ? '' : 'es'} found for ${postcode}.`);
    });

  const use = () =>
    run('use', async () => {
      const address = addresses?.find((candidate) => candidate.identifierline === chosen);
      if (!address) throw new MissingInput('Choose your address from the list first.');
      await save(addressValues(address));
      const messages = isOwned ? await fillFigures(address.postcode, address.premise || address.line_1) : [];
      setAddresses(null);
      setStatus(['Address filled in.', ...messages].join(' '));
      onFilled();
      statusRef.current?.focus();
    });

  const lookUpFigures = () =>
    run('figures', async () => {
      await savesSettled();
      const postcode = normalisePostcode(saved('postcode'));
      const identifier = saved('premise') || saved('address_line_1');
      if (!postcode || !identifier)
        throw new MissingInput('Enter the postcode and the house name or number first.');
      const messages = await fillFigures(postcode, identifier);
      setStatus(messages.join(' '));
      onFilled();
      statusRef.current?.focus();
    });

  // The client's choice: the estimate becomes the home's value (and so counts in net worth); typing their own
  // figure in the field does the same without it.
  const acceptEstimate = () =>
    run('estimate', async () => {
      if (!estimate) return;
      await save({ valuation: estimate.amount });
      setEstimate(null);
      onFilled();
      setStatus(
        `What it is worth today is now ${formatMoney(estimate.amount, symbol)}, the estimate. Change it if you know better.`,
      );
      statusRef.current?.focus();
    });

  return (
    <div className="space-y-3 sm:col-span-2">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={find} isPending={busy === 'find'} disabled={busy !== null}>
          <Search aria-hidden="true" className="size-4" />
          Find address
        </Button>
        {isOwned ? (
          <Button
            variant="secondary"
            onClick={lookUpFigures}
            isPending={busy === 'figures'}
            disabled={busy !== null}
          >
            Look up price paid and value
          </Button>
        ) : null}
      </div>
      {addresses ? (
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-64 space-y-1.5">
            <label htmlFor={selectId} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
              Choose your address
            </label>
            <select
              id={selectId}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              className={cx(inputClasses, inputBorder)}
            >
              <option value="">Choose…</option>
              {addresses.map((address) => (
                <option key={address.identifierline} value={address.identifierline}>
                  {address.identifierline}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={use} isPending={busy === 'use'} disabled={busy !== null || chosen === ''}>
            Use this address
          </Button>
        </div>
      ) : null}
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className="text-sm text-gray-800 outline-none dark:text-gray-200"
      >
        {status}
      </p>
      {estimate && isOwned ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-700">
          <p id={estimateId} className="min-w-0 flex-1 basis-64 text-sm text-gray-800 dark:text-gray-200">
            <span className="font-medium">Estimate: {formatMoney(estimate.amount, symbol)}</span> (
            {estimate.basis}
            ). Not counted in your net worth unless you use it.
          </p>
          <Button
            variant="secondary"
            onClick={acceptEstimate}
            aria-describedby={estimateId}
            isPending={busy === 'estimate'}
            disabled={busy !== null}
          >
            Use this estimate
          </Button>
        </div>
      ) : null}
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </div>
  );
}
