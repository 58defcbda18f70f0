import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import { isPlaceholderSecret } from '../../find/placeholder-values';
import type { MatchContext, PatternRule } from '../../types';

const FAKES = ['fake-env-secret-01', 'fake-env-secret-02', 'fake-env-secret-03', 'fake-env-secret-04', 'fake-env-secret-05', 'fake-env-secret-06', 'fake-env-secret-07', 'fake-env-secret-08', 'fake-env-secret-09', 'fake-env-secret-10'];

const READS = ['getenv(', 'environ.get(', 'env(', 'env.str('];

/** A variable name whose words name a secret: `SECRET_KEY`, `DB_PASSWORD`, `API_TOKEN`, `STRIPE_KEY`. */
const SECRET_NAME = /(?:^|_)(?:SECRET|PASSWORD|PASSWD|PASS|PWD|TOKEN|KEY|APIKEY|CREDENTIALS?)(?:_|$)/;

/** The variable's name, read back from the fallback value's start: `'NAME',` and an optional `default=`. */
const NAME_BEFORE = /['"]([A-Z][A-Z0-9_]{0,95})['"]\s{0,40},\s{0,40}(?:default\s{0,4}=\s{0,4})?['"]$/;

function isSecretFallback(value: string, { text, start }: MatchContext): boolean {
  const name = NAME_BEFORE.exec(text.slice(Math.max(0, start - 200), start))?.[1];
  return name !== undefined && SECRET_NAME.test(name) && !isPlaceholderSecret(value);
}

/**
 * The literal fallback of an environment read whose variable names a secret: code that ships its secret
 * for when the variable is unset (`env('SECRET_KEY', default='…')` in django-environ, `os.environ.get(
 * 'DB_PASSWORD', '…')`, `os.getenv("API_TOKEN", "…")`, Laravel's `env('APP_KEY', '…')`), also when the
 * call runs over two lines.
 */
export const envDefaultSecret: PatternRule = {
  id: 'env-default-secret',
  label: 'Secret',
  family: 'credentials',
  priority: 0,
  description: "The literal fallback of an environment read whose variable names a secret: env('SECRET_KEY', default='…'), os.environ.get('DB_PASSWORD', '…'), os.getenv(\"API_TOKEN\", \"…\").",
  regex: /(?:getenv|environ\.get|env(?:\.str)?)\(\s{0,20}['"][A-Z][A-Z0-9_]{0,95}['"]\s{0,40},\s{0,40}(?:default\s{0,4}=\s{0,4})?['"]([^'"\n]{1,256})['"]/,
  group: 1,
  anchor: keywordStartAnchor(READS),
  keywords: READS,
  validate: isSecretFallback,
  contextual: true,
  fakes: FAKES,
  derive: (n) => `fake-env-secret-${n}`,
  examples: {
    match: ["SECRET_KEY = env('SECRET_KEY',\n                'k2#9v!x7q$m4w8z@p1r6t3y5u0')", 'db_pass = os.environ.get("DB_PASSWORD", "Winter2024!")', "token = os.getenv('API_TOKEN', 'a81f3c9e77d24b60')"],
    noMatch: ["DEBUG = env('DEBUG', 'false')", "os.getenv('DB_PASSWORD', '')", "env('APP_KEY', 'changeme')", "os.getenv('DB_PASSWORD', '${DB_PASSWORD}')"],
  },
};
