import type { Document, DocumentCategory } from '@atrium/domain/contract/documents';

export type DocumentFilter = { search: string; category: DocumentCategory | '' };

// The same rule as the server's search (a case-insensitive part of the name) and category filter.
export function filterDocuments(
  documents: readonly Document[],
  { search, category }: DocumentFilter,
): Document[] {
  const needle = search.trim().toLocaleLowerCase('en-GB');
  return documents.filter(
    (document) =>
      (category === '' || document.category === category) &&
      (needle === '' || document.name.toLocaleLowerCase('en-GB').includes(needle)),
  );
}
