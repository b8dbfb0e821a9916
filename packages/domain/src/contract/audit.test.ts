import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from './audit.ts';

describe('auditQuerySchema', () => {
  it('reads empty fields as absent and defaults the page', () => {
    expect(auditQuerySchema.parse({ client_id: '', type: '', page: '' })).toEqual({ page: 1 });
  });

  it('refuses a range that ends before it starts, and impossible dates', () => {
    expect(auditQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-01' }).success).toBe(true);
  });
});
