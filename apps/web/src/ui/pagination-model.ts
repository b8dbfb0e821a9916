// The page numbers a pager shows: the first, the last, and two either side of the current one, with gaps
// (null) where pages are skipped: 1 … 4 5 [6] 7 8 … 20.
export function pageNumbers(current: number, last: number): (number | null)[] {
  const shown = new Set([1, last]);
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= last) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // A gap of one page shows the page itself rather than an ellipsis standing for it.
    return page === previous + 2 ? [previous + 1, page] : [null, page];
  });
}
