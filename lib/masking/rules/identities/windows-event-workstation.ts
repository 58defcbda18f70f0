import type { PatternRule } from '../../types';
import { EVENT_FIELD, EVENT_FIELD_ANCHOR, EVENT_FIELD_KEYWORDS, isEventFieldValue } from './windows-event-field-shape';

const FAKES = ['EXAMPLE-WS01', 'EXAMPLE-WS02', 'EXAMPLE-WS03', 'EXAMPLE-WS04', 'EXAMPLE-WS05', 'EXAMPLE-WS06', 'EXAMPLE-WS07', 'EXAMPLE-WS08', 'EXAMPLE-WS09', 'EXAMPLE-WS10'];

export const windowsEventWorkstation: PatternRule = {
  id: 'windows-event-workstation',
  label: 'Workstation Name',
  family: 'identities',
  priority: 10,
  description: 'The Workstation Name (or Source Workstation, Caller Computer Name) field of a Windows security event.',
  regex: EVENT_FIELD,
  anchor: EVENT_FIELD_ANCHOR,
  group: 2,
  keywords: EVENT_FIELD_KEYWORDS,
  validate: isEventFieldValue('workstation name', 'source workstation', 'caller computer name'),
  fakes: FAKES,
  derive: (n) => `EXAMPLE-WS${n}`,
  examples: {
    match: ['\tWorkstation Name:\tWKS-0042', 'Source Workstation: LAPTOP-7F3K2'],
    noMatch: ['Workstation Name:\t-'],
  },
};
