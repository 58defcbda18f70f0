import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { FakePool, PatternRule } from '../../types';

/** Words of a phone system's log before the number a call went to or came from. */
const DIAL_WORDS = ['extension', 'exten', 'dial', 'called', 'calling', 'callee', 'callerid', 'caller id', 'caller-id', 'dnid', 'rdnis', 'destination number'];

function dialledPool(original: string): FakePool {
  // The same layout, the digits of a reserved fiction range (555-01XX in North America, Ofcom's 07700 900XXX).
  const make = (n: number) => {
    const serial = String(n).padStart(6, '0');
    let d = 0;
    const digits = `07700900${serial}`.slice(-original.replace(/\D/g, '').length);
    return original.replace(/\d/g, () => digits[d++] ?? '0');
  };
  return { key: `dialled:${original.replace(/\d/g, '9')}`, fakes: Array.from({ length: 10 }, (_, i) => make(i + 1)), derive: (n) => make(n + 11) };
}

/**
 * A number a phone system dialled or was called from, in the forms PBX logs write it: with an outside-line
 * or international prefix glued on (`9011+442037…`, `++4417…`, `0044…`), after `to extension`, `Dial(…/`,
 * `Called`, `CallerID`. Libphonenumber reads none of these as a phone number; six digits or more (a short
 * internal extension is an account, see the phrase frames).
 */
export const dialledNumber: PatternRule = {
  id: 'dialled-number',
  label: 'Phone Number',
  family: 'pii',
  priority: 11,
  description: "A number a phone system dialled or was called from, as PBX logs write it (outside-line and international prefixes glued on: 9011+442037..., ++4417...): after to extension, Dial(.../, Called, CallerID; six digits or more.",
  // Dial(…/number…): the number after a technology and trunk (`SIP/trunk1/`); the other words: the number after them.
  regex: /(?<![\w-])(?:dial\([^)\n]{0,80}?\/|(?:extension|exten|dial(?:l?ed|l?ing)|called|calling|callee|caller[ -]?id|dnid|rdnis|destination number)(?:\([^)\n]{0,40}\))?(?:[ \t]*[:=]|[ \t]+(?:number|to|is))?[ \t]*['"<]?)(\+{0,2}\d[\d+*#]{5,24})(?![\w.])/gi,
  group: 1,
  anchor: keywordStartAnchor(DIAL_WORDS),
  keywords: DIAL_WORDS,
  contextual: true,
  fakes: dialledPool('+442079460000').fakes,
  pool: dialledPool,
  derive: (n, original) => dialledPool(original).derive(n),
  examples: {
    match: ["chan_sip.c: Call from '' (192.0.2.5:5060) to extension '9011442037654321' rejected because extension not found in context 'default'.", 'Executing [s@macro-dialout-trunk:19] Dial("SIP/201-0000a1", "SIP/trunk1/++441734567890,300") in new stack', 'CallerID: 0044207946123'],
    noMatch: ['to extension 101', 'Dial("SIP/201", 30)', 'called 3 times'],
  },
};
