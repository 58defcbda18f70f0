import { MappingStore } from '@/lib/masking/substitute/mapping-store';
import type { FakePool } from '@/lib/masking/types';

const never = () => false;
const pool: FakePool = {
  key: 'test',
  fakes: ['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'f9'],
  derive: (n) => `derived${n}`,
};
const request = { type: 'email', label: 'Email', source: 'pattern' as const, pool: () => pool };

describe('MappingStore', () => {
  it('numbers labels per label in order of first appearance', () => {
    const store = new MappingStore(Math.random);
    expect(store.substitute('mask', 'a@x.com', request, never).masked).toBe('[Masked Email 1]');
    expect(store.substitute('mask', 'b@x.com', request, never).masked).toBe('[Masked Email 2]');
    expect(store.substitute('mask', '10.0.0.1', { ...request, type: 'ipv4-internal', label: 'Internal IPv4' }, never).masked).toBe('[Masked Internal IPv4 1]');
  });

  it('gives the same substitute to the same spelling, and another spelling one of its own (restore is exact)', () => {
    const store = new MappingStore(Math.random);
    const first = store.substitute('replace', 'Alice@Contoso.com', request, never).masked;
    expect(store.substitute('replace', 'Alice@Contoso.com', request, never).masked).toBe(first);
    const second = store.substitute('replace', 'alice@contoso.COM', request, never).masked;
    expect(second.toLowerCase()).not.toBe(first.toLowerCase());
    expect(store.restore(`${first} ${second}`)).toBe('Alice@Contoso.com alice@contoso.COM');
  });

  it('uses the ten pool fakes without repeats, then derives unique fakes', () => {
    const store = new MappingStore(Math.random);
    const fakes = Array.from({ length: 25 }, (_, i) => store.substitute('replace', `user${i}@x.com`, request, never).masked);
    expect(new Set(fakes).size).toBe(25);
    expect(new Set(fakes.slice(0, 10))).toEqual(new Set(pool.fakes));
    expect(fakes.slice(10)).toEqual(Array.from({ length: 15 }, (_, i) => `derived${11 + i}`));
  });

  it('never picks a fake or label the input already contains', () => {
    const store = new MappingStore(() => 0);
    const taken = new Set(['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'f9', 'f0', 'derived11', '[masked email 1]']);
    const isTaken = (lowerCandidate: string) => taken.has(lowerCandidate);
    expect(store.substitute('replace', 'a@x.com', request, isTaken).masked).toBe('derived12');
    expect(store.substitute('mask', 'a@x.com', request, isTaken).masked).toBe('[Masked Email 2]');
  });

  it('picks pool fakes in an order driven by the injected random source', () => {
    const orderWith = (random: () => number) => {
      const store = new MappingStore(random);
      return Array.from({ length: 10 }, (_, i) => store.substitute('replace', `v${i}`, request, never).masked);
    };
    expect(orderWith(() => 0)).toEqual(orderWith(() => 0));
    expect(orderWith(() => 0)).not.toEqual(orderWith(() => 0.999));
  });

  it('restores longest substitutes first so a label never eats a longer one', () => {
    const store = new MappingStore(Math.random);
    for (let i = 1; i <= 12; i++) store.substitute('mask', `orig${i}@x.com`, request, never);
    expect(store.restore('[Masked Email 1] [Masked Email 12] [Masked Email 1]x')).toBe('orig1@x.com orig12@x.com orig1@x.comx');
  });

  it('forgets a removed original and keeps it ignored; reset forgets everything', () => {
    const store = new MappingStore(Math.random);
    store.substitute('mask', 'a@x.com', request, never);
    store.removeMapping('A@X.COM');
    expect(store.entries()).toEqual([]);
    expect(store.isIgnored('a@x.com')).toBe(true);
    expect(store.restore('[Masked Email 1]')).toBe('[Masked Email 1]');
    store.reset();
    expect(store.isIgnored('a@x.com')).toBe(false);
    expect(store.substitute('mask', 'b@x.com', request, never).masked).toBe('[Masked Email 1]');
  });

  it('makes a user-chosen substitute unique when another original already has it', () => {
    const store = new MappingStore(Math.random);
    const fixed = { type: 'custom:Custom Rule', label: 'Custom Rule', source: 'custom' as const, fixed: 'ACME' };
    expect(store.substitute('mask', 'Initech', fixed, never).masked).toBe('ACME');
    expect(store.substitute('mask', 'Globex', fixed, never).masked).toBe('ACME (2)');
    expect(store.restore('ACME and ACME (2)')).toBe('Initech and Globex');
  });

  it('gives a value of a rule without fakes (Custom Rule, no replacement text) one label in both modes', () => {
    const store = new MappingStore(Math.random);
    const label = { type: 'custom:Custom Rule', label: 'Custom Rule', source: 'custom' as const };
    expect(store.substitute('mask', 'Initech', label, never).masked).toBe('[Masked Custom Rule 1]');
    expect(store.substitute('replace', 'Initech', label, never).masked).toBe('[Masked Custom Rule 1]');
    expect(store.substitute('replace', 'Globex', label, never).masked).toBe('[Masked Custom Rule 2]');
    expect(store.substitute('mask', 'Globex', label, never).masked).toBe('[Masked Custom Rule 2]');
    expect(store.restore('[Masked Custom Rule 1] / [Masked Custom Rule 2]')).toBe('Initech / Globex');
  });

  it('still gives a rule with fakes a label in Mask and a fake in Replace', () => {
    const store = new MappingStore(() => 0);
    const email = { type: 'email', label: 'Email', source: 'pattern' as const, pool: () => ({ key: 'email', fakes: ['casey@example.com'], derive: (n: number) => `fake${n}@example.com` }) };
    expect(store.substitute('mask', 'a@x.com', email, never).masked).toBe('[Masked Email 1]');
    expect(store.substitute('replace', 'a@x.com', email, never).masked).not.toMatch(/^\[Masked/);
  });
});
