import { useEffect, useState } from 'react';

// `value` once it has stayed the same (by `key`) for `delayMs`: a burst of edits makes one call, not one each.
export function useDebouncedValue<T>(value: T, key: string, delayMs: number): T {
  const [settled, setSettled] = useState({ value, key });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ value, key }), delayMs);
    return () => clearTimeout(timer);
  }, [value, key, settled.key, delayMs]);
  return settled.value;
}
