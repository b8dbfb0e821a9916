import {
  type ClientFactFindStatus,
  type ClientSort,
  type ClientsQueryParams,
  clientFactFindStatusLabels,
  clientFactFindStatusSchema,
  clientSortSchema,
} from '@atrium/domain/contract/adviser';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from '../../../ui/cx.ts';
import { inputBorder, inputClasses } from '../../../ui/field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { sortLabels } from '../format.ts';
import { useDebouncedCallback } from '../hooks/use-debounced-callback.ts';

// The server searches as the adviser types, once they pause.
export const searchDelayMs = 300;

const statusOptions = [
  { value: '', label: 'Any status' },
  ...clientFactFindStatusSchema.options.map((status) => ({
    value: status,
    label: clientFactFindStatusLabels[status],
  })),
];
const sortOptions = clientSortSchema.options.map((sort) => ({ value: sort, label: sortLabels[sort] }));

type Props = { params: ClientsQueryParams; onChange: (next: ClientsQueryParams) => void };

// Search, status and order; every change starts again from the first page.
export function ClientsFilters({ params, onChange }: Props) {
  const searchId = useId();
  const [text, setText] = useState(params.search ?? '');
  const [seenSearch, setSeenSearch] = useState(params.search);
  // The address changed under the box (back button, a link): show what it now searches for.
  if (params.search !== seenSearch) {
    setSeenSearch(params.search);
    if ((params.search ?? '') !== text.trim()) setText(params.search ?? '');
  }
  const sendSearchNow = (value: string) => {
    const search = value.trim() || undefined;
    if (search !== params.search) onChange({ ...params, search, page: undefined });
  };
  const sendSearch = useDebouncedCallback(sendSearchNow, searchDelayMs);

  return (
    // Enter searches at once, without waiting for the pause.
    <form
      aria-label="Find clients"
      onSubmit={(event) => {
        event.preventDefault();
        sendSearchNow(text);
      }}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <div className="space-y-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
          Search clients
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-600 dark:text-gray-400"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={100}
            autoComplete="off"
            placeholder="Name or email"
            onChange={(event) => {
              setText(event.target.value);
              sendSearch(event.target.value);
            }}
            className={cx(inputClasses, inputBorder, 'pl-9')}
          />
        </div>
      </div>
      <SelectField
        label="Fact-find status"
        options={statusOptions}
        value={params.status ?? ''}
        onChange={(event) =>
          onChange({
            ...params,
            status: (event.target.value || undefined) as ClientFactFindStatus | undefined,
            page: undefined,
          })
        }
      />
      <SelectField
        label="Sort by"
        options={sortOptions}
        value={params.sort ?? 'name'}
        onChange={(event) => {
          const sort = event.target.value as ClientSort;
          onChange({ ...params, sort: sort === 'name' ? undefined : sort, page: undefined });
        }}
      />
    </form>
  );
}
