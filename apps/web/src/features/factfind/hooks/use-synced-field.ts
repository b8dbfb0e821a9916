import { useCallback, useEffect, useRef, useState } from 'react';
import { cancelRetry, isRetryable, retryLater } from '../retry-when-online.ts';

// The save indicator appears after a successful save, is marked active after 50 ms (so it
// can fade in) and is cleared after 2.5 s.
export const saveIndicatorActiveDelayMs = 50;
export const saveIndicatorClearMs = 2500;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export type SyncedFieldOptions<T> = {
  initialValue: T;
  // The field's validation; a message means invalid, and nothing is saved.
  validate: (value: T) => string | null;
  // Saves the one property. The key identifies this edit; a retry of the same edit sends it again.
  save: (value: T, idempotencyKey: string) => Promise<void>;
  // A rejection the server explains per field (a 422) becomes the field's error, not "Not saved";
  // resetTo replaces the value (a rejected custom answer is cleared).
  rejection?: (error: unknown) => { message: string; resetTo?: T } | null;
  isEqual?: (a: T, b: T) => boolean;
  // An invalid value kept from before (a reload): shown with its message over the stored value, which is
  // what the server holds.
  restored?: { value: T; message: string } | null;
  // Told each time a value is checked (committed, or refused by the server): its message, or null when valid.
  onCheck?: (value: T, message: string | null) => void;
  // The stored value as it is now (the partner's saves are merged into it live). The field follows it
  // while nothing is being typed here; with unsaved text, the text stays and `remote` holds the stored value.
  stored?: T;
};

export type SyncedField<T> = {
  value: T;
  error: string | null;
  status: SaveStatus;
  isIndicatorActive: boolean;
  // While typing: local state only. An error already shown is re-checked, so it clears once fixed.
  change: (value: T) => void;
  // The value is final (blur, a choice made): validate, then save it if it differs from the saved one.
  commit: (value: T) => void;
  retry: () => void;
  // A value saved elsewhere (the partner) while this field held unsaved text; null otherwise.
  remote: T | null;
};

type Edit<T> = { value: T; key: string };

// One fact-find field's state, kept inside the field so that a keystroke re-renders only that field.
export function useSyncedField<T>(options: SyncedFieldOptions<T>): SyncedField<T> {
  const [value, setValue] = useState(options.restored ? options.restored.value : options.initialValue);
  const [error, setError] = useState<string | null>(options.restored?.message ?? null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [isIndicatorActive, setIndicatorActive] = useState(false);
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const saved = useRef(options.initialValue);
  const failed = useRef<Edit<T> | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  // One field's saves go out in the order they were made; the app-wide queue serialises the rest.
  const chain = useRef<Promise<void>>(Promise.resolve());
  const latestEdit = useRef(0);
  const isMounted = useRef(true);
  // This field's place in the queue of saves retried once the connection is back.
  const retryOwner = useRef({});
  const [remote, setRemote] = useState<{ value: T } | null>(null);
  const current = useRef(value);
  current.current = value;

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      clearTimers();
      cancelRetry(retryOwner.current);
    };
  }, [clearTimers]);

  const send = useCallback(
    (edit: Edit<T>): Promise<boolean> => {
      const id = ++latestEdit.current;
      clearTimers();
      setStatus('saving');
      setIndicatorActive(false);
      const run = async (): Promise<boolean> => {
        try {
          await latestOptions.current.save(edit.value, edit.key);
          saved.current = edit.value;
          if (failed.current?.key === edit.key) {
            failed.current = null;
            cancelRetry(retryOwner.current);
          }
          if (!isMounted.current || id !== latestEdit.current) return true;
          setStatus('saved');
          timers.current.push(
            setTimeout(() => setIndicatorActive(true), saveIndicatorActiveDelayMs),
            setTimeout(() => {
              setStatus('idle');
              setIndicatorActive(false);
            }, saveIndicatorClearMs),
          );
          return true;
        } catch (caught) {
          if (!isMounted.current || id !== latestEdit.current) return false;
          const rejected = latestOptions.current.rejection?.(caught) ?? null;
          if (rejected) {
            setError(rejected.message);
            setStatus('idle');
            if ('resetTo' in rejected) {
              saved.current = rejected.resetTo as T;
              setValue(rejected.resetTo as T);
              latestOptions.current.onCheck?.(rejected.resetTo as T, null);
            } else {
              latestOptions.current.onCheck?.(edit.value, rejected.message);
            }
          } else {
            failed.current = edit;
            setStatus('failed');
            if (isRetryable(caught)) retryLater(retryOwner.current, () => sendRef.current(edit));
          }
          return false;
        }
      };
      const result = chain.current.then(run);
      chain.current = result.then(() => undefined);
      return result;
    },
    [clearTimers],
  );

  const change = useCallback((next: T) => {
    setValue(next);
    setError((current) => (current ? latestOptions.current.validate(next) : current));
  }, []);

  const commit = useCallback(
    (next: T) => {
      const { validate, isEqual = Object.is, onCheck } = latestOptions.current;
      setValue(next);
      const message = validate(next);
      setError(message);
      onCheck?.(next, message);
      if (message) return;
      if (isEqual(next, saved.current) && !failed.current) return;
      send({ value: next, key: crypto.randomUUID() });
    },
    [send],
  );

  // Follow the stored value when it changes from elsewhere. Keyed by its text, so an equal value
  // rebuilt (a list) is no change; looked at again when a save settles, for a change that came meanwhile. A stored
  // value that merely has not caught up with this field's own save (it did not change) is left alone.
  const storedKey = options.stored === undefined ? undefined : JSON.stringify(options.stored);
  const seen = useRef(storedKey);
  const changedWhileSaving = useRef(false);
  useEffect(() => {
    const { stored, isEqual = Object.is } = latestOptions.current;
    if (stored === undefined) return;
    const isNew = storedKey !== seen.current;
    seen.current = storedKey;
    if (isEqual(stored, saved.current)) {
      changedWhileSaving.current = false;
      if (isEqual(current.current, stored)) setRemote(null);
      return;
    }
    if (status === 'saving') {
      if (isNew) changedWhileSaving.current = true;
      return;
    }
    if (!isNew && !changedWhileSaving.current) return;
    changedWhileSaving.current = false;
    const isTyping = !isEqual(current.current, saved.current) || failed.current !== null;
    saved.current = stored;
    if (isTyping) {
      setRemote(isEqual(current.current, stored) ? null : { value: stored });
      return;
    }
    setValue(stored);
    setError(null);
    setRemote(null);
  }, [storedKey, status]);

  const sendRef = useRef(send);
  sendRef.current = send;

  const retry = useCallback(() => {
    if (failed.current) send(failed.current);
  }, [send]);

  return {
    value,
    error,
    status,
    isIndicatorActive,
    change,
    commit,
    retry,
    remote: remote ? remote.value : null,
  };
}
