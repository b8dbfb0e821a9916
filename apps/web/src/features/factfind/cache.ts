import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';

// Immutable updates of the cached fact-find, one property at a time, as each save succeeds: the cache
// always holds what the server holds, without refetching the whole document.
type Record_ = Record<string, unknown>;

const asRecord = (value: unknown): Record_ =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record_) : {};

function withFactFind(data: PortalChangesResponse, factFind: Record_, lastUpdated?: string | null) {
  return { ...data, factFind, ...(lastUpdated === undefined ? {} : { lastUpdated }) };
}

export function withProperty(
  data: PortalChangesResponse,
  category: string,
  property: string,
  value: unknown,
  lastUpdated?: string,
): PortalChangesResponse {
  const current = asRecord(data.factFind[category]);
  return withFactFind(data, { ...data.factFind, [category]: { ...current, [property]: value } }, lastUpdated);
}

// A scalar category (`joint`) holds its value directly.
export function withScalar(
  data: PortalChangesResponse,
  category: string,
  value: unknown,
  lastUpdated?: string,
): PortalChangesResponse {
  return withFactFind(data, { ...data.factFind, [category]: value }, lastUpdated);
}

export function itemsAt(data: PortalChangesResponse, category: string, property: string): Record_[] {
  const items = asRecord(data.factFind[category])[property];
  return Array.isArray(items) ? items.map(asRecord) : [];
}

// index = length appends, as the server does.
export function withItem(
  data: PortalChangesResponse,
  category: string,
  property: string,
  index: number,
  value: Record_,
  lastUpdated?: string,
): PortalChangesResponse {
  const items = itemsAt(data, category, property);
  const next =
    index >= items.length ? [...items, value] : items.map((item, i) => (i === index ? value : item));
  return withProperty(data, category, property, next, lastUpdated);
}

export function withoutItem(
  data: PortalChangesResponse,
  category: string,
  property: string,
  index: number,
  lastUpdated?: string,
): PortalChangesResponse {
  const items = itemsAt(data, category, property).filter((_, i) => i !== index);
  return withProperty(data, category, property, items, lastUpdated);
}

// Only the page, section and question holding the answer are new objects; the rest keep their
// identity, so their fields do not re-render.
export function withAnswer(
  data: PortalChangesResponse,
  answerId: number,
  value: unknown,
): PortalChangesResponse {
  const holds = (question: { answer: { id: number } }) => question.answer.id === answerId;
  return {
    ...data,
    customPages: data.customPages.map((page) =>
      page.sections.some((section) => section.questions.some(holds))
        ? {
            ...page,
            sections: page.sections.map((section) =>
              section.questions.some(holds)
                ? {
                    ...section,
                    questions: section.questions.map((question) =>
                      holds(question) ? { ...question, answer: { id: answerId, value } } : question,
                    ),
                  }
                : section,
            ),
          }
        : page,
    ),
  };
}
