import type { AuditFilterOptions, AuditQueryParams } from '@atrium/domain/contract/audit';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

type Props = {
  options: AuditFilterOptions;
  params: AuditQueryParams;
  onChange: (next: AuditQueryParams) => void;
};

const any = { value: '', label: 'Any' };

// Each filter applies as soon as it changes and starts again from the first page.
export function AuditFilters({ options, params, onChange }: Props) {
  const set = (key: keyof AuditQueryParams, value: string | number | undefined) => {
    const next: AuditQueryParams = { ...params, page: undefined, [key]: value === '' ? undefined : value };
    onChange(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) as AuditQueryParams);
  };
  const id = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <SelectField
        label="Client"
        value={String(params.client_id ?? '')}
        options={[any, ...options.clients.map((c) => ({ value: String(c.id), label: c.name }))]}
        onChange={(event) => set('client_id', id(event.target.value))}
      />
      <SelectField
        label="User"
        value={String(params.user_id ?? '')}
        options={[
          any,
          ...options.users.map((u) => ({ value: String(u.id), label: `${u.name} (${u.role})` })),
        ]}
        onChange={(event) => set('user_id', id(event.target.value))}
      />
      <SelectField
        label="Type"
        value={params.type ?? ''}
        options={[any, ...options.types.map((type) => ({ value: type, label: type }))]}
        onChange={(event) => set('type', event.target.value)}
      />
      <TextField
        label="From"
        type="date"
        value={params.from ?? ''}
        max={params.to}
        onChange={(event) => set('from', event.target.value)}
      />
      <TextField
        label="To"
        type="date"
        value={params.to ?? ''}
        min={params.from}
        onChange={(event) => set('to', event.target.value)}
      />
    </div>
  );
}
