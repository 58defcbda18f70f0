import type { Detection } from '@/lib/masking';
import { computeHighlights, computeRows, piecesInRange, rebuildOutput } from '@/lib/tool/output-highlights';

const input = 'user=alice@corp.io src=10.0.0.1 dst=8.8.8.8';
const detections: Detection[] = [
  // deliberately out of order: the helper must walk them by input offset
  { original: '10.0.0.1', masked: '[Masked Internal IPv4 1]', type: 'ipv4-internal', source: 'pattern', start: 23, end: 31 },
  { original: 'alice@corp.io', masked: '[Masked Email 1]', type: 'email', source: 'pattern', start: 5, end: 18 },
  { original: '8.8.8.8', masked: '203.0.113.5', type: 'ipv4-external', source: 'pattern', start: 36, end: 43 },
];

describe('output highlights', () => {
  const output = rebuildOutput(input, detections);

  it('rebuilds the output from the input and the detections', () => {
    expect(output).toBe('user=[Masked Email 1] src=[Masked Internal IPv4 1] dst=203.0.113.5');
  });

  it('finds every substitute at its output offset', () => {
    const highlights = computeHighlights(output, detections);
    expect(highlights.map((h) => output.slice(h.start, h.end))).toEqual(['[Masked Email 1]', '[Masked Internal IPv4 1]', '203.0.113.5']);
  });

  it('returns no highlights when the output does not match the detections', () => {
    expect(computeHighlights('something else entirely, long enough to slice', detections)).toEqual([]);
  });

  it('puts a removed value back by rebuilding without its detection', () => {
    const kept = detections.filter((d) => d.original !== '10.0.0.1');
    expect(rebuildOutput(input, kept)).toBe('user=[Masked Email 1] src=10.0.0.1 dst=203.0.113.5');
  });

  it('splits a range into plain and highlighted pieces, cutting highlights at the range edges', () => {
    const highlights = computeHighlights(output, detections);
    const pieces = piecesInRange(output, highlights, 10, 30);
    expect(pieces.map((p) => p.text).join('')).toBe(output.slice(10, 30));
    expect(pieces.filter((p) => p.highlight).map((p) => p.text)).toEqual(['ed Email 1]', '[Mas']);
  });

  it('cuts lines into rows and long lines into several rows', () => {
    const rows = computeRows('ab\n\nabcdefg', 3);
    expect(Array.from(rows)).toEqual([0, 2, 3, 3, 4, 7, 7, 10, 10, 11]);
  });
});
