import { describe, expect, it } from 'vitest';
import type { TemplateRow } from './rows.ts';
import { createTemplateContextCache, templateContext } from './template-context.ts';

const row = (id: number, overrides: Partial<TemplateRow> = {}): TemplateRow => ({
  id,
  firmId: 1,
  version: id,
  customPages: [
    {
      slug: `page-${id}`,
      title: `Page ${id}`,
      order: 1,
      sections: [{ title: 'S', questions: [{ id: `q-${id}`, type: 'text', label: 'Q' }] }],
    },
  ],
  defaultPageSections: {},
  templateSettings: { show_fund_input: id % 2 === 0 },
  templatePermissions: { 'fact-find.assets': false },
  publishedAt: new Date('2026-01-01T00:00:00Z'),
  createdBy: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

function loader(rows: TemplateRow[]) {
  const calls: number[] = [];
  const load = async (id: number) => {
    calls.push(id);
    return rows.find((candidate) => candidate.id === id) ?? null;
  };
  return { calls, load };
}

describe('template context cache', () => {
  it('reads a published version once and answers the same context after', async () => {
    const cache = createTemplateContextCache();
    const { calls, load } = loader([row(1), row(2)]);
    const first = await cache.forTemplateId(1, load);
    const again = await cache.forTemplateId(1, load);
    const other = await cache.forTemplateId(2, load);
    expect(calls).toEqual([1, 2]);
    expect(again).toBe(first);
    expect(first).toEqual(templateContext(row(1)));
    expect(other.settings.show_fund_input).toBe(true);
    expect(other.customPages[0]?.slug).toBe('page-2');
  });

  it('answers the base template for no version, without reading', async () => {
    const cache = createTemplateContextCache();
    const { calls, load } = loader([]);
    expect(await cache.forTemplateId(null, load)).toEqual(templateContext(null));
    expect(cache.forRow(null)).toEqual(templateContext(null));
    expect(calls).toEqual([]);
  });

  it('never keeps a version that is not published (a draft can still change)', async () => {
    const cache = createTemplateContextCache();
    const draft = row(3, { publishedAt: null });
    const { calls, load } = loader([draft]);
    await cache.forTemplateId(3, load);
    await cache.forTemplateId(3, load);
    expect(calls).toEqual([3, 3]);
    expect(cache.size).toBe(0);
    expect(cache.forRow(draft).customPages[0]?.slug).toBe('page-3');
    expect(cache.peek(3)).toBeNull();
  });

  it('does not keep a miss (an id that reads as absent is read again)', async () => {
    const cache = createTemplateContextCache();
    const { calls, load } = loader([]);
    expect(await cache.forTemplateId(9, load)).toEqual(templateContext(null));
    await cache.forTemplateId(9, load);
    expect(calls).toEqual([9, 9]);
  });

  it('stays within its bound, dropping the least recently used', async () => {
    const cache = createTemplateContextCache(2);
    const { calls, load } = loader([row(1), row(2), row(3)]);
    await cache.forTemplateId(1, load);
    await cache.forTemplateId(2, load);
    await cache.forTemplateId(1, load); // 1 is now the most recently used
    await cache.forTemplateId(3, load); // evicts 2
    expect(cache.size).toBe(2);
    expect(cache.peek(2)).toBeNull();
    expect(cache.peek(1)).not.toBeNull();
    await cache.forTemplateId(2, load);
    expect(calls).toEqual([1, 2, 3, 2]);
  });

  it('hands out contexts that cannot be changed by one caller for the next', async () => {
    const cache = createTemplateContextCache();
    const { load } = loader([row(4)]);
    const ctx = await cache.forTemplateId(4, load);
    expect(() => {
      (ctx.templatePermissions as Record<string, unknown>)['fact-find.assets'] = { read: true };
    }).toThrow(TypeError);
    expect(() => {
      (ctx.customPages as unknown[]).push({});
    }).toThrow(TypeError);
    expect(() => {
      (cache.forRow(null).steps as string[]).push('x');
    }).toThrow(TypeError);
    expect((await cache.forTemplateId(4, load)).templatePermissions['fact-find.assets']?.read).toBe(false);
  });
});
