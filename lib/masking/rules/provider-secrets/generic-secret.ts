import { CharClass } from '../../find/char-class';
import { KEYWORD_RULES } from '../../keywords';
import { nameWords } from '../../find/keyword-scan';
import { isPlaceholderSecret, shannonEntropy } from '../../find/placeholder-values';
import { fakeBody, poolOfTen } from '../fake-tokens';
import type { FakePool, MatchContext, PatternRule } from '../../types';
import { detachedString } from '../../detached-string';

/** Names the keyword rules already own (`api_key`, `client_secret`, `password`): they mask those values. */
// Not the field reader's user words (`user_sessionid` is a secret's name, and no user field: see keyword-scan's qualifiers).
const KEYWORD_WORDS = new Set(KEYWORD_RULES.filter((rule) => !rule.qualifiers).flatMap((rule) => rule.nameWords).filter((word) => !word.includes(' ')));

/** Words that make a name secret-like for this rule (whole name words, or glued: `apikey`, `authtoken`). */
const SECRET_NAME = /pwd|passphrase|credential|secret|token|apikey|accesskey|privatekey|signingkey|sessionid|sessid|key/i;

/** Names of two words that name a secret only together (`session_id`, `SessionKey`, `session.token`). */
const JOINED_SECRET_NAME = /^(?:\w*session(?:id|key|token|secret|cookie)|sess(?:ion)?id)$/;
const MIN_LENGTH = 16;
/** Bits per character: random base64/hex/alphanumeric strings sit well above it, words and ids below. */
export const ENTROPY_THRESHOLD = 3.5;

const SEPARATOR_CHARS = new CharClass(' \\t:=>');
const NAME_CHARS = new CharClass('\\w.-');

function nameBefore({ text, start }: MatchContext): string {
  let i = start;
  if (text.charCodeAt(i - 1) === 34 || text.charCodeAt(i - 1) === 39) i--;
  while (i > 0 && SEPARATOR_CHARS.has(text.charCodeAt(i - 1)) && start - i < 8) i--;
  if (text.charCodeAt(i - 1) === 34 || text.charCodeAt(i - 1) === 39) i--;
  let nameStart = i;
  while (nameStart > 0 && i - nameStart < 80 && NAME_CHARS.has(text.charCodeAt(nameStart - 1))) nameStart--;
  return text.slice(nameStart, i);
}

function isGenericSecret(value: string, context: MatchContext): boolean {
  // Cheapest tests first (all must hold, so the order does not change the verdict).
  if (value.length < MIN_LENGTH) return false;
  if (!/\d/.test(value) || !/[A-Za-z]/.test(value)) return false;
  if (/^[a-z]+(?:[-_.][a-z]+)*$/i.test(value) || /^\d+$/.test(value) || /^(?:https?|file):/i.test(value)) return false;
  if (shannonEntropy(value) < ENTROPY_THRESHOLD || isPlaceholderSecret(value)) return false;
  return isSecretName(nameBefore(context));
}

/** Parameter names repeat in a log (`api_key`, `DB_PWD`): each name's verdict is worked out once. */
const nameVerdicts = new Map<string, boolean>();

function isSecretName(name: string): boolean {
  let verdict = nameVerdicts.get(name);
  if (verdict === undefined) {
    const words = nameWords(name);
    // `session_id`, `SessionId`: the words joined name a session's secret too (`sessionid`).
    verdict = words.length > 0 && !words.some((word) => KEYWORD_WORDS.has(word)) && (words.some((word) => SECRET_NAME.test(word)) || JOINED_SECRET_NAME.test(words.join('')));
    if (nameVerdicts.size >= 10_000) nameVerdicts.clear();
    // A copy: a slice of the text as the key would keep the whole text alive while the name is cached.
    nameVerdicts.set(detachedString(name), verdict);
  }
  return verdict;
}

function poolFor(original: string): FakePool {
  const make = (n: number) => fakeBody(n, original.length, 'alnum');
  return poolOfTen(`generic-secret:${original.length}`, make);
}

/**
 * A high-entropy value after a secret-like name the keyword rules do not cover (`apikey`, `DB_PWD`,
 * `passphrase`, `credentials`, `authtoken` glued forms). Shannon entropy and a stopword list keep
 * `REDACTED`, `changeme`, `${VAR}` and `<your-token>` visible.
 */
export const genericSecret: PatternRule = {
  id: 'generic-secret',
  label: 'Secret Value',
  family: 'provider-secrets',
  priority: 12,
  description: 'A random-looking value (16+ characters, high Shannon entropy) assigned to a secret-like name such as apikey, pwd, passphrase or credentials.',
  regex: /(?<![\w.~+/=-])[\w.-]{1,80}["']?[ \t]*(?::|=>?)[ \t]*["']?([A-Za-z0-9+/_.~=-]{16,256})(?![A-Za-z0-9+/_.~=-])/,
  // Names the keyword rules do not own (`passphrase`, `credentials`, glued `apikey`-style words), and `pwd` where the password rule left it (a value of several words, glued names).
  anchor: { regex: /p(?=wd|assphrase|rivatekey)|c(?=redential|lientsecret)|a(?=pikey|ccesskey|ccesstoken|uthtoken|uthkey|ppsecret|ppkey)|s(?=ecretkey|essionid|essid|igningkey)|r(?=efreshtoken)|m(?=asterkey)|e(?=ncryptionkey)/gi, width: 1, lead: '\\w.-', maxLead: 64, keywordStart: true },
  group: 1,
  contextual: true,
  keywords: ['pwd', 'passphrase', 'privatekey', 'credential', 'clientsecret', 'apikey', 'accesskey', 'accesstoken', 'authtoken', 'authkey', 'appsecret', 'appkey', 'secretkey', 'sessionid', 'sessid', 'signingkey', 'refreshtoken', 'masterkey', 'encryptionkey'],
  validate: isGenericSecret,
  fakes: poolFor('x'.repeat(32)).fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['apikey=9f8e7d6c5b4a39281716aBcDeF0a1b2c', 'APP_CREDENTIAL="Zq8NLm2Vx9Rt4Kp1"', 'passphrase: Hq7ZtP4xK9mW2vL8nB3c', '"authtoken": "a7F3kQ9zX2mB8vN4pL6wR1tY5uI0oE3s"', '{"SessionId":"a1b2c3d4e5f6a7b8c9d0"}'],
    noMatch: ['apikey=REDACTED', 'DB_PWD=changeme', 'passphrase: ${PASSPHRASE}', 'apikey=<your-token>', 'cache_key_prefix=session-store-v2', 'credentials_file=/etc/app/credentials.json', 'sessionId=1234567890123456', 'session_id=42', 'session_state=active-but-idle-2'],
  },
};
