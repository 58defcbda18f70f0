/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { codeUnits } from '@/lib/masking/find/code-units';
import { mostlyAsciiText, sameUnits } from './mostly-ascii';

function expectSameUnits(text: string) {
  const units = codeUnits(text);
  expect(units.length).toBe(text.length);
  const differing: number[] = [];
  for (let i = 0; i < text.length; i++) if (units[i] !== text.charCodeAt(i)) differing.push(i);
  expect(differing).toEqual([]);
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

describe('codeUnits on long texts with a few characters outside ASCII', () => {
  it('keeps every code unit when marks, arrows, accents and emoji stand among ASCII runs', () => {
    const line = 'Jan 12 10:00:01 host sshd[42]: Accepted password for alice from 10.0.0.1 port 22\n';
    const extras = ['\u200e', '→', 'é', '👩‍💻', '\ud800', '\udc00x', '\u0080', '\u07ff', '\u0800', '\uffff'];
    let text = '';
    for (let i = 0; i < 400; i++) text += line + (i % 7 === 0 ? extras[i % extras.length] : '');
    const units = codeUnits(text);
    expect(units).toBeInstanceOf(Uint16Array);
    expectSameUnits(text);
  });

  it('matches charCodeAt for any mostly-ASCII string', () => {
    fc.assert(
      fc.property(mostlyAsciiText, (text) => sameUnits(codeUnits(text), text)),
      { numRuns: 1000 },
    );
  });
});
