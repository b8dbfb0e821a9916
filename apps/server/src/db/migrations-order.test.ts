import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Drizzle's migrators (connect.ts's migrateUnderLock, PGlite's) apply only the migrations whose journal `when` is
// newer than the last one a database recorded. So a migration added after others must come after them in both its
// number and its `when`: a database already migrated to the newest would otherwise never get one numbered or timed
// before it, and a fresh one would.
const folder = new URL('./migrations/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

// Numbers never used, each left behind when a branch's migration was renumbered on landing. A new migration that takes
// one of them sits below migrations already applied somewhere, which would skip it: it takes the next number instead.
const unusedNumbers = [16, 17, 18, 19, 29, 30, 35, 38, 39, 41, 42];

describe('the migrations journal', () => {
  it('lists every migration file once, in the order of their numbers', () => {
    const files = readdirSync(folder)
      .filter((name) => /^\d{4}_.+\.sql$/.test(name))
      .map((name) => name.slice(0, -4))
      .sort();
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
    for (const entry of journal.entries) expect(entry.idx).toBe(Number(entry.tag.slice(0, 4)));
  });

  it('numbers a new migration after the newest, never in a gap below it', () => {
    const numbers = new Set(journal.entries.map((entry) => Number(entry.tag.slice(0, 4))));
    const newest = Math.max(...numbers);
    const gaps = Array.from({ length: newest }, (_, n) => n).filter((n) => !numbers.has(n));
    expect(gaps).toEqual(unusedNumbers);
  });

  it("gives each migration a `when` newer than every migration's before it", () => {
    const whens = journal.entries.map((entry) => entry.when);
    whens.forEach((when, i) => {
      if (i > 0) expect(when, journal.entries[i]?.tag).toBeGreaterThan(whens[i - 1] ?? 0);
    });
  });
});
