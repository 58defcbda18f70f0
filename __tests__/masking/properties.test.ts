/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { MaskingEngine, type Detection, type Mode } from '@/lib/masking';

const hex = (length: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${length}}$`));
const word = fc.stringMatching(/^[a-z]{1,8}$/);
const octet = fc.integer({ min: 0, max: 255 });

const sensitive = fc.oneof(
  fc.tuple(word, fc.stringMatching(/^[a-z0-9]{0,6}$/), word, fc.constantFrom('com', 'net', 'org', 'io', 'de', 'co.uk')).map(([a, b, d, t]) => `${a}${b}@${d}.${t}`),
  fc.tuple(octet, octet, octet, octet).map((o) => o.join('.')),
  fc.tuple(fc.constantFrom('10', '172.16', '192.168'), octet, octet).map(([p, a, b]) => (p === '10' ? `10.${a}.${b}.${a}` : `${p}.${a}.${b}`)),
  fc.tuple(hex(4), hex(4), hex(3)).map(([a, b, c]) => `2001:${a}:${b}::${c}`),
  fc.tuple(hex(4), hex(2)).map(([a, b]) => `fe80::${a}:${b}ff:fe12:3456`),
  fc.array(hex(2), { minLength: 6, maxLength: 6 }).map((pairs) => pairs.join(':')),
  fc.tuple(hex(8), hex(4), hex(3), hex(3), hex(12)).map(([a, b, c, d, e]) => `${a}-${b}-4${c}-a${d}-${e}`),
  fc.stringMatching(/^\d{4}$/).map((d) => `4111-${d}-1111-1111`),
  fc.tuple(word, word).map(([s, r]) => `arn:aws:iam::123456789012:role/${s}${r}`),
  fc.tuple(word, fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/)).map(([a, b]) => `eyJhbGciOiJIUzI1NiJ9.eyJ${a}${b}.${b}${a}`),
  fc.tuple(word, word).map(([cn, ou]) => `dn="CN=${cn},OU=${ou},DC=corp,DC=com"`),
  fc.tuple(fc.constantFrom('password', 'api_key', 'accessToken', 'client_secret', 'hostname', 'userName'), fc.stringMatching(/^[A-Za-z0-9!#%*+-]{1,12}$/)).map(([k, v]) => `${k}=${v}`),
  fc.tuple(fc.constantFrom('password', 'token', 'secret'), fc.stringMatching(/^[A-Za-z0-9 _-]{1,12}$/)).map(([k, v]) => `"${k}": "${v}"`),
  fc.tuple(word, word, fc.constantFrom('com', 'net', 'org')).map(([a, b, t]) => `${a}.${b}.${t}`),
  fc.constantFrom('192.0.2.44', 'alex.morgan@example.com', '[Masked Email 1]', '10.20.30.40', 'portal.example.com'),
  // Values whose labels hold words a rule reads as a name (`[Masked Account Name 1]`, `[Masked Set-Cookie Value 1]`).
  word.map((w) => `Account Name: ${w}`),
  hex(32).map((h) => `Set-Cookie: JSESSIONID=${h}; Path=/`),
  fc.tuple(word, word).map(([u, p]) => `mysql -u ${u} -p${p}x9`),
);
const benign = fc.oneof(
  word,
  fc.constantFrom('main.py', 'README.md', 'InvoiceService.java', 'std::vector', '12:34:56', '1.2.3', '10.0.19041.1', 'GET', '{', '}', '"', "'", '(x)', '—', 'é'),
  fc.string({ maxLength: 6 }),
);
const separator = fc.constantFrom(' ', '\n', '\r\n', '\t', ', ', ' | ', '; ');
const logText = fc.array(fc.tuple(fc.oneof(sensitive, benign), separator), { maxLength: 30 }).map((parts) => parts.map(([t, s]) => t + s).join(''));
const mode = fc.constantFrom<Mode>('mask', 'replace');

/** The input between detections, in order — it must appear unchanged in the output. */
function untouched(input: string, detections: Detection[]): string[] {
  const segments: string[] = [];
  let last = 0;
  for (const d of detections) {
    segments.push(input.slice(last, d.start));
    last = d.end;
  }
  segments.push(input.slice(last));
  return segments;
}

/** `needle` occurs in `haystack` as a whole token (not inside a longer word or number). */
function containsToken(haystack: string, needle: string): boolean {
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (!/[a-z0-9]/.test(haystack.charAt(at - 1)) && !/[a-z0-9]/.test(haystack.charAt(at + needle.length))) return true;
  }
  return false;
}

const hasCaseVariants = (detections: Detection[]) => {
  const byKey = new Map<string, string>();
  return detections.some((d) => {
    const seen = byKey.get(d.original.toLowerCase());
    byKey.set(d.original.toLowerCase(), d.original);
    return seen !== undefined && seen !== d.original;
  });
};

const runs = { numRuns: 300 };

describe('engine properties over random log-like text', () => {
  it('points every detection at its original, in order, without overlaps', () => {
    fc.assert(
      fc.property(logText, mode, (input, m) => {
        const { detections } = new MaskingEngine().process(input, { mode: m });
        let last = 0;
        for (const d of detections) {
          expect(input.slice(d.start, d.end)).toBe(d.original);
          expect(d.start).toBeGreaterThanOrEqual(last);
          last = d.end;
        }
      }),
      runs,
    );
  });

  it('changes nothing outside the detections', () => {
    fc.assert(
      fc.property(logText, mode, (input, m) => {
        const { output, detections } = new MaskingEngine().process(input, { mode: m });
        const segments = untouched(input, detections);
        const rebuilt = segments.map((segment, i) => segment + (detections[i]?.masked ?? '')).join('');
        expect(output).toBe(rebuilt);
      }),
      runs,
    );
  });

  it('leaves no detected original in the text around the substitutes', () => {
    fc.assert(
      fc.property(logText, mode, (input, m) => {
        const { detections } = new MaskingEngine().process(input, { mode: m });
        const around = untouched(input, detections).join('\u0000').toLowerCase();
        // Values of one or two characters are ordinary words elsewhere; longer ones must not survive.
        for (const d of detections.filter((x) => x.original.length >= 3)) expect({ original: d.original, survives: containsToken(around, d.original.toLowerCase()) }).toEqual({ original: d.original, survives: false });
      }),
      runs,
    );
  });

  it('restores the input exactly in both modes', () => {
    fc.assert(
      fc.property(logText, mode, (input, m) => {
        const engine = new MaskingEngine();
        const { output, detections } = engine.process(input, { mode: m });
        fc.pre(!hasCaseVariants(detections));
        expect(engine.restore(output)).toBe(input);
      }),
      runs,
    );
  });

  it('changes nothing when a fresh engine masks its masked output again', () => {
    fc.assert(
      fc.property(logText, (input) => {
        const once = new MaskingEngine().process(input, { mode: 'mask' }).output;
        expect(new MaskingEngine().process(once, { mode: 'mask' }).output).toBe(once);
      }),
      runs,
    );
  });

  it('changes nothing when its own output is processed again', () => {
    fc.assert(
      fc.property(logText, mode, (input, m) => {
        const engine = new MaskingEngine();
        const once = engine.process(input, { mode: m }).output;
        expect(engine.process(once, { mode: m }).output).toBe(once);
      }),
      runs,
    );
  });
});
