/**
 * @jest-environment node
 */
import { compilePatternRules, scanShapeGroup, searchOf, type ShapeGroup } from '@/lib/masking/find/pattern-scan';
import { firstCharacters, sharedPlaces, type SearchPlaces } from '@/lib/masking/find/shared-search';
import { PATTERN_RULES } from '@/lib/masking/rules';
import { realLogText } from '../../scripts/bench/real-log-text';
import { seededRandom } from '../../scripts/bench/random';
import { nearMisses } from './near-misses';

const shapes = compilePatternRules(PATTERN_RULES);
const shared = shapes.filter((shape) => shape.sharedSearch !== null);
const sharedRules = shared.flatMap((shape) => shape.rules);
const passes = [...new Set(shared.map((shape) => shape.sharedSearch!))];

/** Each shared shape's places in `text`, from one search per pass (as findPatternValues asks for them). */
function placesIn(text: string): Map<ShapeGroup, SearchPlaces> {
  const places = new Map<ShapeGroup, SearchPlaces>();
  for (const pass of passes) {
    const members = shared.filter((shape) => shape.sharedSearch === pass);
    sharedPlaces(text, members.map(searchOf)).forEach((found, k) => places.set(members[k], found!));
  }
  return places;
}

/** Search characters side by side (`1.2.3.4.5`, `a-1-2-3-4`, `::1:`, `-beef-`, `4111 0 555`), in short runs of digits, hex and letters. */
function crowded(length: number, seed: number): string {
  const random = seededRandom(seed);
  const atoms = ['.', '-', ':', '::', '1', '23', '255', '0a', 'beef', '0012', 'ab', 'x', 'in-addr', 'arpa', 'ip6', 'ip', 'host', 'com', ' ', '\n', '%', 'fe80', '10', '3c4d5e6f', 'é', '\u2010', '4111', '0', '(', ')', '+', '/', '0049 ', '555', '4242424242424242', '078-05-1120'];
  let text = '';
  while (text.length < length) text += atoms[Math.floor(random() * atoms.length)];
  return text;
}

const texts = [realLogText(200_000), nearMisses(sharedRules[0], ['.', '-', ':', ' ', 'a', '0']), ...sharedRules.map((rule) => nearMisses(rule, ['.', '-', ':', ' ', '', 'x', '9'], 8_000)), crowded(60_000, 3), crowded(60_000, 4)];

function candidates(shape: ShapeGroup, text: string, places: Map<ShapeGroup, SearchPlaces> | null): number[][] {
  const found: number[][] = [];
  scanShapeGroup(shape, text, shape.rules, (rule, start, end) => found.push([shapes.indexOf(shape), shape.rules.indexOf(rule), start, end]), () => true, undefined, places?.get(shape) ?? null);
  return found;
}

