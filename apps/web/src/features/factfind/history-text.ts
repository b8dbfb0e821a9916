// The fact-find's change history in words, as the firm's field history (components/adviser-field-history.tsx) shows it.

// A value from the fact-find's history, in words: empty, yes/no, lists and items as "key: value".
export function formatHistoryValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Empty';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? 'Empty' : value.map((entry) => formatHistoryValue(entry)).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, entry]) => entry !== null && entry !== '',
    );
    if (entries.length === 0) return 'Empty';
    return entries
      .map(([key, entry]) => `${key.replaceAll('_', ' ')}: ${formatHistoryValue(entry)}`)
      .join('; ');
  }
  return String(value);
}

// Where the clamping of out-of-range numbers kept another number than the one typed: "typed 150, kept 85", per field, with
// the field's name when the change is a whole list item ("dependent until age: typed 45, kept 30").
export function typedNotes(change: { path: string; new: unknown; typed?: Record<string, string> | null }) {
  return Object.entries(change.typed ?? {}).map(([path, typed]) => {
    const key = path.startsWith(`${change.path}.`) ? path.slice(change.path.length + 1) : null;
    const kept =
      key && change.new !== null && typeof change.new === 'object'
        ? (change.new as Record<string, unknown>)[key]
        : change.new;
    const note = `typed ${typed}, kept ${formatHistoryValue(kept)}`;
    return key ? `${key.replaceAll('_', ' ')}: ${note}` : note;
  });
}
