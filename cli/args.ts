import { realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { usageError } from './errors';

export type Command = 'mask' | 'replace' | 'scan' | 'restore';
export type ScanFormat = 'text' | 'json' | 'sarif';
const FORMATS: readonly ScanFormat[] = ['text', 'json', 'sarif'];

export interface CliArgs {
  command: Command | 'help' | 'version';
  files: string[];
  output?: string;
  vault?: string;
  /** mask/replace: start the vault afresh even when it exists (without it, an existing vault is continued). */
  newVault: boolean;
  plaintextVault: boolean;
  rules?: string;
  disable: string[];
  allow: string[];
  /** scan: how findings are printed (--format; --json is --format json). */
  format: ScanFormat;
  /** scan: read the files staged in git's index (their FILE arguments are paths that narrow the list). */
  staged: boolean;
  /** scan: read every file in git's index, changed or not (FILE arguments narrow the list). */
  tracked: boolean;
  /** scan: the file of accepted findings' fingerprints (default: .pastesafeignore, see scan-ignore.ts). */
  ignoreFile?: string;
  showValues: boolean;
  quiet: boolean;
  /** mask, replace, scan: read the input once, as it comes (a value before its context stays unmasked). */
  onePass: boolean;
  /** Threads that search the input beside the main one (--jobs; undefined: as many as CPUs, see defaultJobs). */
  jobs?: number;
}

const COMMANDS: readonly Command[] = ['mask', 'replace', 'scan', 'restore'];

/** Which options each command takes (the rest are a usage error, not silently ignored). */
const ALLOWED: Record<Command, readonly string[]> = {
  mask: ['output', 'vault', 'new-vault', 'plaintext-vault', 'rules', 'disable', 'allow', 'quiet', 'jobs', 'one-pass'],
  replace: ['output', 'vault', 'new-vault', 'plaintext-vault', 'rules', 'disable', 'allow', 'quiet', 'jobs', 'one-pass'],
  scan: ['json', 'format', 'staged', 'tracked', 'ignore-file', 'show-values', 'rules', 'disable', 'allow', 'quiet', 'jobs', 'one-pass'],
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
    newVault: false,
    plaintextVault: false,
    disable: [] as string[],
    allow: [] as string[],
    format: 'text' as const,
    staged: false,
    tracked: false,
    showValues: false,
    quiet: false,
    onePass: false,
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
  for (const option of ['output', 'vault', 'rules', 'ignore-file'] as const) {
    if (values[option] === '') throw usageError(`--${option} needs a file name`);
  }
  if (values.output !== undefined && values.vault !== undefined && isSameFile(values.output, values.vault)) {
    throw usageError(`--output and --vault name the same file (${values.vault}): the vault is never overwritten by output`);
  }
  if (values['new-vault'] && !values.vault) throw usageError('--new-vault needs --vault FILE');
  const disable = (values.disable ?? []).flatMap((list) => list.split(',')).map((id) => id.trim()).filter(Boolean);
  const allow = values.allow ?? [];
  if (allow.some((value) => value.length === 0)) throw usageError('--allow needs a value');
  if (values.jobs !== undefined && !/^\d{1,2}$/.test(values.jobs)) throw usageError('--jobs needs a number of threads from 0 to 99 (0: search on the main thread only)');
  if (values.staged && values.tracked) throw usageError('--staged (the changed files) and --tracked (all of them) cannot go together');
  const format = scanFormat(values.format, values.json);
  if (format === 'sarif' && values['show-values']) throw usageError('--show-values cannot go into SARIF: code-scanning results are shared, so the values stay out');
  return {
    command: cmd,
    files,
    output: values.output,
    vault: values.vault,
    newVault: values['new-vault'] ?? false,
    plaintextVault: values['plaintext-vault'] ?? false,
    rules: values.rules,
    disable,
    allow,
    format,
    staged: values.staged ?? false,
    tracked: values.tracked ?? false,
    ignoreFile: values['ignore-file'],
    showValues: values['show-values'] ?? false,
    quiet: values.quiet ?? false,
    onePass: values['one-pass'] ?? false,
    jobs: values.jobs === undefined ? undefined : Number(values.jobs),
  };
}

function scanFormat(format: string | undefined, json: boolean | undefined): ScanFormat {
  if (format !== undefined && !FORMATS.includes(format as ScanFormat)) throw usageError(`--format takes ${FORMATS.join(', ')}`);
  if (json && format !== undefined && format !== 'json') throw usageError(`--json is --format json; it cannot go with --format ${format}`);
  return json ? 'json' : ((format as ScanFormat | undefined) ?? 'text');
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      output: { type: 'string', short: 'o' },
      vault: { type: 'string' },
      'new-vault': { type: 'boolean' },
      'plaintext-vault': { type: 'boolean' },
      rules: { type: 'string' },
      disable: { type: 'string', multiple: true },
      allow: { type: 'string', multiple: true },
      json: { type: 'boolean' },
      format: { type: 'string' },
      staged: { type: 'boolean' },
      tracked: { type: 'boolean' },
      'ignore-file': { type: 'string' },
      'show-values': { type: 'boolean' },
      quiet: { type: 'boolean', short: 'q' },
      'one-pass': { type: 'boolean' },
      jobs: { type: 'string', short: 'j' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'V' },
    },
  });
}

/** Whether two paths name one file: the same resolved path (`./x.vault`, `x.vault`), through links, or the same inode. */
function isSameFile(a: string, b: string): boolean {
  if (resolve(a) === resolve(b)) return true;
  const real = (path: string) => {
    try {
      return realpathSync(path);
    } catch {
      return resolve(path);
    }
  };
  if (real(a) === real(b)) return true;
  try {
    const [x, y] = [statSync(a), statSync(b)];
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}
