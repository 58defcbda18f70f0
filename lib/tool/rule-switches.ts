// The Rules panel's switches: one per pattern-rule family and one per keyword rule, built from listRules().
// This module imports the engine: the /tool page (a server component) calls ruleSwitches() at build time and
// hands the list to the tool island, whose code uses only rule-switch-state.ts.
import { listRules } from '@/lib/masking';
import { switchedOffRuleIds, type RuleSwitch } from './rule-switch-state';

export { RULE_SWITCHES_STORAGE_KEY, type RuleSwitch } from './rule-switch-state';

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
  return switchedOffRuleIds(off, ruleSwitches());
}
