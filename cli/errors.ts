/** Exit statuses of `pastesafe` (in --help and the README). */
export const EXIT = {
  done: 0,
  findings: 1,
  usage: 2,
  input: 3,
  vault: 4,
} as const;

export type ExitStatus = (typeof EXIT)[keyof typeof EXIT];

/** An error the CLI reports in one line on standard error, exiting with its status. */
export class CliError extends Error {
  constructor(
    readonly status: ExitStatus,
    message: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const usageError = (message: string) => new CliError(EXIT.usage, message);
export const inputError = (message: string) => new CliError(EXIT.input, message);
export const vaultError = (message: string) => new CliError(EXIT.vault, message);
