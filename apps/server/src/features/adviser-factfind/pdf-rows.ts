// The pieces every part of the fact-find PDF's model is built of (pdf-model.ts and the sections it gathers:
// pdf-sections.ts, pdf-risk.ts, pdf-forecast.ts, pdf-declarations.ts), apart from all of them so none imports another
// for them.

export const emptyValue = '—';

export type Row = { label: string; values: string[] };

// A section of the questionnaire as drawn (pdf-sections.ts): plain answers, the two people side by side, or a
// list item by item; the domain's totals with their periods under a section that holds money.
export type Block =
  | { kind: 'fields'; title: string; rows: Row[]; totals: Row[] }
  | { kind: 'people'; title: string; people: string[]; rows: Row[] }
  | { kind: 'items'; title: string; items: { title: string; rows: Row[] }[]; totals: Row[] };

export function formatDateTime(date: Date | null, timeZone = 'Europe/London'): string {
  if (!date) return emptyValue;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
