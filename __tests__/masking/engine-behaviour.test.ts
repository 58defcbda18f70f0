import { CUSTOM_RULE_CATALOGUE, MaskingEngine, listRules, maskText, ruleLabel } from '@/lib/masking';
import { catalogueSubcategories } from '@/lib/masking/catalogue';
import { isLuhnValid } from '@/lib/masking/substitute/random-fakes';

describe('detection across stages', () => {
  it('lets custom rules win over pattern rules, and pattern rules over keyword rules', () => {
    const input = 'owner=alice@contoso.com password=alice@contoso.com';
    const custom = maskText(input, { mode: 'mask', customRules: [{ value: 'ALICE@contoso.com', category: 'Personal Information', subcategory: 'Name' }] });
    expect(custom.output).toBe('owner=[Masked Name 1] password=[Masked Name 1]');
    // A custom value inside a larger value gives way to it: no part of the email stays visible.
    const inside = maskText(input, { mode: 'mask', customRules: [{ value: 'ALICE', category: 'Personal Information', subcategory: 'Name' }] });
    expect(inside.output).toBe('owner=[Masked Email 1] password=[Masked Email 1]');
    const patterns = maskText(input, { mode: 'mask' });
    expect(patterns.detections.map((d) => d.type)).toEqual(['email', 'email']);
    expect(patterns.output).toBe('owner=[Masked Email 1] password=[Masked Email 1]');
  });

  it('prefers the email over the domain inside it', () => {
    expect(maskText('mail bob.smith@mail.contoso.com now', { mode: 'mask' }).output).toBe('mail [Masked Email 1] now');
  });

  it('masks only the value of a keyword parameter and keeps the quotes', () => {
    const input = `{"password": "hunter2", 'api_key': 'sk_live_1'} token=abc&next=1 db.secret: s3cr3t;`;
    expect(maskText(input, { mode: 'mask' }).output).toBe(
      `{"password": "[Masked Password 1]", 'api_key': '[Masked Key 1]'} token=[Masked Token 1]&next=1 db.secret: [Masked Secret 1];`,
    );
  });

  it('keeps DN attribute names and separators and masks each value', () => {
    expect(maskText('bind dn="CN=Smith\\, John,OU=Sales,DC=contoso,DC=acme" ok', { mode: 'mask' }).output).toBe(
      'bind dn="CN=[Masked DN Common Name 1],OU=[Masked DN Organizational Unit 1],DC=[Masked DN Domain Component 1],DC=[Masked DN Domain Component 2]" ok',
    );
  });

  it("keeps a DN's structure visible: units every directory has, and the top-level domain components at its end", () => {
    expect(maskText('bind dn="uid=jdoe,ou=people,dc=contoso,dc=com" ok', { mode: 'mask' }).output).toBe('bind dn="uid=[Masked DN User ID 1],ou=people,dc=[Masked DN Domain Component 1],dc=com" ok');
    expect(maskText('CN=WS-0042,OU=Domain Controllers,DC=corp,DC=acme,DC=co,DC=uk', { mode: 'mask' }).output).toBe(
      'CN=[Masked DN Common Name 1],OU=Domain Controllers,DC=[Masked DN Domain Component 1],DC=[Masked DN Domain Component 2],DC=co,DC=uk',
    );
    // A local suffix only at the end; before another component it is a name of the tree's own.
    expect(maskText('cn=svc,ou=Service Accounts,dc=contoso,dc=local', { mode: 'mask' }).output).toBe('cn=[Masked DN Common Name 1],ou=Service Accounts,dc=[Masked DN Domain Component 1],dc=local');
    expect(maskText('cn=svc,dc=corp,dc=contoso', { mode: 'mask' }).output).toBe('cn=[Masked DN Common Name 1],dc=[Masked DN Domain Component 1],dc=[Masked DN Domain Component 2]');
    // A unit named for a team or a place is the organisation's own: masked.
    expect(maskText('CN=Jane Roe,OU=Payroll Team,DC=contoso,DC=com', { mode: 'mask' }).detections.map((d) => d.original)).toEqual(['Jane Roe', 'Payroll Team', 'contoso']);
  });

  it('leaves file names, code identifiers, timestamps and versions alone', () => {
    const input = [
      'main.py README.md deploy.sh backup.zip InvoiceService.java com.initech.Service.run std::vector Foo::Bar',
      '12:34:56 2024-01-15T10:22:33Z 1.2.3 10.0.19041.1 v2.14.0 logger.info user.name package.json node.js',
    ].join('\n');
    expect(maskText(input, { mode: 'mask' }).detections).toEqual([]);
  });

  it('lets the tool switch off a rule or a whole family', () => {
    const input = 'alice@contoso.com 10.0.0.5 fe80::1 password=x';
    // The email switched off stays whole: its domain is not masked on its own (switched-off-rules.test.ts).
    expect(maskText(input, { mode: 'mask', disabledRules: ['email'] }).detections.map((d) => d.type)).toEqual(['ipv4-internal', 'ipv6-link-local', 'password']);
    expect(maskText(input, { mode: 'mask', disabledRules: ['network', 'secrets'] }).detections.map((d) => d.type)).toEqual(['email']);
  });
});

