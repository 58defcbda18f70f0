/**
 * `npm run bench:cli` (part of `npm run bench`): the `pastesafe` command line on a ~200 MB mix of real logs
 * (BENCH_CLI_MB to change the size; BENCH_CLI_ARGS adds options, such as --one-pass). Builds dist/pastesafe.cjs, writes the input to bench-results/
 * (git-ignored), runs `pastesafe mask` and `pastesafe scan` on it and prints MB/s (wall and per CPU second)
 * and peak resident memory. Targets (issue 19): ≥ 25 MB/s, < 300 MB resident.
 *
 * The input: the 47 sources of fixtures/real-logs with their labels stripped (about 4,000,000 characters,
 * scripts/bench/real-log-text.ts), repeated; each repetition moves the third octet of every IPv4 address
 * by one, so the log keeps gaining new addresses (and the session new mappings), as a real one does.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { writeRounds } from './bench/big-log';
import { realLogText } from './bench/real-log-text';

const ROOT = path.resolve(__dirname, '..');
const RESULTS = path.join(ROOT, 'bench-results');
const INPUT = path.join(RESULTS, 'cli-input.log');
const OUTPUT = path.join(RESULTS, 'cli-output.log');
const USAGE = path.join(RESULTS, 'cli-usage.json');
const MB = Number(process.env.BENCH_CLI_MB ?? 200);
/** More options for both commands, e.g. BENCH_CLI_ARGS='--one-pass' (one reading, as before issue 30 §1) or '--jobs 0'. */
const EXTRA_ARGS = (process.env.BENCH_CLI_ARGS ?? '').split(' ').filter(Boolean);
const TARGET_MB_PER_S = 25;
const TARGET_RSS_MB = 300;
const IPV4 = /\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b/g;

function writeInput(): number {
  const logs = realLogText(4_000_000);
  return writeRounds(INPUT, MB, (round) => (round === 0 ? logs : logs.replace(IPV4, (_, a, b, c, d) => `${a}.${b}.${(Number(c) + round) % 256}.${d}`))).bytes;
}

interface Run {
  status: number | null;
  wallS: number;
  cpuS: number;
  maxRssMb: number;
  stderr: string;
}

function runCli(args: string[]): Promise<Run> {
  rmSync(USAGE, { force: true });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', path.join(__dirname, 'bench/report-usage.cjs'), path.join(ROOT, 'dist/pastesafe.cjs'), ...args], {
      cwd: ROOT,
      env: { ...process.env, PASTESAFE_BENCH_USAGE: USAGE },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => {
      const wallS = (performance.now() - started) / 1000;
      const usage = JSON.parse(readFileSync(USAGE, 'utf8')) as { maxRssKb: number; userUs: number; systemUs: number };
      resolve({ status, wallS, cpuS: (usage.userUs + usage.systemUs) / 1e6, maxRssMb: usage.maxRssKb / 1024, stderr });
    });
  });
}

async function main(): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  execFileSync(process.execPath, ['scripts/build-cli.mjs', '--quiet'], { cwd: ROOT, stdio: 'inherit' });
  const generating = performance.now();
  const bytes = writeInput();
  const size = bytes / 1_048_576;
  console.log(`\npastesafe CLI on ${size.toFixed(1)} MB of real logs (fixtures/real-logs, repeated; written in ${((performance.now() - generating) / 1000).toFixed(1)} s; load average ${loadavg()[0].toFixed(2)})`);
  const results: Record<string, unknown> = { inputMb: size };
  for (const [name, args, ok] of [
    ['mask', ['mask', '--quiet', ...EXTRA_ARGS, INPUT, '-o', OUTPUT], 0],
    ['scan', ['scan', '--quiet', ...EXTRA_ARGS, INPUT], 1],
  ] as const) {
    const run = await runCli([...args]);
    if (run.status !== ok) throw new Error(`pastesafe ${name} exited with ${run.status}: ${run.stderr}`);
    if (name === 'mask' && statSync(OUTPUT).size < bytes / 2) throw new Error('pastesafe mask wrote far less than it read');
    const mbPerS = size / run.wallS;
    const mbPerCpuS = size / run.cpuS;
    results[name] = { wallS: run.wallS, cpuS: run.cpuS, mbPerS, mbPerCpuS, maxRssMb: run.maxRssMb };
    console.log(
      `  ${name.padEnd(5)} ${run.wallS.toFixed(1)} s  ${mbPerS.toFixed(1)} MB/s (${mbPerCpuS.toFixed(1)} MB per CPU second)  ` +
        `peak RSS ${run.maxRssMb.toFixed(0)} MB   target ≥ ${TARGET_MB_PER_S} MB/s: ${mbPerS >= TARGET_MB_PER_S ? 'met' : 'NOT met'}, ` +
        `< ${TARGET_RSS_MB} MB: ${run.maxRssMb < TARGET_RSS_MB ? 'met' : 'NOT met'}`,
    );
  }
  rmSync(OUTPUT, { force: true });
  rmSync(INPUT, { force: true });
  rmSync(USAGE, { force: true });
  writeFileSync(path.join(RESULTS, 'cli.json'), JSON.stringify({ ...results, loadAverage: loadavg()[0], date: new Date().toISOString() }, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
