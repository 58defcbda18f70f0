/**
 * @jest-environment node
 */
import { compilePatternRules, scanShapeGroup, type ShapeGroup } from '@/lib/masking/find/pattern-scan';
import { firstCharacters, sharedAnchorPlaces } from '@/lib/masking/find/shared-anchors';
import { PATTERN_RULES } from '@/lib/masking/rules';
import { realLogText } from '../../scripts/bench/real-log-text';
import { seededRandom } from '../../scripts/bench/random';
import { nearMisses } from './near-misses';

const shapes = compilePatternRules(PATTERN_RULES);
const shared = shapes.filter((shape) => shape.anchor?.shared);
const sharedRules = shared.flatMap((shape) => shape.rules);

/** Anchor characters side by side (`1.2.3.4.5`, `a-1-2-3-4`, `::1:`, `-beef-`), in short runs of digits, hex and letters. */
function crowded(length: number, seed: number): string {
  const random = seededRandom(seed);
  const atoms = ['.', '-', ':', '::', '1', '23', '255', '0a', 'beef', '0012', 'ab', 'x', 'in-addr', 'arpa', 'ip6', 'ip', 'host', 'com', ' ', '\n', '%', 'fe80', '10', '3c4d5e6f', 'é', '\u2010'];
  let text = '';
  while (text.length < length) text += atoms[Math.floor(random() * atoms.length)];
  return text;
}

const texts = [realLogText(200_000), nearMisses(sharedRules[0], ['.', '-', ':', ' ', 'a', '0']), ...sharedRules.map((rule) => nearMisses(rule, ['.', '-', ':', ' ', '', 'x', '9'], 8_000)), crowded(60_000, 3), crowded(60_000, 4)];

function candidates(shape: ShapeGroup, text: string, places: ReturnType<typeof sharedAnchorPlaces> | null): number[][] {
  const found: number[][] = [];
  scanShapeGroup(shape, text, shape.rules, (rule, start, end) => found.push([shapes.indexOf(shape), shape.rules.indexOf(rule), start, end]), () => true, undefined, places?.get(shape.anchor!) ?? null);
  return found;
}

describe('anchors searched in one pass (shared-anchors.ts)', () => {
  it('are the IPv4, IPv6, MAC, dotted MAC, UUID and IP-host-name anchors (the checks below are not vacuous)', () => {
    expect(sharedRules.map((rule) => rule.id)).toEqual(expect.arrayContaining(['ipv4-internal', 'ipv6-external', 'mac', 'mac-dotted', 'uuid', 'ip-host-name']));
    expect(shared.length).toBeGreaterThanOrEqual(6);
  });

  it('give each anchor every place it matches at, with the end of that match', () => {
    for (const text of texts) {
      const places = sharedAnchorPlaces(text, shared.map((shape) => shape.anchor!));
      for (const shape of shared) {
        const sticky = new RegExp(shape.anchor!.regex.source, shape.anchor!.regex.flags.replace('g', '') + 'y');
        const expected = { starts: [] as number[], ends: [] as number[] };
        for (let at = 0; at <= text.length; at++) {
          sticky.lastIndex = at;
          if (!sticky.test(text)) continue;
          expected.starts.push(at);
          expected.ends.push(sticky.lastIndex);
        }
        expect(places.get(shape.anchor!)).toEqual(expected);
      }
    }
  });

  it.each(shared.map((shape) => [shape.rules.map((rule) => rule.id).join(', '), shape] as const))('%s: the scan finds from the places what its own search finds', (_ids, shape) => {
    let total = 0;
    for (const text of texts) {
      const places = sharedAnchorPlaces(text, shared.map((member) => member.anchor!));
      const found = candidates(shape, text, places);
      expect(found).toEqual(candidates(shape, text, null));
      total += found.length;
    }
    expect(total).toBeGreaterThan(0);
  });

  it('leave out an anchor with other flags or a backreference: it searches on its own', () => {
    const [a, b] = shared;
    const caseless = { regex: new RegExp(a.anchor!.regex.source, 'gi') };
    const backreference = { regex: /(\.)\d\1/g };
    const places = sharedAnchorPlaces('10.0.0.1 and 2.3.4.5', [a.anchor!, b.anchor!, caseless, backreference]);
    expect([...places.keys()]).toEqual([a.anchor, b.anchor]);
    expect(sharedAnchorPlaces('10.0.0.1', [a.anchor!]).size).toBe(0);
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

  it('are read for every shared anchor', () => {
    for (const shape of shared) expect(chars(firstCharacters(shape.anchor!.regex.source, shape.anchor!.regex.flags))).toMatch(/^[-.:]+$/);
  });
});
