import type { factFindTemplates } from '../../db/schema.ts';

// The rows the fact-find's repository reads (repo.ts) and its template context is built from (template-context.ts).
export type TemplateRow = typeof factFindTemplates.$inferSelect;
export type AnswerRow = { id: number; questionId: string; value: unknown };
