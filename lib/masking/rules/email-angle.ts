import type { PatternRule } from '../types';
import { email, isMailAddress } from './email';

/**
 * An address inside `<…>` whose local part holds `=` (RFC 5322 atext allows it): VERP and SRS bounce
 * addresses (`<bounces+123-jo=example.org@mail.example.net>`, `<SRS0=HHH=TT=example.org=jo@srs.example.net>`)
 * and list or campaign senders (`<b2x==_77_q9==@in.example.com>`), as mail servers log them
 * (`from=<…>`). The brackets delimit the address, so it is masked whole; outside brackets the email
 * rule stops at `=`, so `user=jo@example.com` keeps its `user=`.
 */
export const emailAngle: PatternRule = {
  id: 'email-angle',
  label: 'Email',
  family: 'identity',
  priority: 1,
  description: 'An address in <…> whose local part holds = (VERP and SRS addresses, <SRS0=HHH=TT=example.org=jo@srs.example.net>), whole.',
  regex: /(?<=<)([\w%+=-][\w.%+'=-]{0,127}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8})(?=>)/,
  group: 1,
  anchor: { regex: /@/g, width: 1, lead: "\\w.%+'=-", maxLead: 128 },
  keywords: ['@'],
  validate: (value, { text, start }) => text.charCodeAt(start - 1) === 60 /* < */ && value.indexOf('=') >= 0 && value.indexOf('=') < value.indexOf('@') && isMailAddress(value, '@'),
  fakes: email.fakes,
  derive: email.derive,
  examples: {
    match: ['from=<bounces+4421-9a1f-jo=example.org@mail.example.net>', 'from=<SRS0=x7Qa=5P=example.org=jo@srs.example.net> to=<a@example.com>'],
    noMatch: ['user=jo@example.com', 'from=<jo@example.com>', '<a=b@localhost>'],
  },
};
