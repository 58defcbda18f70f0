// Serves the static export (out/) in a child process for the scripts that drive a browser against it
// (screenshots, lighthouse, the browser benchmark), and waits until it answers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Runs `npm run build` (the static export into out/) with `env`; a failed build ends this process with its status. */
export function runBuild(env = process.env) {
  const build = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Builds out/ when `marker` (a file of the export) is missing. */
export function buildIfMissing(marker = 'out/index.html') {
  if (!existsSync(marker)) runBuild();
}

async function waitForServer(url, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The static site did not answer at ${url}`);
}

/** Starts scripts/serve-out.mjs on 127.0.0.1:`port`; resolves once `readyPath` answers. */
export async function startStaticSite({ port, readyPath = '/', timeoutMs = 20_000 }) {
  const server = spawn(process.execPath, ['scripts/serve-out.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}${readyPath}`, timeoutMs);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { base, close: () => server.kill() };
}
