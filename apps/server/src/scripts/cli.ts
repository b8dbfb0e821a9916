import { pathToFileURL } from 'node:url';

// What an operator's command writes to and where it was started from (tests pass their own).
export type CliIo = {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean };
  cwd: string;
};

export type Cli = (
  args: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
) => Promise<number>;

// Runs a script's command when its file is the one node was started with (`npm run …`), not when a test
// imports it; the exit code is the command's, 1 with the failure printed if it throws.
export function runWhenMain(moduleUrl: string, cli: Cli, failure: string): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  cli(process.argv.slice(2), process.env, {
    stdout: process.stdout,
    stderr: process.stderr,
    cwd: process.cwd(),
  })
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      console.error(failure, error);
      process.exitCode = 1;
    });
}

// A command's options as `parse` reads them (node:util parseArgs), or its exit code when it has nothing more to do:
// 0 once --help printed the usage, 1 once a wrong option printed what was wrong and the usage.
export function readOptions<V extends { help?: boolean | undefined }>(
  parse: () => { values: V },
  usage: string,
  io: Pick<CliIo, 'stdout' | 'stderr'>,
): V | number {
  let values: V;
  try {
    values = parse().values;
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${usage}`);
    return 1;
  }
  if (values.help) {
    io.stdout.write(usage);
    return 0;
  }
  return values;
}
