import { answerText } from '@atrium/domain/factfind/answer-text';
import type { FieldDef } from '@atrium/domain/factfind/template';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { describedBy, fieldIds } from '../../../ui/field.tsx';
import { useFactFindContext } from '../context.tsx';
import { registerFieldInput, takeFieldFocus } from '../field-focus.ts';
import { committedLocal, isSameLocal, type LocalValue, toLocalValue, toSavedValue } from '../field-values.ts';
import { useSyncedField } from '../hooks/use-synced-field.ts';
import { findInvalidAnswer, forgetInvalidAnswer, rememberInvalidAnswer } from '../invalid-answers.ts';
import { partnerWhoChanged } from '../live-edits.ts';
import { FieldControl } from './field-control.tsx';
import { FieldShell, noticeIdOf } from './field-shell.tsx';
import type { Clamped } from './number-input.tsx';
import { SaveIndicator } from './save-indicator.tsx';

export type SyncedFieldProps = {
  field: FieldDef;
  // The stored value: the field starts from it and holds its own state, following it when it changes elsewhere
  // (the partner's save) unless unsaved text is being typed here.
  initialValue: unknown;
  // The answer's path as the server names it: an invalid value is kept under it (invalid-answers.ts), and links
  // to the answer focus this field (field-focus.ts).
  path: string;
  validate: (value: unknown) => string | null;
  // `typed`: what was typed when the number saved is the bound that replaced it (for the history).
  save: (value: unknown, idempotencyKey: string, typed?: string) => Promise<void>;
  rejection?: (error: unknown) => { message: string; clear?: boolean } | null;
  aside?: ReactNode;
  disabled?: boolean;
};

const isGroupType = (type: FieldDef['type']) =>
  type === 'radio' || type === 'yesno' || type === 'multiselect' || type === 'holdings';

function emptyOf(field: FieldDef): LocalValue {
  return toLocalValue(field, null);
}

// One fact-find field that saves itself: validated as it is committed, one property saved
// when valid, with its own save indicator. A keystroke re-renders this field alone.
export function SyncedField(props: SyncedFieldProps) {
  const { field, path, initialValue, validate, save, rejection, aside, disabled = false } = props;
  const { client, target } = useFactFindContext();
  const ids = fieldIds(useId());
  const owner = target.clientId;
  // The number kept by clamping and what was typed, while that is the field's value (a retry sends it too).
  const clamped = useRef<{ value: LocalValue; typed: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [restored] = useState(() => {
    const kept = findInvalidAnswer(owner, path);
    return kept ? { value: kept.value as LocalValue, message: kept.message } : null;
  });
  const synced = useSyncedField<LocalValue>({
    initialValue: toLocalValue(field, initialValue),
    restored,
    validate: (local) => validate(toSavedValue(field, local)),
    save: (local, key) => {
      const typed =
        clamped.current && isSameLocal(clamped.current.value, local) ? clamped.current.typed : undefined;
      return save(toSavedValue(field, local), key, typed);
    },
    onCheck: (local, message) => {
      if (message) rememberInvalidAnswer(owner, path, local, message);
      else forgetInvalidAnswer(owner, path);
    },
    rejection: (error) => {
      const rejected = rejection?.(error);
      if (!rejected) return null;
      return rejected.clear ? { message: rejected.message, resetTo: emptyOf(field) } : rejected;
    },
    isEqual: isSameLocal,
    stored: toLocalValue(field, initialValue),
  });
  // The partner saved this answer while it held unsaved text here: said beside it, never typed over.
  const remoteNotice =
    synced.remote === null
      ? null
      : `${partnerWhoChanged(owner, path) ?? 'Someone else'} saved ${
          answerText(field, toSavedValue(field, synced.remote), client?.currency_symbol ?? '£') ??
          'an empty answer'
        } here while you were typing. What you enter replaces it when you leave the field.`;
  useEffect(() => {
    const unregister = registerFieldInput(path, ids.input);
    takeFieldFocus(path, ids.input);
    return unregister;
  }, [path, ids.input]);
  const commit = (value: LocalValue, clamp?: Clamped) => {
    const local = committedLocal(field, value);
    clamped.current = clamp ? { value: local, typed: clamp.typed } : null;
    // A National Insurance or PPS number rewritten in capitals without spaces is said beside the field as well
    // as shown in it.
    const rewritten = field.format === 'national-id' && typeof value === 'string' && local !== value.trim();
    setNotice(
      clamp
        ? `Changed to ${local}, the ${clamp.clampedTo === 'max' ? 'most' : 'least'} allowed`
        : rewritten
          ? `Saved as ${local}: capitals, without spaces`
          : null,
    );
    synced.commit(local);
  };
  const description = [
    describedBy(ids, field.help, synced.error),
    notice || synced.remote !== null ? noticeIdOf(ids) : null,
  ]
    .filter(Boolean)
    .join(' ');
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
      notice={remoteNotice ?? notice}
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
        describedBy={description || undefined}
        isInvalid={Boolean(synced.error)}
        disabled={disabled}
        currencySymbol={client?.currency_symbol ?? '£'}
        onChange={(value) => {
          setNotice(null);
          synced.change(value);
        }}
        onCommit={commit}
      />
    </FieldShell>
  );
}
