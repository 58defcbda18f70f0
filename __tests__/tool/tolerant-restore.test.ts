import { createTolerantRestorer, restoreTolerantly } from '@/lib/tool/tolerant-restore';

const mappings = [
  { original: 'alice@initech.com', masked: '[Masked Email 1]' },
  { original: 'bob@initech.com', masked: '[Masked Email 2]' },
  { original: '10.20.30.40', masked: '[Masked Internal IPv4 1]' },
  { original: 'carol@initech.com', masked: '[Masked Email 10]' },
  { original: 'dave@initech.com', masked: 'jordan.lee@example.com' },
  { original: '8.8.4.4', masked: '203.0.113.7' },
];

describe('restoreTolerantly', () => {
  it('restores exact labels and fakes', () => {
    const reply = restoreTolerantly('Mail [Masked Email 1] from 203.0.113.7 to jordan.lee@example.com', mappings);
    expect(reply.text).toBe('Mail alice@initech.com from 8.8.4.4 to dave@initech.com');
    expect(reply.restoredCount).toBe(3);
    expect(reply.unmapped).toEqual([]);
  });

  it('restores labels an assistant retyped in lower case, without brackets or with underscores', () => {
    const reply = restoreTolerantly(
      'A: [masked email 1]. B: Masked Email 2 wrote. C: MASKED_INTERNAL_IPV4_1 is down. D: [ Masked  Email 10 ]',
      mappings,
    );
    expect(reply.text).toBe(
      'A: alice@initech.com. B: bob@initech.com wrote. C: 10.20.30.40 is down. D: carol@initech.com',
    );
  });

  it('does not mistake label 10 for label 1', () => {
    expect(restoreTolerantly('[Masked Email 10] and Masked Email 1', mappings).text).toBe(
      'carol@initech.com and alice@initech.com',
    );
  });

  it('restores a fake whose case the assistant changed', () => {
    expect(restoreTolerantly('Contact Jordan.Lee@Example.COM today', mappings).text).toBe('Contact dave@initech.com today');
  });

  it('does not restore a fake that is only part of a longer value', () => {
    expect(restoreTolerantly('host 203.0.113.77 answered', mappings).text).toBe('host 203.0.113.77 answered');
    expect(restoreTolerantly('version 203.0.113.7.1 and mail.jordan.lee@example.com', mappings).text).toBe(
      'version 203.0.113.7.1 and mail.jordan.lee@example.com',
    );
  });

  it('restores a fake followed by a port or a full stop', () => {
    expect(restoreTolerantly('Connect to 203.0.113.7:443. Mail jordan.lee@example.com.', mappings).text).toBe(
      'Connect to 8.8.4.4:443. Mail dave@initech.com.',
    );
  });

  it('stays fast with tens of thousands of mappings', () => {
    const many = Array.from({ length: 30_000 }, (_, i) => ({
      original: `host${i}.initech.com`,
      masked: i % 2 ? `[Masked Domain ${i}]` : `host${i}.example.com`,
    }));
    const restore = createTolerantRestorer(many);
    const answer = 'Check host40.example.com and [masked domain 29999], then host41.example.com. '.repeat(50);
    const started = performance.now();
    const reply = restore(answer);
    expect(reply.text).toBe('Check host40.initech.com and host29999.initech.com, then host41.example.com. '.repeat(50));
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('leaves and lists substitutes it cannot map back', () => {
    const reply = restoreTolerantly('[Masked Email 1] cc [Masked Email 7] and masked phone number 2, see 198.51.100.9', mappings);
    expect(reply.text).toBe('alice@initech.com cc [Masked Email 7] and masked phone number 2, see 198.51.100.9');
    expect(reply.unmapped).toEqual(['[Masked Email 7]', 'masked phone number 2', '198.51.100.9']);
    expect(reply.segments.filter((s) => s.kind === 'unmapped').map((s) => s.text)).toEqual(reply.unmapped);
  });

  it('returns the text unchanged when the session has no mappings', () => {
    const reply = restoreTolerantly('nothing to see', []);
    expect(reply.text).toBe('nothing to see');
    expect(reply.restoredCount).toBe(0);
  });
});
