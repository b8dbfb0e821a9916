// Dates and times as a UK reader expects them, the one home for every screen's dates (a plain date in an answer's
// words is packages/domain/src/factfind/answer-text.ts's formatIsoDate). A moment is shown in the browser's own time
// zone ("14 Feb 2026", "14 Feb 2026, 14:05", "14 February 2026", "14 February 2026 at 14:05"), or in UK time where
// the firm's records are read as the firm keeps them (formatUkDateTime); a plain date (YYYY-MM-DD) is a calendar
// day that no time zone may move (formatPlainDate).
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const longDateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });
const longDateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });
const ukDateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

export function formatLongDate(iso: string): string {
  return longDateFormat.format(new Date(iso));
}

export function formatLongDateTime(iso: string): string {
  return longDateTimeFormat.format(new Date(iso));
}

// "14 Feb 2026, 14:05" on the UK's clock, wherever the reader's browser is.
export function formatUkDateTime(iso: string): string {
  return ukDateTimeFormat.format(new Date(iso));
}

// A plain date (YYYY-MM-DD: a birth date, a valuation date, a due date) as "14 Feb 1990", without the time zone
// moving it a day.
export function formatPlainDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return dateFormat.format(new Date(year ?? 0, (month ?? 1) - 1, day ?? 1));
}
