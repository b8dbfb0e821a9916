import type { FieldDef } from '@atrium/domain/factfind/template';
import { type ReactNode, useId } from 'react';
import { describedBy, fieldIds } from '../../../ui/field.tsx';
import { useFactFindContext } from '../context.tsx';
import { committedLocal, isSameLocal, type LocalValue, toLocalValue, toSavedValue } from '../field-values.ts';
import { useSyncedField } from '../hooks/use-synced-field.ts';
import { FieldControl } from './field-control.tsx';
import { FieldShell } from './field-shell.tsx';
import { SaveIndicator } from './save-indicator.tsx';

export type SyncedFieldProps = {
  field: FieldDef;
  // The stored value when the field mounts; from then on the field holds its own state.
  initialValue: unknown;
  validate: (value: unknown) => string | null;
  save: (value: unknown, idempotencyKey: string) => Promise<void>;
  rejection?: (error: unknown) => { message: string; clear?: boolean } | null;
  aside?: ReactNode;
  disabled?: boolean;
};

const isGroupType = (type: FieldDef['type']) =>
  type === 'radio' || type === 'yesno' || type === 'multiselect' || type === 'holdings';

function emptyOf(field: FieldDef): LocalValue {
  return toLocalValue(field, null);
}

// One fact-find field that saves itself (spec §4/§5): validated as it is committed, one property saved
// when valid, with its own save indicator. A keystroke re-renders this field alone.
export function SyncedField(props: SyncedFieldProps) {
  const { field, initialValue, validate, save, rejection, aside, disabled = false } = props;
  const { client } = useFactFindContext();
  const ids = fieldIds(useId());
  const synced = useSyncedField<LocalValue>({
    initialValue: toLocalValue(field, initialValue),
    validate: (local) => validate(toSavedValue(field, local)),
    save: (local, key) => save(toSavedValue(field, local), key),
    rejection: (error) => {
      const rejected = rejection?.(error);
      if (!rejected) return null;
      return rejected.clear ? { message: rejected.message, resetTo: emptyOf(field) } : rejected;
    },
    isEqual: isSameLocal,
  });
  return (
    <FieldShell
      ids={ids}
      label={field.label}
      isRequired={Boolean(field.required)}
      help={field.help}
      error={synced.error}
      isGroup={isGroupType(field.type)}
      isWide={isGroupType(field.type) || field.type === 'textarea' || field.label.length > 60}
      aside={aside}
      indicator={
        <SaveIndicator
          status={synced.status}
          isActive={synced.isIndicatorActive}
          onRetry={synced.retry}
          fieldLabel={field.label}
        />
      }
    >
      <FieldControl
        field={field}
        ids={ids}
        value={synced.value}
        describedBy={describedBy(ids, field.help, synced.error)}
        isInvalid={Boolean(synced.error)}
        disabled={disabled}
        currencySymbol={client?.currency_symbol ?? '£'}
        onChange={synced.change}
        onCommit={(value) => synced.commit(committedLocal(field, value))}
      />
    </FieldShell>
  );
}
