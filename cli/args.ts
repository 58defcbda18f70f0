import { parseArgs } from 'node:util';
import { usageError } from './errors';

export type Command = 'mask' | 'replace' | 'scan' | 'restore';

export interface CliArgs {
  command: Command | 'help' | 'version';
  files: string[];
  output?: string;
  vault?: string;
  plaintextVault: boolean;
  rules?: string;
  disable: string[];
  allow: string[];
  json: boolean;
  showValues: boolean;
  quiet: boolean;
  /** Threads that search the input beside the main one (--jobs; undefined: as many as CPUs, see defaultJobs). */
  jobs?: number;
}

const COMMANDS: readonly Command[] = ['mask', 'replace', 'scan', 'restore'];

/** Which options each command takes (the rest are a usage error, not silently ignored). */
const ALLOWED: Record<Command, readonly string[]> = {
  mask: ['output', 'vault', 'plaintext-vault', 'rules', 'disable', 'allow', 'quiet', 'jobs'],
  replace: ['output', 'vault', 'plaintext-vault', 'rules', 'disable', 'allow', 'quiet', 'jobs'],
  scan: ['json', 'show-values', 'rules', 'disable', 'allow', 'quiet', 'jobs'],
  restore: ['output', 'vault', 'quiet'],
};

export function parseCliArgs(argv: readonly string[]): CliArgs {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw usageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const base = {
    files: [] as string[],
    plaintextVault: false,
    disable: [] as string[],
    allow: [] as string[],
    json: false,
    showValues: false,
    quiet: false,
  };
  if (values.help) return { ...base, command: 'help' };
  if (values.version) return { ...base, command: 'version' };
  const [command, ...files] = positionals;
  if (command === undefined) throw usageError('no command given (mask, replace, scan or restore)');
  if (!COMMANDS.includes(command as Command)) throw usageError(`unknown command "${command}" (mask, replace, scan or restore)`);
  const cmd = command as Command;
  for (const name of Object.keys(values)) {
    if (!ALLOWED[cmd].includes(name)) throw usageError(`${cmd} does not take --${name}`);
  }
  if (cmd === 'restore') {
    if (!values.vault) throw usageError('restore needs --vault FILE (the vault written by mask or replace)');
    if (files.length > 1) throw usageError('restore reads one answer: give one FILE or none for standard input');
  }
  for (const option of ['output', 'vault', 'rules'] as const) {
    if (values[option] === '') throw usageError(`--${option} needs a file name`);
  }
  if (values.output !== undefined && values.output === values.vault) throw usageError('--output and --vault must be different files');
  const disable = (values.disable ?? []).flatMap((list) => list.split(',')).map((id) => id.trim()).filter(Boolean);
  const allow = values.allow ?? [];
  if (allow.some((value) => value.length === 0)) throw usageError('--allow needs a value');
  if (values.jobs !== undefined && !/^\d{1,2}$/.test(values.jobs)) throw usageError('--jobs needs a number of threads from 0 to 99 (0: search on the main thread only)');
  return {
    command: cmd,
    files,
    output: values.output,
    vault: values.vault,
    plaintextVault: values['plaintext-vault'] ?? false,
    rules: values.rules,
    disable,
    allow,
    json: values.json ?? false,
    showValues: values['show-values'] ?? false,
    quiet: values.quiet ?? false,
    jobs: values.jobs === undefined ? undefined : Number(values.jobs),
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      output: { type: 'string', short: 'o' },
      vault: { type: 'string' },
      'plaintext-vault': { type: 'boolean' },
      rules: { type: 'string' },
      disable: { type: 'string', multiple: true },
      allow: { type: 'string', multiple: true },
      json: { type: 'boolean' },
      'show-values': { type: 'boolean' },
      quiet: { type: 'boolean', short: 'q' },
      jobs: { type: 'string', short: 'j' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'V' },
    },
  });
}
