import { listRules, maskText } from '@/lib/masking';

const SAMPLE = [
  'Authorization: Bearer 2YotnFZFEjr1zCsicMWpAA9',
  'GITHUB_TOKEN=ghp_R8mK2vQ9xT4nL7wB1cZ5hJ3dF6gY0aS2eP4u',
  'An account failed to log on: CORP\\jsmith',
  'ping dc01.corp.local',
  'IBAN: DE89 3704 0044 0532 0130 00',
].join('\n');

const NEW_FAMILIES = ['credentials', 'provider-secrets', 'identities', 'internal-names', 'pii'];

describe('rule families', () => {
  it('lists every new rule with a family, a label, a description and examples', () => {
    const rules = listRules();
    const ids = rules.map((rule) => rule.id);
    for (const id of [
      'authorization-bearer', 'authorization-basic', 'authorization-digest', 'authorization-token', 'cookie', 'set-cookie',
      'url-password', 'cli-password', 'aws-access-key-id', 'aws-secret-access-key', 'github-token', 'gitlab-token',
      'slack-token', 'slack-webhook', 'stripe-key', 'google-api-key', 'openai-key', 'anthropic-key', 'npm-token',
      'azure-storage-key', 'azure-sas-signature', 'twilio-sid', 'sendgrid-key', 'private-key', 'generic-secret',
      'windows-account', 'upn', 'windows-event-account-name', 'windows-event-workstation', 'windows-event-source-address',
      'user-directory', 'actor-phrase', 'internal-hostname', 'netbios-host', 'card-number', 'iban', 'phone-number', 'us-ssn',
    ]) {
      expect(ids).toContain(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    for (const family of NEW_FAMILIES) expect(rules.some((rule) => rule.family === family)).toBe(true);
    for (const rule of rules) {
      expect(rule.label.length).toBeGreaterThan(0);
      expect(rule.description.length).toBeGreaterThan(10);
      expect(rule.examples.match.length).toBeGreaterThan(0);
    }
  });

  it('detects one value of each new family in the sample with everything on', () => {
    const families = new Set(maskText(SAMPLE, { mode: 'mask' }).detections.map((d) => listRules().find((r) => r.id === d.type)?.family));
    for (const family of NEW_FAMILIES) expect(families).toContain(family);
  });

  it.each(NEW_FAMILIES)('switches the whole %s family off by its family id', (family) => {
    const familyIds = new Set(listRules().filter((rule) => rule.family === family).map((rule) => rule.id));
    const on = maskText(SAMPLE, { mode: 'mask' }).detections.filter((d) => familyIds.has(d.type));
    const off = maskText(SAMPLE, { mode: 'mask', disabledRules: [family] }).detections.filter((d) => familyIds.has(d.type));
    expect(on.length).toBeGreaterThan(0);
    expect(off).toEqual([]);
  });

  it('switches a single rule off by its rule id and leaves the rest of its family on', () => {
    const result = maskText(SAMPLE, { mode: 'mask', disabledRules: ['github-token'] });
    const types = result.detections.map((d) => d.type);
    expect(types).not.toContain('github-token');
    expect(types).toContain('authorization-bearer');
  });
});
