import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { maskText } from '@/lib/masking';

/**
 * Hundreds of lines of what real logs are mostly made of — timestamps, versions and build numbers,
 * ports, PIDs, file names and paths without user names, hashes and commit ids, user agents, stack
 * frames, placeholders, and the words token/key/secret in prose. None of it is sensitive.
 */
const corpus = readFileSync(join(__dirname, 'fixtures', 'benign-log-corpus.txt'), 'utf8');

describe('benign log corpus', () => {
  it('has hundreds of lines', () => {
    expect(corpus.split('\n').length).toBeGreaterThan(300);
  });

  it('comes out of the engine unchanged with every rule family on', () => {
    const { output, detections } = maskText(corpus, { mode: 'mask' });
    expect(detections.map((d) => `${d.type}: ${d.original}`)).toEqual([]);
    expect(output).toBe(corpus);
  });

  it('comes out unchanged in replace mode too', () => {
    expect(maskText(corpus, { mode: 'replace' }).output).toBe(corpus);
  });
});
