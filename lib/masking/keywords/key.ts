import { nameWords } from '../find/keyword-scan';
import type { KeywordRule } from '../types';

/**
 * Words before `key` that make it a lookup key, not a secret: `tagKey`, `sort_key`, `partition_key`,
 * `ErrorCodeKey`, `public_key`, `cache_key`, `routing_key` (a public key or host key is no secret either).
 */
const LOOKUP_KEY_WORDS = new Set([
  'tag', 'brand', 'version', 'code', 'error', 'sort', 'partition', 'primary', 'foreign', 'cache', 'routing', 'object', 's3',
  'idempotency', 'lookup', 'map', 'dict', 'index', 'row', 'column', 'field', 'attribute', 'attr', 'property', 'prop',
  'config', 'setting', 'settings', 'registry', 'reg', 'public', 'pub', 'host', 'group', 'message', 'msg', 'event', 'metric',
  'label', 'name', 'translation', 'i18n', 'locale', 'lang', 'resource', 'cell', 'record', 'join', 'unique', 'composite',
  'dedup', 'dedupe', 'shard', 'bucket', 'item', 'entry', 'node', 'element', 'list', 'ref', 'hot', 'short', 'menu',
  'channel', 'user', 'hash', 'range', 'sequence', 'order', 'table', 'schema', 'type', 'kind', 'layer', 'state', 'data',
]);

/** A value a bare `key` is likely to hold as a secret: long, or with letters and digits; not a file name. */
function looksLikeKeyValue(value: string): boolean {
  if (/\.[A-Za-z]{2,4}$/.test(value)) return false;
  return value.length >= 16 || (value.length >= 6 && /\d/.test(value) && /[A-Za-z]/.test(value));
}

function isSecretKey(value: string, name: string): boolean {
  // `key:ofKind:`, `key:value:` selectors in Objective-C and Swift logs.
  if (value.endsWith(':')) return false;
  const words = nameWords(name);
  const at = words.lastIndexOf('key') !== -1 ? words.lastIndexOf('key') : words.lastIndexOf('keys');
  if (at > 0) return !LOOKUP_KEY_WORDS.has(words[at - 1]);
  // A bare `key=` is a secret in a query string or config, and a lookup key in an object store or API.
  return at === 0 && words.length === 1 ? looksLikeKeyValue(value) : true;
}

export const key: KeywordRule = {
  id: 'key',
  label: 'Key',
  family: 'secrets',
  priority: 10,
  description: 'The value of a parameter named key or keys (api_key, apiKey, keyId); not lookup keys (sort_key, tagKey, public_key), and a bare key only when its value looks like one.',
  nameWords: ['key', 'keys'],
  validate: isSecretKey,
  fakes: ['AKIAEXAMPLEKEY000001', 'k3y-example-0002', 'example-key-0003', 'fakekey_0004_abcdef', 'sample-key-0005', 'key_test_0006_xyz', 'demo-key-0007-qrst', 'placeholder-key-0008', 'dummy_key_0009', 'testkey-0010-uvwx'],
  derive: (n) => `example-key-${String(n).padStart(4, "0")}`,
  examples: {
    match: ['api_key=sk_live_51HxYz', 'apiKey: "AbC123xyz"', 'keyId=AKIA1234567890ABCD', 'X-API-KEY: 9f8e7d6c'],
    noMatch: ['ActivityManager: key=0|com.example.app|121|null|10111', 'monkey=banana', 'keyboard=us', 'key: [1, 2]', "KeyError: 'user.name'", 'key_length=2048', 'ErrorCodeKey=8', 'tagKey=KSChannelID', '{"key":"ring.txt"}', 'valueForKey key:ofKind:', 'sort_key: asc', '{"workspaceConfKeys":"displayName"}'],
  },
};
