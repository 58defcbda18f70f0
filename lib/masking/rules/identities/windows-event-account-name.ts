import type { PatternRule } from '../../types';
import { USER_NAME_VALUE } from './user-name-value';
import { EVENT_FIELD, EVENT_FIELD_ANCHOR, EVENT_FIELD_KEYWORDS, isEventFieldValue } from './windows-event-field-shape';

export const windowsEventAccountName: PatternRule = {
  id: 'windows-event-account-name',
  label: 'Account Name',
  family: 'identities',
  priority: 10,
  description: 'The Account Name field of a Windows security event.',
  regex: EVENT_FIELD,
  anchor: EVENT_FIELD_ANCHOR,
  group: 2,
  keywords: EVENT_FIELD_KEYWORDS,
  validate: isEventFieldValue('account name'),
  ...USER_NAME_VALUE,
  examples: {
    match: ['Subject:\n\tSecurity ID:\t\tS-1-5-21-3623811015\n\tAccount Name:\t\tjsmith\n\tAccount Domain:\t\tCORP', 'Account Name: svc_backup', '{"Message":"Subject:\\r\\n\\tAccount Name:\\t\\tpgustavo\\r\\n\\tAccount Domain:\\t\\tTHESHIRE"}'],
    noMatch: ['Account Name:\t\t-', 'Account Name:\t\tSYSTEM', 'Account Name:\t\tDWM-1', 'Account Name: UMFD-0 Account Domain: Font Driver Host'],
  },
};