describe('searches run in one pass (shared-search.ts)', () => {
  it('are the IPv4, IPv6, MAC, dotted MAC, UUID and IP-host-name anchors, and the card, SSN and phone patterns (the checks below are not vacuous)', () => {
    const byPass = (pass: string) => shared.filter((shape) => shape.sharedSearch === pass).flatMap((shape) => shape.rules.map((rule) => rule.id));
    expect(byPass('punctuation')).toEqual(expect.arrayContaining(['ipv4-internal', 'ipv6-external', 'mac', 'mac-dotted', 'uuid', 'ip-host-name']));
    expect(byPass('digits')).toEqual(expect.arrayContaining(['credit-card', 'card-number', 'us-ssn', 'phone-number-nanp', 'phone-number-national']));
    expect(byPass('capitals')).toEqual(expect.arrayContaining(['iban', 'twilio-sid']));
    expect(shared.filter((shape) => shape.sharedSearch === 'punctuation').every((shape) => shape.anchor)).toBe(true);
    expect(shared.filter((shape) => shape.sharedSearch === 'digits').every((shape) => !shape.anchor)).toBe(true);
  });

  it('give each search every place it matches at, with the end of that match', () => {
    for (const text of texts) {
      const places = placesIn(text);
      for (const shape of shared) {
        const search = searchOf(shape);
        const sticky = new RegExp(search.source, search.flags.replace(/[gd]/g, '') + 'y');
        const expected = { starts: [] as number[], ends: [] as number[] };
        for (let at = 0; at <= text.length; at++) {
          sticky.lastIndex = at;
          if (!sticky.test(text)) continue;
          expected.starts.push(at);
          expected.ends.push(sticky.lastIndex);
        }
        expect(places.get(shape)).toEqual(expected);
      }
    }
  });

  it.each(shared.map((shape) => [shape.rules.map((rule) => rule.id).join(', '), shape] as const))('%s: the scan finds from the places what its own search finds', (_ids, shape) => {
    let total = 0;
    for (const text of texts) {
      const found = candidates(shape, text, placesIn(text));
      expect(found).toEqual(candidates(shape, text, null));
      total += found.length;
    }
    expect(total).toBeGreaterThan(0);
  });

  it('leave out a search with other flags or a backreference: it searches on its own', () => {
    const [a, b] = shared.map(searchOf);
    const caseless = new RegExp(a.source, 'gi');
    const backreference = /(\.)\d\1/g;
    const places = sharedPlaces('10.0.0.1 and 2.3.4.5', [a, b, caseless, backreference]);
    expect(places.map((found) => found !== null)).toEqual([true, true, false, false]);
    expect(sharedPlaces('10.0.0.1', [a, caseless])).toEqual([null, null]);
  });

  it('are not taken for a literal or keyword-start anchor, nor for a pattern whose value is a group', () => {
    const email = PATTERN_RULES.find((rule) => rule.id === 'email')!;
    const bearer = PATTERN_RULES.find((rule) => rule.id === 'authorization-bearer')!;
    const grouped = PATTERN_RULES.find((rule) => !rule.anchor && rule.group !== undefined)!;
    expect(email.anchor && bearer.anchor?.keywordStart && !grouped.anchor && grouped.group).toBeTruthy();
    for (const rule of [email, bearer, grouped]) expect(compilePatternRules([{ ...rule, sharedSearch: 'digits' }])[0].sharedSearch).toBeNull();
    expect(compilePatternRules([{ ...PATTERN_RULES.find((rule) => rule.id === 'iban')!, sharedSearch: 'digits' }])[0].sharedSearch).toBe('digits');
  });
});

describe('the first characters of an anchor (which anchors are tried at a place)', () => {
  const chars = (table: Uint8Array | null) => (table ? [...table].flatMap((on, code) => (on ? [String.fromCharCode(code)] : [])).join('') : null);

  it.each([
    ['[-.]\\d\\d{0,2}[-.]|\\.[0-9a-f]\\.ip6', '', '-.'],
    ['\\.(?=\\d)', '', '.'],
    [':(?::|[0-9A-Fa-f])', '', ':'],
    ['\\d-', '', '0123456789'],
    ['q~', 'i', 'Qq'],
  ])('%s (flags %s): %s', (source, flags, expected) => {
    expect(chars(firstCharacters(source, flags))).toBe(expected);
  });

  it.each([['(?<![\\w])x'], ['a?b'], ['a*b'], ['a{0,2}b'], ['(?:a|b)c'], ['x|(y)'], ['\\bx'], ['[a-']])('cannot be read from %s: tried everywhere', (source) => {
    expect(firstCharacters(source, '')).toBeNull();
  });

  it('are read for every shared anchor and most shared patterns', () => {
    for (const shape of shared.filter((member) => member.sharedSearch === 'punctuation')) expect(chars(firstCharacters(searchOf(shape).source, searchOf(shape).flags))).toMatch(/^[-.:]+$/);
    const digitLed = shared.filter((member) => member.sharedSearch === 'digits').map((shape) => chars(firstCharacters(searchOf(shape).source, searchOf(shape).flags)));
    expect(digitLed.filter((first) => first !== null && /^[0-9]+$/.test(first)).length).toBeGreaterThanOrEqual(3);
  });
});
