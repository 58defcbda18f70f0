/**
 * `npm run bench:cli` (part of `npm run bench`): the `pastesafe` command line on a ~200 MB mix of real logs
 * (BENCH_CLI_MB to change the size; BENCH_CLI_ARGS adds options, such as --one-pass). Builds dist/pastesafe.cjs, writes the input to bench-results/
 * (git-ignored), runs `pastesafe mask` and `pastesafe scan` on it and prints MB/s (wall and per CPU second)
 * and peak resident memory. Targets (issue 19): ≥ 25 MB/s, < 300 MB resident.
 *
 * The input: the 47 sources of fixtures/real-logs with their labels stripped (about 4,000,000 characters,
 * scripts/bench/real-log-text.ts), repeated; each repetition moves the third octet of every IPv4 address
 * by one, so the log keeps gaining new addresses (and the session new mappings), as a real one does.
 *
 * Then the case of many distinct values (issue 30 §4): a 1 GB log of sshd-like lines with 10,000,000 distinct
 * emails and addresses (scripts/bench/distinct-values-log.ts; BENCH_CLI_DISTINCT_MB to change the size, the
 * distinct values scaled with it, 0 to skip), masked with an encrypted vault and restored; the restored file
 * must equal the input byte for byte (SHA-256). Targets: ≥ 10 MB/s, < 1 GiB resident, for the mask.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { writeRounds } from './bench/big-log';
import { writeDistinctValuesLog } from './bench/distinct-values-log';
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
const DISTINCT_MB = Number(process.env.BENCH_CLI_DISTINCT_MB ?? 1024);
/** Distinct values per MB of the many-values case: 10,000,000 in 1 GB. */
const DISTINCT_PER_MB = 10_000_000 / 1024;
const DISTINCT_TARGET_MB_PER_S = 10;
const DISTINCT_TARGET_RSS_MB = 1024;
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

function runCli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  rmSync(USAGE, { force: true });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', path.join(__dirname, 'bench/report-usage.cjs'), path.join(ROOT, 'dist/pastesafe.cjs'), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, PASTESAFE_BENCH_USAGE: USAGE },
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
  if (DISTINCT_MB > 0) results.distinct = await distinctValues();
  rmSync(USAGE, { force: true });
  writeFileSync(path.join(RESULTS, 'cli.json'), JSON.stringify({ ...results, loadAverage: loadavg()[0], date: new Date().toISOString() }, null, 2));
}

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** The many-distinct-values case: mask with a vault, restore, compare. */
async function distinctValues(): Promise<Record<string, unknown>> {
  const input = path.join(RESULTS, 'cli-distinct.log');
  const masked = path.join(RESULTS, 'cli-distinct-masked.log');
  const vault = path.join(RESULTS, 'cli-distinct.vault');
  const restored = path.join(RESULTS, 'cli-distinct-restored.log');
  const generating = performance.now();
  const { bytes } = writeDistinctValuesLog(input, DISTINCT_MB, Math.round(DISTINCT_MB * DISTINCT_PER_MB));
  const size = bytes / 1_048_576;
  console.log(`\npastesafe CLI on ${size.toFixed(1)} MB with many distinct emails and addresses (written in ${((performance.now() - generating) / 1000).toFixed(1)} s; load average ${loadavg()[0].toFixed(2)})`);
  const env = { PASTESAFE_PASSPHRASE: 'bench passphrase' };
  const results: Record<string, unknown> = { inputMb: size };
  try {
    const mask = await runCli(['mask', ...EXTRA_ARGS, input, '-o', masked, '--vault', vault, '--new-vault'], env);
    if (mask.status !== 0) throw new Error(`pastesafe mask exited with ${mask.status}: ${mask.stderr}`);
    const distinct = Number(/\(([\d,]+) distinct\)/.exec(mask.stderr)?.[1].replace(/,/g, '') ?? NaN);
    const vaultBytes = statSync(vault).size;
    const restore = await runCli(['restore', '--quiet', '--vault', vault, masked, '-o', restored], env);
    if (restore.status !== 0) throw new Error(`pastesafe restore exited with ${restore.status}: ${restore.stderr}`);
    const exact = (await sha256Of(input)) === (await sha256Of(restored));
    for (const [name, run, target] of [
      ['mask', mask, true],
      ['restore', restore, false],
    ] as const) {
      const mbPerS = size / run.wallS;
      results[name] = { wallS: run.wallS, cpuS: run.cpuS, mbPerS, mbPerCpuS: size / run.cpuS, maxRssMb: run.maxRssMb };
      const targets = target
        ? `   target ≥ ${DISTINCT_TARGET_MB_PER_S} MB/s: ${mbPerS >= DISTINCT_TARGET_MB_PER_S ? 'met' : 'NOT met'}, < ${DISTINCT_TARGET_RSS_MB} MB: ${run.maxRssMb < DISTINCT_TARGET_RSS_MB ? 'met' : 'NOT met'}`
        : '';
      console.log(`  ${name.padEnd(7)} ${run.wallS.toFixed(1)} s  ${mbPerS.toFixed(1)} MB/s (${(size / run.cpuS).toFixed(1)} MB per CPU second)  peak RSS ${run.maxRssMb.toFixed(0)} MB${targets}`);
    }
    console.log(
      `  ${distinct.toLocaleString('en-US')} distinct values; vault ${(vaultBytes / 1_048_576).toFixed(0)} MB (${(vaultBytes / distinct).toFixed(0)} bytes a value); ` +
        `restored file ${exact ? 'equals the input (SHA-256)' : 'DIFFERS from the input'}`,
    );
    Object.assign(results, { distinct, vaultBytes, exact });
    if (!exact) process.exitCode = 1;
  } finally {
    for (const file of [input, masked, vault, restored]) rmSync(file, { force: true });
  }
  return results;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
