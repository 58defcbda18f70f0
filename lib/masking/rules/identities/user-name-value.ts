import type { PatternRule } from '../../types';
import { isSystemAccount } from './system-accounts';
import { FAKE_USER_NAMES } from './user-names';

/**
 * What every rule that finds a user name by its place shares: the name is masked wherever else it stands
 * as a word, unless it is a well-known system account (`root`, `nobody`: masked only where found), and in
 * Replace mode it becomes one of the shared fake user names, then user11, user12, …
 * Spread it into the rule; a rule with its own exceptions sets `contextual` after it.
 */
export const USER_NAME_VALUE = {
  contextual: (value: string) => !isSystemAccount(value),
  fakes: FAKE_USER_NAMES,
  derive: (n: number) => `user${n}`,
} satisfies Pick<PatternRule, 'contextual' | 'fakes' | 'derive'>;
