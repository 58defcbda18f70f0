/** The message of anything thrown, for the tool's error lines and the worker's error replies. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
