// Which rule switches are off, and what that means for a run: plain functions of a switch list the page is
// given (app/tool/page.tsx builds it from the engine at build time, see rule-switches.ts), so the page's
// first-load JavaScript carries no engine. Which switches are off is remembered on this device: a list of
// switch ids, no user text.
import { safeStorage } from './tab-or-device';

export const RULE_SWITCHES_STORAGE_KEY = 'pastesafe.ruleSwitches.v1';

export interface RuleSwitch {
  /** `pattern:<family>` or `keyword:<rule id>`. */
  id: string;
  source: 'pattern' | 'keyword';
  label: string;
  description: string;
  /** The rule ids the switch turns off (pattern and keyword families share names, so never a family id). */
  ruleIds: string[];
}

/** The rule ids to pass as ProcessOptions.disabledRules for the switches of `switches` that are off. */
export function switchedOffRuleIds(off: ReadonlySet<string>, switches: readonly RuleSwitch[]): string[] {
  return switches.flatMap((s) => (off.has(s.id) ? s.ruleIds : []));
}

/** The remembered switches that are off, among `switches` (an id no longer in the list is dropped). */
export function loadSwitchesOff(switches: readonly RuleSwitch[], storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RULE_SWITCHES_STORAGE_KEY) ?? '[]');
    const known = new Set(switches.map((s) => s.id));
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && known.has(id)) : []);
  } catch {
    return new Set();
  }
}

export function saveSwitchesOff(off: ReadonlySet<string>, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = safeStorage()): void {
  try {
    if (off.size === 0) storage?.removeItem(RULE_SWITCHES_STORAGE_KEY);
    else storage?.setItem(RULE_SWITCHES_STORAGE_KEY, JSON.stringify([...off]));
  } catch {
    // Storage full or disabled: the switches then last for this visit only.
  }
}
