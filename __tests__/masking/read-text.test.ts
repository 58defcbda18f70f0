/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { keyOf, readText } from '@/lib/masking/find/text';
import { mostlyAsciiText, sameUnits } from './mostly-ascii';

/** What every stage relies on: the units are the lowercase text's, and a key is that text's range. */
function expectLowercaseView(input: string) {
  const text = readText(input);
  const lower = input.toLowerCase();
  expect(text.sameLength).toBe(lower.length === input.length);
  expect(Array.from(text.lowerUnits)).toEqual(Array.from({ length: lower.length }, (_, i) => lower.charCodeAt(i)));
  expect(text.lower).toBe(lower);
  if (text.sameLength) for (let start = 0; start < input.length; start += 3) expect(keyOf(text, start, Math.min(input.length, start + 7))).toBe(lower.slice(start, start + 7));
}

describe('readText: the lowercase text as the stages read it', () => {
  it('lowercases ASCII, accented capitals and other scripts character for character', () => {
    for (const input of ['User=ALICE Host=WEB01.CONTOSO.COM', 'Zoë MÜLLER ÉLODIE', 'Привет МИР', 'ǅ Ⅻ ß ẞ', '\u200eMark\u200e → OK', '', 'A']) expectLowercaseView(input);
  });

  it('leaves context- and length-dependent lowercasing to the string itself (final sigma, dotted I, astral letters)', () => {
    for (const input of ['ΟΔΟΣ ΣΟΦΟΣ', 'İstanbul USER', '𐐀𐐁 Deseret', 'emoji 😀 USER', 'lone \ud800 SURROGATE']) expectLowercaseView(input);
  });

  it('gives the lowercase text of any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (input) => {
        const text = readText(input);
        const lower = input.toLowerCase();
        if (text.lower !== lower || text.lowerUnits.length !== lower.length) return false;
        for (let i = 0; i < lower.length; i++) if (text.lowerUnits[i] !== lower.charCodeAt(i)) return false;
        return !text.sameLength || lower.length < 4 || keyOf(text, 1, 4) === lower.slice(1, 4);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads a long mostly-ASCII log with marks in it the same way', () => {
    const line = 'Jan 12 10:00:01 HOST sshd[42]: Accepted password for Alice from 10.0.0.1 port 22\u200e\n';
    expectLowercaseView(line.repeat(200) + 'É');
  });

  it('tells whether the lowercase text includes a keyword or a fake, whatever the case it is written in', () => {
    const literals = ['o=', 'q~', 'ac', 'sk', '-p', ' [', '\\\\', 'k', '@', 'host-192-0-2-10.example.net', 'a.b', '(x)+', 'kelvin', 'σοφ', 'müller'];
    for (const input of ['CN=Bob,O=Contoso', 'SK123 AC456', 'Q~x', 'KELVIN \u212a=1 s\u212a', 'C:\\\\Users', 'ΣΟΦΟΣ o=1', 'nothing here', 'HOST-192-0-2-10.Example.NET', 'A.B (X)+', 'MÜLLER']) {
      const text = readText(input);
      for (const literal of literals) expect([input, literal, text.includesLower(literal)]).toEqual([input, literal, input.toLowerCase().includes(literal)]);
    }
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'A', 'k', 'K', '\u212a', 'ſ', 'ı', 'o', 'O', '=', '.', 'Σ', 'é', 'É', ' '), maxLength: 30 }), fc.constantFrom(...literals, 'ak', 'a.a', 'ok'), (input, literal) => readText(input).includesLower(literal) === input.toLowerCase().includes(literal)),
      { numRuns: 2000 },
    );
  });

  it('answers letter-and-symbol literals asked one after another of the same text (the places of a symbol are read once)', () => {
    const literals = ['o=', 'l=', 'c=', 'O=', '=o', 'q~', '~q', '-p', 'p-', '-P'];
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('o', 'O', 'l', 'L', 'c', '=', '~', 'q', 'Q', '-', 'p', ' ', 'é'), maxLength: 40 }),
        fc.array(fc.constantFrom(...literals), { minLength: 1, maxLength: 8 }),
        (input, asked) => {
          const text = readText(input);
          const lower = input.toLowerCase();
          return asked.every((literal) => text.includesLower(literal.toLowerCase()) === lower.includes(literal.toLowerCase()));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('gives the lowercase code units of mostly-ASCII text with any characters among it', () => {
    fc.assert(
      fc.property(mostlyAsciiText, (input) => {
        const text = readText(input);
        return sameUnits(text.lowerUnits, input.toLowerCase()) && text.lower === input.toLowerCase();
      }),
      { numRuns: 1000 },
    );
  });
});
