import { median } from './median';

/** Medians of the timed rounds, the fastest round (wall and CPU) and the job's result. */
export type Timing<T> = { ms: number; cpuMs: number; fastestMs: number; fastestCpuMs: number; last: T };

/**
 * Times several jobs in interleaved rounds (every job once per round, after warm-up rounds) and takes
 * medians. On a shared machine the load drifts during a run; interleaving gives every job and the
 * baseline the same conditions, so the ratios between them stay meaningful.
 *
 * No job's result is kept while the others run: a garbage collection inside the baseline would otherwise
 * copy the engine's large live result and charge that to the baseline (it made the baseline read 5–7 ms
 * instead of about 3 ms, and every ratio to it look better than it is). The results are taken from one
 * more, untimed, run of each job afterwards.
 *
 * Odd rounds run the jobs in reverse order: a job pays for the collection of the garbage the job before it
 * left, so a fixed order would charge one job for another's garbage in every round.
 */
export function timeInterleaved<K extends string>(jobs: Record<K, () => unknown>, runs: number, warmup: number): Record<K, Timing<unknown>> {
  const names = Object.keys(jobs) as K[];
  const wall = new Map<K, number[]>(names.map((name) => [name, []]));
  const cpu = new Map<K, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < warmup + runs; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      jobs[name]();
      const elapsed = performance.now() - start;
      const used = process.cpuUsage(cpuStart);
      if (round < warmup) continue;
      wall.get(name)!.push(elapsed);
      cpu.get(name)!.push((used.user + used.system) / 1000);
    }
  }
  return Object.fromEntries(
    names.map((name) => [
      name,
      { ms: median(wall.get(name)!), cpuMs: median(cpu.get(name)!), fastestMs: Math.min(...wall.get(name)!), fastestCpuMs: Math.min(...cpu.get(name)!), last: jobs[name]() },
    ]),
  ) as Record<K, Timing<unknown>>;
}

/** A plain `/\S+/g` scan of the text: the yardstick every engine time is divided by. */
export function baselineScan(text: string): number {
  const words = /\S+/g;
  let count = 0;
  while (words.exec(text) !== null) count++;
  return count;
}
