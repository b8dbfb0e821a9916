import { describe, expect, it } from 'vitest';
import { documentFileProblem, documentMaxBytes, documentMessages } from './documents.ts';

describe('documentFileProblem', () => {
  it('asks for a file, refuses an empty or too large one and lets any other size through', () => {
    expect(documentFileProblem(undefined)).toBe(documentMessages.fileRequired);
    expect(documentFileProblem({ size: 0 })).toBe(documentMessages.empty);
    expect(documentFileProblem({ size: documentMaxBytes + 1 })).toBe(documentMessages.tooLarge);
    expect(documentFileProblem({ size: documentMaxBytes })).toBeUndefined();
    expect(documentFileProblem({ size: 1 })).toBeUndefined();
  });
});