describe('replace mode', () => {
  it('keeps the class of each value', () => {
    const engine = new MaskingEngine({ random: () => 0.5 });
    const input = 'a 10.1.2.3 b 172.20.1.1 c 192.168.7.7 d 8.8.8.8 e 127.0.0.1 f 4111-1111-1111-1111 g 00:1A:2B:3C:4D:5E h 550e8400-e29b-41d4-a716-446655440000 i fe80::1 j 2606:4700::1';
    const { detections } = engine.process(input, { mode: 'replace' });
    const fake = (type: string) => detections.find((d) => d.type === type)!.masked;
    const internal = detections.filter((d) => d.type === 'ipv4-internal').map((d) => d.masked);
    expect(internal[0]).toMatch(/^10\./);
    expect(internal[1]).toMatch(/^172\.(1[6-9]|2\d|3[01])\./);
    expect(internal[2]).toMatch(/^192\.168\./);
    expect(fake('ipv4-external')).toMatch(/^(192\.0\.2|198\.51\.100|203\.0\.113)\./);
    expect(fake('ipv4-loopback')).toMatch(/^127\./);
    expect(fake('credit-card')).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
    expect(isLuhnValid(fake('credit-card').replace(/-/g, ''))).toBe(true);
    expect(fake('mac')).toMatch(/^[0-9A-F]([26AE])(:[0-9A-F]{2}){5}$/);
    expect(fake('uuid')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fake('ipv6-link-local')).toMatch(/^fe80:/);
    expect(fake('ipv6-external')).toMatch(/^2001:db8:/);
  });

  it('gives more than ten different emails different fakes and restores them all', () => {
    const engine = new MaskingEngine();
    const input = Array.from({ length: 30 }, (_, i) => `u${i}@contoso.com`).join(' ');
    const { output, detections } = engine.process(input, { mode: 'replace' });
    expect(new Set(detections.map((d) => d.masked)).size).toBe(30);
    for (const d of detections) expect(d.masked).toMatch(/@example\.(com|org|net)$/);
    expect(engine.restore(output)).toBe(input);
  });

  it('never uses a fake that already occurs in the input', () => {
    const pool = ['alex.morgan@example.com', 'jamie.lee@example.org', 'sam.taylor@example.net', 'casey.kim@example.com', 'riley.chen@example.org'];
    for (let seed = 0; seed < 10; seed++) {
      const engine = new MaskingEngine({ random: () => seed / 10 });
      const input = `${pool.join(' ')} real.person@contoso.com`;
      const fake = engine.process(input, { mode: 'replace' }).detections.find((d) => d.original === 'real.person@contoso.com')!.masked;
      expect(input.toLowerCase()).not.toContain(fake.toLowerCase());
    }
  });

  it('uses the typed replacement for a Custom Rule in both modes', () => {
    const customRules = [{ value: 'Project Falcon', category: 'Custom Rule', replacement: 'Project X' }];
    expect(maskText('see project falcon docs', { mode: 'mask', customRules }).output).toBe('see Project X docs');
    expect(maskText('see Project Falcon docs', { mode: 'replace', customRules }).output).toBe('see Project X docs');
  });
});

