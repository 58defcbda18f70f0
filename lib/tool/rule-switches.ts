// The Rules panel's switches: one per pattern-rule family and one per keyword rule, built from listRules().
// Which ones are off is remembered on this device: a list of switch ids, no user text.
import { listRules } from '@/lib/masking';
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

/** Family names as people say them; a family missing here falls back to its id. */
const FAMILY_LABELS: Record<string, string> = {
  'provider-secrets': 'Provider keys and tokens',
  credentials: 'Credentials',
  cloud: 'Cloud resource names',
  identity: 'Email addresses',
  identities: 'User and account names',
  'internal-names': 'Internal host names',
  network: 'Domains, IP and MAC addresses',
  secrets: 'JSON Web Tokens',
  directory: 'LDAP distinguished names',
  financial: 'Credit cards',
  pii: 'Personal data',
  identifiers: 'UUIDs',
};

let cached: RuleSwitch[] | null = null;

export function ruleSwitches(): RuleSwitch[] {
  if (cached) return cached;
  const families = new Map<string, RuleSwitch>();
  const keywords: RuleSwitch[] = [];
  for (const rule of listRules()) {
    if (rule.source === 'keyword') {
      keywords.push({ id: `keyword:${rule.id}`, source: 'keyword', label: rule.label, description: rule.description, ruleIds: [rule.id] });
      continue;
    }
    let family = families.get(rule.family);
    if (!family) {
      family = { id: `pattern:${rule.family}`, source: 'pattern', label: FAMILY_LABELS[rule.family] ?? rule.family, description: '', ruleIds: [] };
      families.set(rule.family, family);
    }
    family.ruleIds.push(rule.id);
    // The family's one-line description: the labels of its rules, each once.
    if (!family.description.split(', ').includes(rule.label)) family.description = family.description ? `${family.description}, ${rule.label}` : rule.label;
  }
  cached = [...families.values(), ...keywords];
  return cached;
}

/** The rule ids to pass as ProcessOptions.disabledRules for the switches that are off. */
export function disabledRuleIds(off: ReadonlySet<string>): string[] {
  return ruleSwitches().flatMap((s) => (off.has(s.id) ? s.ruleIds : []));
}

export function loadSwitchesOff(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RULE_SWITCHES_STORAGE_KEY) ?? '[]');
    const known = new Set(ruleSwitches().map((s) => s.id));
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
