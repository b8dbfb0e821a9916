import { afterAll, beforeAll } from 'vitest';

// A value one test file makes in a beforeAll registered where this is called and, given `drop`, lets go of in an
// afterAll registered with it (vitest runs afterAll hooks in reverse, so after the file's own); read as `.value`,
// which throws, naming `name`, when read before that beforeAll ran.
export function madeBeforeAll<T>(
  name: string,
  make: () => Promise<T>,
  drop?: (value: T) => Promise<unknown>,
): { readonly value: T } {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  if (drop)
    afterAll(async () => {
      if (made !== undefined) await drop(made);
    });
  return {
    get value() {
      if (made === undefined) throw new Error(`${name}: read before beforeAll ran`);
      return made;
    },
  };
}
