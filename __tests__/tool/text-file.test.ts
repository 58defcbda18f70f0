/** @jest-environment node */
import { decodeTextFile } from '@/lib/tool/text-file';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('decodeTextFile: the text check every opened file gets', () => {
  it('gives the text of UTF-8 bytes, without a leading byte-order mark', () => {
    expect(decodeTextFile(bytes(0xef, 0xbb, 0xbf, 0x68, 0xc3, 0xa9), 'a.txt', 'x')).toEqual({ text: 'hé' });
  });

  it('refuses bytes holding NUL, as a PNG does, naming the file and the outcome', () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52);
    expect(decodeTextFile(png, 'photo.png', 'It was not opened.')).toEqual({
      refused: 'photo.png is not a text file (it holds NUL bytes, as binary files do). It was not opened.',
    });
  });

  it('refuses bytes that are not UTF-8 (Latin-1 é)', () => {
    expect(decodeTextFile(bytes(0x63, 0x61, 0x66, 0xe9), 'old.log', 'It was not opened.')).toEqual({
      refused: 'old.log is not UTF-8 text (some bytes are not valid UTF-8). It was not opened.',
    });
  });
});

describe('decodeTextFile: UTF-16', () => {
  const text = 'user=alice café 😀\r\n';
  it('decodes UTF-16 by its byte order mark, little and big endian, without the mark', () => {
    const le = new Uint8Array(Buffer.from(`\ufeff${text}`, 'utf16le'));
    const be = new Uint8Array(Buffer.from(`\ufeff${text}`, 'utf16le').swap16());
    expect(decodeTextFile(le, 'le.log', 'x')).toEqual({ text });
    expect(decodeTextFile(be, 'be.log', 'x')).toEqual({ text });
  });

  it('names UTF-16 without a byte order mark as UTF-16, not as a binary file', () => {
    expect(decodeTextFile(new Uint8Array(Buffer.from(text, 'utf16le')), 'events.txt', 'It was not opened.')).toEqual({
      refused: 'events.txt is UTF-16 LE text without a byte order mark, which cannot be told from binary data: save it as UTF-8, or as UTF-16 with its byte order mark. It was not opened.',
    });
  });

  it('refuses a UTF-16 file whose bytes are not UTF-16 (a lone surrogate)', () => {
    expect(decodeTextFile(bytes(0xff, 0xfe, 0x61, 0x00, 0x00, 0xdc), 'bad.log', 'x')).toEqual({ refused: 'bad.log is not valid UTF-16 text (it opens with a UTF-16 byte order mark). x' });
  });
});
