import type { PatternRule } from '../../types';
import { keywordStartAnchor } from '../../find/compile/keyword-anchor';

const FAKES = ['BRW020000000001', 'BRW020000000002', 'BRW020000000003', 'BRW020000000004', 'BRW020000000005', 'BRN020000000006', 'BRN020000000007', 'BRN020000000008', 'BRN020000000009', 'BRN020000000010'];

/**
 * The default node name of a Brother network printer: `BRN` (wired) or `BRW` (wireless) and the
 * printer's 12-digit MAC address (Brother's network user's guides, "Node name"), as it shows in DHCP,
 * NetBIOS and mDNS queries: the hardware address is inside the name, so the whole name is masked.
 */
export const printerHost: PatternRule = {
  id: 'printer-host',
  label: 'Printer Name',
  family: 'internal-names',
  priority: 1,
  description: "A Brother printer's default node name, BRN or BRW and its MAC address (BRW0080927AFBCE): the whole name.",
  regex: /[Bb][Rr][NnWw][0-9A-Fa-f]{12}/,
  anchor: keywordStartAnchor(['brn', 'brw']),
  keywords: ['brn', 'brw'],
  validate: (value, { text, start, end }) => {
    const before = text.charAt(start - 1);
    const after = text.charAt(end);
    if (/[\w-]/.test(before) || /[\w-]/.test(after)) return false;
    // One case throughout, as the printer writes it (BRW00… or, lowercased by DNS, brw00…).
    return value === value.toUpperCase() || value === value.toLowerCase();
  },
  fakes: FAKES,
  derive: (n) => `BRW02${n.toString(16).toUpperCase().padStart(10, '0')}`,
  examples: {
    match: ['DHCPREQUEST from BRW0080927AFBCE (00:80:92:7a:fb:ce)', 'query brn3c2af4a1b2c3.local', 'NBNS name BRW0080927AFBCE<00>'],
    noMatch: ['brwc0cb383d1f4', 'BRWXYZ0000000000', 'abrw0080927afbce'],
  },
};
