import { vi } from 'vitest';

// A console.error (a React warning, a missing dialog title, an act() warning) fails the
// test. A test that provokes an error on purpose (an error boundary catching) names what it expects.
let calls: unknown[][] = [];
let expected: RegExp[] = [];

export function guardConsoleError(): void {
  calls = [];
  expected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
}

export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

export function assertNoUnexpectedConsoleError(): void {
  const unexpected = calls
    .map((args) => args.map(String).join(' '))
    .filter((line) => !expected.some((pattern) => pattern.test(line)));
  if (unexpected.length > 0) throw new Error(`console.error was called:\n${unexpected.join('\n')}`);
}
