import { MaskingEngine } from '@/lib/masking';

/** The values the engine detected with `rule`, in order. */
function found(text: string, rule: string): string[] {
  return new MaskingEngine()
    .process(text, { mode: 'mask' })
    .detections.filter((detection) => detection.type === rule)
    .map((detection) => detection.original);
}

describe('user directory: searched from the drive or root, not at every character', () => {
  it.each([
    ['deploy@web01:/home/deploy$ ls', 'deploy'],
    ['{"path": "C:\\\\Users\\\\mgarcia\\\\Desktop"}', 'mgarcia'],
    ['D:/Users/kwan/src', 'kwan'],
    ['cd /export/home/rpatel && ls', 'rpatel'],
    ['mail in /var/spool/mail/tchen', 'tchen'],
    ['open C:\\Documents and Settings\\Ann Lee\\Desktop\\a.txt', 'Ann Lee'],
  ])('%s → %s', (text, user) => {
    expect(found(text, 'user-directory')).toEqual([user]);
  });

  it.each([
    'https://example.com/home/about',
    'v2/home/feed and abc/Users/list',
    'ABC:\\Users\\nobody-here',
    'time 12:30:45 and ratio 3:/home',
  ])('leaves %s alone', (text) => {
    expect(found(text, 'user-directory')).toEqual([]);
  });
});

describe('Zeek columns: read line by line under their header', () => {
  const header = '#fields\tts\tuid\tid.orig_h\tusername\tpassword';
  it('reads each data line by its own columns, whatever lines come around it', () => {
    const text = [
      'free\ttext\twith tabs before any header',
      header,
      '1.0\tCa1\t10.0.0.1\tjdoe\ts3cretpw',
      '2.0\tCa2\t10.0.0.2\t' + 'x'.repeat(300) + '\tsecond-pw',
      'a line without tabs in between',
      '3.0\tCa3\t10.0.0.3\tmroe\t-',
    ].join('\n');
    const values = new MaskingEngine().process(text, { mode: 'mask' }).detections.map((detection) => detection.original);
    expect(values).toEqual(expect.arrayContaining(['jdoe', 's3cretpw', 'second-pw', 'mroe']));
    expect(values).not.toContain('with tabs before any header');
    expect(values).not.toContain('-');
  });

  it('does not read a line whose column count differs from the header', () => {
    const values = found(`${header}\n1.0\tCa1\t10.0.0.1\tjdoe`, 'zeek-field');
    expect(values).toEqual([]);
  });
});

describe('access lists: only lines that hold one', () => {
  it('finds the names of a list after a long line of commas', () => {
    const json = `{"a":1,${Array.from({ length: 200 }, (_, i) => `"k${i}":"v${i}"`).join(',')}}`;
    const text = `${json}\nINFO SecurityManager: Changing view acls to: msrabi,kwan\n${json}`;
    expect(found(text, 'acl-users')).toEqual(['msrabi', 'kwan']);
  });

  it('reads nothing from commas on lines without a list phrase', () => {
    expect(found('Changing view acls to: yarn\nalpha, beta, gamma', 'acl-users')).toEqual(['yarn']);
  });
});
