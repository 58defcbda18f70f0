import type { PatternRule } from '../../types';

/**
 * The fakes of a person's name (label `Person Name`), for every rule that finds one: the person-name
 * keyword rule, mailbox-name and irc-real-name. Ten realistic names, then `Example Person 11`, …
 */
export const PERSON_NAME_FAKES = {
  fakes: ['Alex Morgan', 'Jamie Lee', 'Sam Taylor', 'Casey Kim', 'Riley Chen', 'Morgan Diaz', 'Jordan Patel', 'Taylor Nguyen', 'Drew Santos', 'Avery Brooks'],
  derive: (n: number) => `Example Person ${n}`,
} satisfies Pick<PatternRule, 'fakes' | 'derive'>;
