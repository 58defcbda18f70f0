export function runBuild(env?: NodeJS.ProcessEnv): void;
export function buildIfMissing(marker?: string): void;
export function startStaticSite(options: { port: number; readyPath?: string; timeoutMs?: number }): Promise<{ base: string; close: () => void }>;
