/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { codeUnits } from '@/lib/masking/find/code-units';

function expectSameUnits(text: string) {
  const units = codeUnits(text);
  expect(units.length).toBe(text.length);
  for (let i = 0; i < text.length; i++) expect(units[i]).toBe(text.charCodeAt(i));
}

describe('codeUnits gives the code units of a text in a typed array', () => {
  it('uses one byte per character for ASCII text', () => {
    const units = codeUnits('user=alice\tid=42\n');
    expect(units).toBeInstanceOf(Uint8Array);
    expectSameUnits('user=alice\tid=42\n');
  });

  it('keeps every code unit of text outside ASCII (accents, astral characters, lone surrogates, NUL)', () => {
    for (const text of ['café', 'Zoë 👩‍💻 end', 'a\ud800b', '\u0000x\u007f', 'ÿ', '']) {
      const units = codeUnits(text);
      if (/[^\x00-\x7f]/.test(text)) expect(units).toBeInstanceOf(Uint16Array);
      expectSameUnits(text);
    }
  });

  it('matches charCodeAt at every index of any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const units = codeUnits(text);
        for (let i = 0; i < text.length; i++) if (units[i] !== text.charCodeAt(i)) return false;
        return units.length === text.length;
      }),
      { numRuns: 500 },
    );
  });
});
