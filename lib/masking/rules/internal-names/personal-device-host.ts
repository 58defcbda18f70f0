import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { PatternRule } from '../../types';

const DEVICE_WORDS = ['macbook', 'imac', 'mac-mini', 'iphone', 'ipad', '-pc', 'laptop', 's-air', 's-mbp', 's-mba', 's-mac'];

/** A possessive and a short model name at the end (`Tims-Air`, `Anas-MBP.local`). */
const SHORT_MODEL = /'?s-(?:air|mbp|mba|mac(?:-studio|-pro)?)(?:-\d{1,3})?(?:\.(?:local|lan|home))?$/i;

/** The owner: one to three words (`jane`, `Tim-Stacks`, `mary-ann-lee`). */
const OWNER = '[A-Za-z][A-Za-z0-9]{1,30}?(?:-[A-Za-z][A-Za-z0-9]{1,30}?){0,2}';

const FAKES = ['examples-MacBook-Pro', 'samples-iMac', 'demo-iPhone', 'tests-MacBook-Air', 'example-PC', 'sample-Laptop', 'demos-iPad', 'examples-Mac-mini', 'placeholder-PC', 'fake-MacBook-Pro'];

/** Architecture and vendor words that stand before `-pc` in target triples (`i686-pc-linux-gnu`), not owners. */
const NOT_OWNERS = /^(?:i[3-6]86|x86(?:_64)?|amd64|arm\w*|aarch64|unknown|apple|ibm|sun|my|the|new|old|your|default)$/i;

/**
 * The name a device gets after its owner: `janes-macbook-pro`, `authorMacBook-Pro`, `Jamie's iPhone`
 * written as `Jamies-iPhone`, `JOHN-PC`, `jsmith-laptop`. The whole host name is the value (with its
 * `.local` or `.lan` suffix).
 */
export const personalDeviceHost: PatternRule = {
  id: 'personal-device-host',
  label: 'Device Name',
  family: 'internal-names',
  priority: 1,
  description: "A device named after its owner: janes-macbook-pro, Jamies-iPhone, JOHN-PC, jsmith-laptop (the whole host name).",
  // Apple's default names are the owner's possessive and the model (`Tims-MacBook-Air`, `Tims-Air`, `Tim-Stacks-iMac`).
  regex: new RegExp(
    `(?<![\\w.-])(?:${OWNER}(?:'?s)?-?(?:[Mm]ac[Bb]ook(?:-[Pp]ro|-[Aa]ir)?|i[Mm]ac|[Mm]ac-[Mm]ini|i[Pp]hone|i[Pp]ad|PC|pc|[Ll]aptop|LAPTOP)|${OWNER}'?s-(?:[Aa]ir|MBP|mbp|MBA|mba|[Mm]ac(?:-[Ss]tudio|-[Pp]ro)?))(?:-\\d{1,3})?(?:\\.(?:local|lan|home))?(?![\\w-])`,
  ),
  // Looked for only where the keyword pass found a device word, walking left over the owner's name.
  anchor: keywordStartAnchor(DEVICE_WORDS, "A-Za-z0-9'-", 96),
  keywords: DEVICE_WORDS,
  validate: (value) => {
    const owner = /^[A-Za-z][A-Za-z0-9]{1,30}?(?='?s-|-|[Mm]ac|i[MPp]|PC|pc|[Ll]aptop|LAPTOP)/.exec(value)?.[0] ?? '';
    // The short models after a possessive (`Tims-Air`, `Anas-MBP`) as Apple writes them: the owner's name is
    // capitalised there, so `ops-air` or `runs-mac` is no device of a person.
    if (SHORT_MODEL.test(value) && !/^[A-Z]/.test(owner)) return false;
    return owner.length >= 2 && !NOT_OWNERS.test(owner);
  },
  fakes: FAKES,
  derive: (n) => `example${n}-MacBook-Pro`,
  examples: {
    match: ['Jul  5 13:54:24 authorMacBook-Pro QQ[10018]: dealloc', 'janes-macbook-pro.local mDNSResponder', 'JOHN-PC  Success RDP', 'host=jsmith-laptop', 'Apr  7 00:49:42 Lena-Holms-iMac kernel[0]: Link up', 'Aug 16 00:32:15 Omars-Air syslogd[314]: Configuration Notice:', 'Bonjour: Marias-MacBook-Air.local'],
    noMatch: ['configure --host=i686-pc-linux-gnu', 'MacBook-Pro', 'buy an iPhone today', 'x86_64-pc-windows-msvc', 'ops-air', 'hot-air balloon', 'runs-mac'],
  },
};
