import type { PatternRule } from '../../types';
import { EVENT_FIELD, EVENT_FIELD_ANCHOR, EVENT_FIELD_KEYWORDS, isEventFieldValue } from './windows-event-field-shape';

const FAKES = ['192.0.2.10', '192.0.2.20', '192.0.2.30', '198.51.100.10', '198.51.100.20', '198.51.100.30', '203.0.113.10', '203.0.113.20', '203.0.113.30', '203.0.113.40'];

/**
 * The Source Network Address of a Windows event when no IP rule took it (a host name, `::ffff:…`); an
 * IP address here is masked by the IP rules first, which keep its class.
 */
export const windowsEventSourceAddress: PatternRule = {
  id: 'windows-event-source-address',
  label: 'Source Network Address',
  family: 'identities',
  priority: 10,
  description: 'The Source Network Address (or Source Address, Client Address) field of a Windows security event.',
  regex: EVENT_FIELD,
  anchor: EVENT_FIELD_ANCHOR,
  group: 2,
  keywords: EVENT_FIELD_KEYWORDS,
  validate: isEventFieldValue('source network address', 'source address', 'client address'),
  fakes: FAKES,
  derive: (n) => `198.18.${(n >> 8) & 255}.${n & 255}`,
  examples: {
    match: ['\tSource Network Address:\tWKS-0042', 'Client Address: LAPTOP-7F3K2', 'Network Information:\\r\\n\\tSource Address:\\t\\tfe80::1c2b:3a4d:5e6f:7081\\r\\n'],
    noMatch: ['Source Network Address:\t-', 'Source Network Address:\t::1'],
  },
};
