import { inWordList } from './word-list';

/**
 * Values that stand in for a secret instead of being one: `REDACTED`, `changeme`, `${TOKEN}`,
 * `<your-token>`, `***`, `your_api_key_here`, and code that reads one (`os.Getenv(`, `var.db_password`,
 * `%s`). Secret rules leave them alone so sample configs stay
 * readable.
 *
 * A word a person could have typed as the password itself is not among them: `password`, `secret`,
 * `test`, `mypassword` after a secret's name are real, if weak, credentials (a default trust-store
 * password, a test account's), so they are masked.
 */
const PLACEHOLDER_WORDS = new Set([
  'redacted', 'changeme', 'change_me', 'change-me', 'changeit', 'example', 'sample', 'placeholder', 'dummy',
  'token', 'key', 'apikey', 'api_key', 'todo', 'tbd', 'fixme', 'none', 'null', 'nil',
  'empty', 'hidden', 'masked', 'removed', 'omitted', 'notset', 'not_set', 'unset', 'default', 'xxx', 'yyy',
  'foo', 'bar', 'baz', 'foobar', 'string', 'value', 'your',
]);

/**
 * Weak secrets that are ordinary words (`password`, `secret`, `test`): masked where a secret's name
 * gives them, but not hunted through the rest of the text, where they are words of prose and key names.
 */
const WORD_SECRETS = new Set([
  'password', 'passwd', 'pass', 'pwd', 'secret', 'test', 'testing', 'admin', 'mypassword', 'mysecret', 'mytoken',
  'token', 'key', 'guest', 'user', 'login', 'public', 'private',
]);

export const isWordSecret = inWordList(WORD_SECRETS);
const isPlaceholderWord = inWordList(PLACEHOLDER_WORDS);

/** Code that reads a value from elsewhere: `var.db_password`, `process.env.DB_USER`, `secrets.TOKEN`. */
const CODE_REFERENCE = /^(?:process\.env|import\.meta\.env|os\.environ|env|var|vars|local|data|module|settings|config|secrets|params|self|this)\.[\w.]+$/;

/** Whether a value is code that reads it from elsewhere (see CODE_REFERENCE), not the value itself. */
export function isCodeReference(value: string): boolean {
  return CODE_REFERENCE.test(value);
}

/** Shapes that read the same with or without case: tested together, as one case-insensitive regex. */
const PLACEHOLDER_SHAPES: readonly RegExp[] = [
  /^[*xX•#.·_-]{3,}$/, // ***, xxxx, ..., ----
  /^\$\{[^}]*\}?$/, // ${VAR} (an unquoted value stops before the brace)
  /^\$\(?[A-Za-z_][A-Za-z0-9_]*\)?$/, // $VAR, $(VAR)
  /^\$+\(/, // $(cat /run/secrets/x), $$(…) in compose files: a command that reads the secret
  /^\{\{.*\}?\}?$/, // {{ template }}
  /^<[^>]*>?$/, // <your-token>
  /^\[[^\]]*\]?$/, // [REDACTED]
  /^(?:your|insert|enter|put)[-_][\w-]+$/i, // your-token, your_api_key_here, insert_key
  /[-_]here$/i, // api_key_here
  /\.\.\.|…/, // sk_test_... (shortened in docs)
  CODE_REFERENCE, // var.db_password, process.env.DB_PASSWORD, secrets.TOKEN
  /^[A-Za-z_][\w.]*\($/, // os.Getenv(, env(, getenv( (the value stops at the call's quote)
  /^%[-+ #0]*\d*(?:\.\d+)?[sdvqxfiu]$/, // %s, %v, %d (printf verbs)
  /^%\(\w+\)s$/, // %(password)s
  /^%%\d+$/, // %%1843 (Windows message ids)
  /^\{\w*\}$/, // {0}, {password}
];

/**
 * Two tests instead of one per shape: a value is a placeholder when any shape matches it. The shapes tied
 * to the value's start are tried there only; the few that may match anywhere are one search of their own.
 */
const PLACEHOLDER_AT_START = new RegExp(`^(?:${PLACEHOLDER_SHAPES.filter((shape) => shape.source.startsWith('^')).map((shape) => `(?:${shape.source.slice(1)})`).join('|')})`, 'i');
const PLACEHOLDER_ANYWHERE = new RegExp(PLACEHOLDER_SHAPES.filter((shape) => !shape.source.startsWith('^')).map((shape) => `(?:${shape.source})`).join('|'), 'i');

/** %VAR%: Windows environment variables are written in capitals, so this one shape minds case. */
const WINDOWS_VARIABLE = /^%[A-Z_][A-Z0-9_]*%$/;

/**
 * A secret's name in capitals where its value goes, as install guides write what to replace
 * (`password = PASSWORD`, `RABBIT_PASS`, `METADATA_SECRET` in the OpenStack guides); minds case, since
 * `password` in lower case is a real weak password.
 */
const CAPITALS_NAME = /^(?:[A-Z][A-Z0-9]*_){0,4}(?:PASSWORD|PASSWD|PASS|SECRET|TOKEN|KEY)$/;

/**
 * A placeholder word among other words (`api-key-EXAMPLE`, `SAMPLE_TOKEN`, `a dummy value`); with a digit
 * in it the value reads as a password made of a word (`example_123`, `sample2024`), which is masked.
 */
const PLACEHOLDER_WORD_PART = /(?:^|[-_ ])(?:redacted|placeholder|changeme|example|sample|dummy)(?:$|[-_ ])/i;

export function isPlaceholderSecret(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length === 0) return true;
  if (isPlaceholderWord(trimmed)) return true;
  if (PLACEHOLDER_WORD_PART.test(trimmed) && !/\d/.test(trimmed)) return true;
  if (CAPITALS_NAME.test(trimmed)) return true;
  return PLACEHOLDER_AT_START.test(trimmed) || PLACEHOLDER_ANYWHERE.test(trimmed) || (trimmed.charCodeAt(0) === 37 /* % */ && WINDOWS_VARIABLE.test(trimmed));
}

const asciiCounts = new Uint32Array(128);

/** Shannon entropy of a string in bits per character. */
export function shannonEntropy(value: string): number {
  if (value.length === 0) return 0;
  // ASCII (the usual secret) is counted in a reused table; anything else by code point in a Map.
  let ascii = true;
  for (let i = 0; i < value.length; i++) {
    if (value.charCodeAt(i) >= 128) {
      ascii = false;
      break;
    }
  }
  let bits = 0;
  if (ascii) {
    for (let i = 0; i < value.length; i++) asciiCounts[value.charCodeAt(i)]++;
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i);
      const count = asciiCounts[code];
      if (count === 0) continue;
      asciiCounts[code] = 0;
      const p = count / value.length;
      bits -= p * Math.log2(p);
    }
    return bits;
  }
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}
