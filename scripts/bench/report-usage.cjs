// Preloaded into the CLI by scripts/bench-cli.ts (`node --require …`): on exit, writes the process's own
// resource use (peak resident memory, CPU time) to $PASTESAFE_BENCH_USAGE. The CLI itself is unchanged.
const { writeFileSync } = require('node:fs');

process.on('exit', () => {
  const usage = process.resourceUsage();
  writeFileSync(process.env.PASTESAFE_BENCH_USAGE, JSON.stringify({ maxRssKb: usage.maxRSS, userUs: usage.userCPUTime, systemUs: usage.systemCPUTime }));
});
