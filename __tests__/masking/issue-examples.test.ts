import { MaskingEngine } from '@/lib/masking';

/** The leaks issue 7 names, in one realistic paste. */
const PASTE = [
  'GET /v1/orders HTTP/1.1',
  'Authorization: Bearer 2YotnFZFEjr1zCsicMWpAA9q',
  'git remote add origin https://ghp_R8mK2vQ9xT4nL7wB1cZ5hJ3dF6gY0aS2eP4u@github.com/acme/api.git',
  'DATABASE_URL=postgres://app:Sup3r-S3cret@db01.corp.local:5432/orders',
  '-----BEGIN RSA PRIVATE KEY-----',
  'MIIEowIBAAKCAQEAx7kP2qR9sT4vW1zA8bC3dE6fG0hJ5mN2pQ4rS7tU9vW1xY3z',
  'A5bC7dE9fG1hJ3kL5mN7pQ9rS1tU3vW5xY7zA9bC1dE3fG5hJ7kL9mN1pQ3rS5t==',
  '-----END RSA PRIVATE KEY-----',
  'An account failed to log on. Account: CORP\\jsmith on dc01.corp.local',
  'C:\\Users\\jsmith\\AppData\\Local\\Temp\\install.log and /home/alice/.bashrc',
].join('\n');

const SECRETS = ['2YotnFZFEjr1zCsicMWpAA9q', 'ghp_R8mK2vQ9xT4nL7wB1cZ5hJ3dF6gY0aS2eP4u', 'Sup3r-S3cret', 'MIIEowIBAAKCAQEAx7kP2qR9', 'CORP\\jsmith', 'dc01.corp.local', 'jsmith', 'alice'];

describe('the leaks named in issue 7', () => {
  it.each(['mask', 'replace'] as const)('are all hidden in %s mode and restored exactly', (mode) => {
    const engine = new MaskingEngine();
    const { output } = engine.process(PASTE, { mode });
    for (const secret of SECRETS) expect(output).not.toContain(secret);
    expect(output).toContain('-----BEGIN RSA PRIVATE KEY-----');
    expect(output).toContain('-----END RSA PRIVATE KEY-----');
    expect(output).toContain('\\AppData\\Local\\Temp\\install.log');
    expect(engine.restore(output)).toBe(PASTE);
  });

  it('labels each kind in mask mode', () => {
    const { output } = new MaskingEngine().process(PASTE, { mode: 'mask' });
    for (const label of ['[Masked Bearer Token 1]', '[Masked GitHub Token 1]', '[Masked URL Password 1]', '[Masked Private Key 1]', '[Masked Windows Account 1]', '[Masked Internal Host 1]', '[Masked User Directory Name 1]']) {
      expect(output).toContain(label);
    }
  });

  it('keeps the shape of a GitHub token and an AWS key id in replace mode, visibly fake', () => {
    const { output } = new MaskingEngine().process('t=ghp_R8mK2vQ9xT4nL7wB1cZ5hJ3dF6gY0aS2eP4u k=AKIAQ3EGRTZ7XKLM4WNB', { mode: 'replace' });
    expect(output).toMatch(/^t=ghp_FAKE\d{4}[A-Za-z0-9]{28} k=AKIAEXAMPLE[A-Z2-7]{9}$/);
  });
});

describe('keyword values and Windows event fields', () => {
  it.each([
    ['db_password = "S3cret-Pw"', 'db_password = "[Masked Password 1]"'],
    ['"db_password" : "S3cret-Pw"', '"db_password" : "[Masked Password 1]"'],
    ['DB_PASSWORD=S3cret-Pw', 'DB_PASSWORD=[Masked Password 1]'],
  ])('tolerates spaces around the separator: %s', (input, expected) => {
    expect(new MaskingEngine().process(input, { mode: 'mask' }).output).toBe(expected);
  });

  it('masks the account, domain and workstation of a Windows logon event and leaves "-" alone', () => {
    const event = 'Subject:\n\tAccount Name:\t\tjsmith\n\tAccount Domain:\t\tCORP\nNetwork Information:\n\tWorkstation Name:\tWKS-0042\n\tSource Network Address:\t-\n';
    const { output } = new MaskingEngine().process(event, { mode: 'mask' });
    expect(output).toBe(
      'Subject:\n\tAccount Name:\t\t[Masked Account Name 1]\n\tAccount Domain:\t\t[Masked Domain 1]\nNetwork Information:\n\tWorkstation Name:\t[Masked Workstation Name 1]\n\tSource Network Address:\t-\n',
    );
  });
});
