/**
 * @jest-environment node
 *
 * Replace in a stream read twice: a rule's fixed fake that stands as plain text in another piece of the text is
 * never issued (FakesInText), as one process() of the whole text would not issue it, so restore cannot turn
 * that text into a real value.
 */
import { MaskingEngine } from '@/lib/masking';
import { createTolerantRestorer } from '@/lib/tool/tolerant-restore';
import { streamedTwice } from './streamed';

// A DN unit in the first piece; nine of the DN unit rule's ten fakes as plain words in a later one.
const filler = 'routine line with nothing to hide\n'.repeat(2_000);
const text = `dn: CN=svc-backup,OU=Payroll Team,DC=initech,DC=com\n${filler}teams: Engineering Finance Sales Operations Marketing Support Research Legal Facilities\n`;
const pieceLength = 10_000;

describe('a stream in Replace, read twice', () => {
  it.each([0, 0.3, 0.6, 0.99])('never issues a fake that stands as plain text in another piece (random %s)', async (value) => {
    const engine = new MaskingEngine({ random: () => value });
    const output = await streamedTwice(engine, text, { mode: 'replace', pieceLength });
    const unit = engine.mappings().find((entry) => entry.original === 'Payroll Team');
    expect(unit?.masked).toBe('Procurement');
    expect(createTolerantRestorer(engine.mappings())(output).text).toBe(text);
    // The same fake as one process() of the whole text.
    expect(new MaskingEngine({ random: () => value }).process(text, { mode: 'replace' }).output).toBe(output);
  });
});
