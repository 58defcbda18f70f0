import { contextExcerpt, LineIndex } from '@/lib/tool/context-excerpt';

/** The excerpt of the first occurrence of `value` in `text`. */
function excerptOf(text: string, value: string) {
  const start = text.indexOf(value);
  return contextExcerpt(text, new LineIndex(text), start, start + value.length);
}

test('a key before the value is kept whole, with the line number of the first occurrence', () => {
  const text = 'boot ok\nconnect db_password=hunter2 host=db1\n';
  expect(excerptOf(text, 'hunter2')).toEqual({ line: 2, before: 'connect db_password=', value: 'hunter2', after: ' host=db1' });
});

test('a long line is cut at word starts on both sides, with … where it was cut', () => {
  const text = 'Nov 29 08:14:03 web-01 sshd[2211]: Failed password for invalid user bobby from 203.0.113.9 port 52144 ssh2';
  const excerpt = excerptOf(text, 'bobby');
  expect(excerpt.value).toBe('bobby');
  expect(excerpt.before).toMatch(/^…\S/);
  expect(excerpt.before.endsWith('Failed password for invalid user ')).toBe(true);
  expect(excerpt.before.length).toBeLessThanOrEqual(37);
  expect(excerpt.after).toMatch(/^ from 203\.0\.113\.9.*…$/);
  expect(excerpt.after.length).toBeLessThanOrEqual(21);
  // What the excerpt shows is the line's own text, in order.
  expect(text).toContain(`${excerpt.before.slice(1)}${excerpt.value}${excerpt.after.slice(0, -1)}`);
});

test('the line of an offset is found in a text of many lines, with \\r\\n ends left out', () => {
  const text = Array.from({ length: 5000 }, (_, i) => `line ${i + 1} user=u${i + 1}`).join('\r\n');
  const excerpt = excerptOf(text, 'user=u4321\r');
  expect(excerpt.line).toBe(4321);
  expect(excerpt.before).toBe('line 4321 ');
  // The value runs past its line's end: only its first line is shown, and … says there is more.
  expect(excerpt.value).toBe('user=u4321…');
  expect(excerpt.after).toBe('');
});

test('tabs and runs of spaces read as one space; a value longer than 40 characters is shortened', () => {
  const token = 'a'.repeat(60);
  const text = `x\ttoken:\t\t${token}`;
  const excerpt = excerptOf(text, token);
  expect(excerpt.before).toBe('x token: ');
  expect(excerpt.value).toBe(`${'a'.repeat(40)}…`);
});

test('a value at the very start of the text has nothing before it', () => {
  expect(excerptOf('alice logged in', 'alice')).toEqual({ line: 1, before: '', value: 'alice', after: ' logged in' });
});