describe('a session', () => {
  it('keeps substitutes consistent across runs; another spelling is another value, so restore gives each back', () => {
    const engine = new MaskingEngine();
    const first = engine.process('a Alice@Contoso.com', { mode: 'mask' }).output;
    const second = engine.process('b bob@contoso.com c alice@contoso.COM d Alice@Contoso.com', { mode: 'mask' }).output;
    expect(first).toBe('a [Masked Email 1]');
    expect(second).toBe('b [Masked Email 2] c [Masked Email 3] d [Masked Email 1]');
    expect(engine.restore(second)).toBe('b bob@contoso.com c alice@contoso.COM d Alice@Contoso.com');
  });

  it('restores an AI answer that quotes the substitutes', () => {
    const engine = new MaskingEngine();
    engine.process('login from 10.0.0.5 by alice@contoso.com', { mode: 'mask' });
    expect(engine.restore('Block [Masked Internal IPv4 1] and ask [Masked Email 1].')).toBe('Block 10.0.0.5 and ask alice@contoso.com.');
  });

  it('leaves a removed false positive visible from then on', () => {
    const engine = new MaskingEngine();
    engine.process('host api.contoso.com ip 10.0.0.5', { mode: 'mask' });
    engine.removeMapping('API.contoso.com');
    expect(engine.mappings().map((m) => m.original)).toEqual(['10.0.0.5']);
    expect(engine.process('host api.contoso.com ip 10.0.0.5', { mode: 'mask' }).output).toBe('host api.contoso.com ip [Masked Internal IPv4 1]');
  });

  it('applies a mapping the user added, as a literal in later runs', () => {
    const engine = new MaskingEngine();
    engine.addMapping('Initech', '[Masked Company Name 1]', 'custom:Company Name');
    const { output, detections } = engine.process('Initech and INITECH and Initech', { mode: 'replace' });
    // The literal matches in any case; the other spelling takes the label's next number, so restore is exact.
    expect(output).toBe('[Masked Company Name 1] and [Masked Company Name 2] and [Masked Company Name 1]');
    expect(detections[0].source).toBe('custom');
    expect(engine.restore(output)).toBe('Initech and INITECH and Initech');
  });

  it('forgets everything on reset', () => {
    const engine = new MaskingEngine();
    engine.process('alice@contoso.com', { mode: 'mask' });
    engine.reset();
    expect(engine.mappings()).toEqual([]);
    expect(engine.restore('[Masked Email 1]')).toBe('[Masked Email 1]');
    expect(engine.process('bob@contoso.com', { mode: 'mask' }).output).toBe('[Masked Email 1]');
  });

  it('does not mask its own labels or fakes again', () => {
    const engine = new MaskingEngine();
    for (const mode of ['mask', 'replace'] as const) {
      const once = engine.process('alice@contoso.com 10.0.0.5 password=hunter2 api.contoso.com', { mode }).output;
      expect(engine.process(once, { mode }).output).toBe(once);
    }
  });
});

describe('catalogue and rule list', () => {
  it('lists the four categories in order, Custom Rule without subcategories', () => {
    expect(CUSTOM_RULE_CATALOGUE.map((c) => c.category)).toEqual(['Personal Information', 'Business Information', 'Network Identifiers', 'Custom Rule']);
    expect(CUSTOM_RULE_CATALOGUE[3].subcategories).toEqual([]);
    expect(CUSTOM_RULE_CATALOGUE[0].subcategories).toContain('Social Security Number');
  });

  it('gives every subcategory a label and ten distinct fakes that mask and replace', () => {
    for (const sub of catalogueSubcategories()) {
      expect(new Set(sub.fakes).size).toBe(10);
      const rule = { value: 'Zyxwv Secret Value', category: sub.category, subcategory: sub.name };
      expect(maskText('x Zyxwv Secret Value y', { mode: 'mask', customRules: [rule] }).output).toBe(`x [Masked ${sub.label} 1] y`);
      const replaced = maskText('x Zyxwv Secret Value y', { mode: 'replace', customRules: [rule] }).detections[0];
      expect(sub.fakes).toContain(replaced.masked);
      expect(replaced.type).toBe(`custom:${sub.name}`);
      expect(ruleLabel(replaced.type)).toBe(sub.label);
    }
  });

  it('lists every pattern and keyword rule with a label, family and ten fakes', () => {
    const rules = listRules();
    const ids = rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['email', 'domain', 'jwt', 'dn-cn', 'dn-ou', 'dn-dc', 'dn-c', 'dn-l', 'dn-st', 'dn-o', 'dn-uid', 'credit-card', 'uuid', 'aws-arn', 'mac', 'ipv6-internal', 'ipv6-link-local', 'ipv6-multicast', 'ipv6-external', 'ipv4-internal', 'ipv4-loopback', 'ipv4-reserved', 'ipv4-subnet-mask', 'ipv4-external', 'password', 'secret', 'token', 'key', 'auth', 'username', 'hostname', 'latitude', 'longitude', 'company-name', 'domain-keyword']) {
      expect(ids).toContain(id);
    }
    expect(rules.filter((r) => r.source === 'pattern').map((r) => r.priority)).toEqual([...rules.filter((r) => r.source === 'pattern').map((r) => r.priority)].sort((a, b) => a - b));
    expect(ruleLabel('ipv4-internal')).toBe('Internal IPv4');
    expect(ruleLabel('custom:Custom Rule')).toBe('Custom Rule');
  });
});
