import { Picker, seededRandom } from './random';

/** A sensitive value the corpus planted, with the kind of value it is. */
export interface Planted {
  kind: string;
  value: string;
}

export interface Corpus {
  text: string;
  /** Every sensitive value planted (each occurrence once). */
  planted: Planted[];
  /** Benign tokens that must survive unchanged, with how often each occurs in the text. */
  benign: Map<string, number>;
}

const FIRST = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy', 'mallory', 'niaj', 'olivia', 'peggy', 'rupert', 'sybil', 'trent', 'victor', 'walter', 'yolanda'];
const LAST = ['smith', 'johnson', 'lee', 'garcia', 'martin', 'clark', 'lewis', 'walker', 'hall', 'young', 'king', 'wright', 'lopez', 'hill', 'scott', 'green', 'adams', 'baker', 'nelson', 'carter'];
const COMPANIES = ['contoso.com', 'fabrikam.net', 'northwindtraders.com', 'tailspintoys.co.uk', 'adatum.org', 'wingtiptoys.de', 'litwareinc.fr', 'proseware.com.au', 'woodgrovebank.com', 'fourthcoffee.io'];
const OUS = ['Engineering', 'Finance', 'Sales', 'Human Resources', 'IT Operations', 'Legal', 'Marketing', 'Support'];
const SERVICES = ['iam', 's3', 'lambda', 'ec2', 'sqs', 'sns', 'dynamodb', 'kms', 'secretsmanager', 'rds'];
const REGIONS = ['us-east-1', 'us-west-2', 'eu-west-1', 'eu-central-1', 'ap-southeast-2'];
const PUBLIC_FIRST_OCTETS = [23, 34, 45, 52, 64, 81, 91, 104, 142, 151, 185, 212];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_CHARS = `${BASE62}!#%*+-_`;

/** Tokens that look technical but are not sensitive; every one must come through untouched. */
export const BENIGN_TOKENS = [
  'main.py', 'README.md', 'deploy.sh', 'backup.zip', 'InvoiceService.java', 'com.initech.Service.run', 'std::vector',
  'Foo::Bar', '1.2.3', '10.0.19041.1', '12:34:56', 'HTTP/1.1', 'Mozilla/5.0', 'x86_64', 'TLSv1.3', 'ssh2', 'sshd[2231]',
  'NullPointerException', 'logger.info', 'user.name', 'config.json', 'package.json', 'index.html', 'app.js',
  'java.util.concurrent.ThreadPoolExecutor', 'System.Threading.Tasks', 'pam_unix(sshd:session)', 'node_modules',
  'v2.14.0', 'S-1-5-18', '0x3E7', 'utf-8', 'GET', 'POST', '200', '404', '2024-01-15T10:22:33Z',
];

function luhn(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits + ((10 - (sum % 10)) % 10);
}

function base64Url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

/** Builds a realistic mixed log of exactly `length` characters and the ground truth of what it holds. */
export function generateCorpus(length: number, seed = 20240115): Corpus {
  const p = new Picker(seededRandom(seed));
  let planted: Planted[] = [];
  const plant = (kind: string, value: string) => {
    planted.push({ kind, value });
    return value;
  };

  const person = () => `${p.pick(FIRST)}.${p.pick(LAST)}${p.int(1, 999)}`;
  const email = () => plant('email', `${person()}@${p.pick(COMPANIES)}`);
  const host = () => plant('domain', `${p.pick(['api', 'web', 'db', 'mail', 'vpn', 'git', 'sso', 'cdn'])}${p.int(1, 99)}.${p.pick(['prod', 'staging', 'eu', 'us'])}.${p.pick(COMPANIES)}`);
  const internalIp = () => {
    const kind = p.int(0, 2);
    const ip = kind === 0 ? `10.${p.int(0, 255)}.${p.int(0, 255)}.${p.int(1, 254)}` : kind === 1 ? `172.${p.int(16, 31)}.${p.int(0, 255)}.${p.int(1, 254)}` : `192.168.${p.int(0, 255)}.${p.int(1, 254)}`;
    return plant('ipv4-internal', ip);
  };
  const externalIp = () => plant('ipv4-external', `${p.pick(PUBLIC_FIRST_OCTETS)}.${p.int(0, 255)}.${p.int(0, 255)}.${p.int(1, 254)}`);
  const ipv6 = () =>
    p.int(0, 1) === 0
      ? plant('ipv6-external', `2a0${p.int(0, 9)}:${p.hex(4)}:${p.hex(4)}::${p.hex(3)}`)
      : plant('ipv6-link-local', `fe80::${p.hex(4)}:${p.hex(2)}ff:fe${p.hex(2)}:${p.hex(4)}`);
  const mac = () => plant('mac', Array.from({ length: 6 }, () => p.hex(2)).join(':'));
  const uuid = () => plant('uuid', `${p.hex(8)}-${p.hex(4)}-4${p.hex(3)}-${p.pick(['8', '9', 'a', 'b'])}${p.hex(3)}-${p.hex(12)}`);
  const arn = () => {
    const service = p.pick(SERVICES);
    const resource = service === 's3' ? `${p.pick(['billing', 'logs', 'backups'])}-${p.hex(6)}/exports/${p.int(1, 999)}.csv` : `${p.pick(['role/Deploy', 'function:process', 'table/Orders', 'user/svc'])}${p.hex(4)}`;
    return plant('aws-arn', `arn:aws:${service}:${service === 's3' || service === 'iam' ? '' : p.pick(REGIONS)}:${service === 's3' ? '' : String(p.int(100000000000, 999999999999))}:${resource}`);
  };
  const jwt = () => {
    const payload = base64Url(JSON.stringify({ sub: person(), iat: 1705314153 + p.int(0, 99999), scope: 'read write' }));
    return plant('jwt', `eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.${payload}.${p.chars(`${BASE62}-_`, 43)}`);
  };
  const card = () => {
    const digits = luhn(`4${p.chars('0123456789', 14)}`);
    const separator = p.pick(['-', ' ']);
    return plant('credit-card', digits.replace(/(\d{4})(?=\d)/g, `$1${separator}`));
  };
  const secret = (kind: string, prefix = '') => plant(kind, `${prefix}${p.chars(SECRET_CHARS, p.int(16, 32))}`);
  const fullName = () => `${p.pick(FIRST)[0].toUpperCase()}${p.pick(FIRST).slice(1)} ${p.pick(LAST)[0].toUpperCase()}${p.pick(LAST).slice(1)}${p.int(1, 99)}`;
  const time = () => `${String(p.int(0, 23)).padStart(2, '0')}:${String(p.int(0, 59)).padStart(2, '0')}:${String(p.int(0, 59)).padStart(2, '0')}`;
  const iso = () => `2024-01-${String(p.int(10, 28))}T${time()}.${p.int(100, 999)}Z`;

  const templates: Array<() => string> = [
    () => `${p.pick(MONTHS)} ${p.int(10, 28)} ${time()} web-${p.int(1, 9)} sshd[2231]: Accepted publickey for deploy from ${externalIp()} port ${p.int(1024, 65535)} ssh2: RSA SHA256:${p.chars(BASE62, 43)}`,
    () => `${p.pick(MONTHS)} ${p.int(10, 28)} ${time()} web-${p.int(1, 9)} sshd[2231]: Failed password for invalid user admin from ${externalIp()} port ${p.int(1024, 65535)} ssh2`,
    () => `${p.pick(MONTHS)} ${p.int(10, 28)} ${time()} bastion sshd[2231]: pam_unix(sshd:session): session opened for user root by (uid=0) at 12:34:56`,
    () => `${externalIp()} - - [15/Jan/2024:${time()} +0000] "GET /api/v1/orders?id=${p.int(1, 99999)}&access_token=${secret('token')} HTTP/1.1" 200 ${p.int(100, 99999)} "https://${host()}/dashboard" "Mozilla/5.0 (X11; Linux x86_64)"`,
    () => `${internalIp()} - - [15/Jan/2024:${time()} +0000] "POST /login HTTP/1.1" 404 ${p.int(100, 999)} "-" "curl/8.5.0"`,
    () => `{"ts":"${iso()}","level":"info","service":"billing","msg":"payment authorised","user":"${email()}","client_ip":"${internalIp()}","request_id":"${uuid()}","card":"${card()}","version":"1.2.3"}`,
    () => `{"ts":"${iso()}","level":"warn","logger":"logger.info","msg":"retrying upstream","upstream":"${host()}","attempt":${p.int(1, 5)},"password":"${secret('password')}","charset":"utf-8"}`,
    () => `{"eventTime":"${iso()}","eventSource":"sts","eventName":"AssumeRole","userIdentity":{"type":"AssumedRole","arn":"${arn()}"},"sourceIPAddress":"${externalIp()}","requestID":"${uuid()}","resources":[{"ARN":"${arn()}"}]}`,
    () => `conn=${p.int(1000, 9999)} op=1 BIND dn="CN=${plant('dn-cn', fullName())},OU=${plant('dn-ou', p.pick(OUS))},DC=corp,DC=contoso,DC=com" method=128 version=3`,
    () => `conn=${p.int(1000, 9999)} op=2 SRCH base="uid=${plant('dn-uid', person().replace('.', '_'))},ou=People,dc=contoso,dc=com" scope=0 filter="(objectClass=*)"`,
    () => `EventID=4624 An account was successfully logged on. Security ID: S-1-5-18 Account Domain:\t${plant('domain-keyword', `CORP${p.int(1, 99)}`)} Logon ID: 0x3E7 Source Network Address: ${internalIp()} Source Port: ${p.int(1024, 65535)} Workstation: WIN-${p.chars('ABCDEFGH0123456789', 6)}`,
    () => `Exception in thread "main" java.lang.NullPointerException\n\tat com.initech.Service.run(InvoiceService.java:${p.int(10, 400)})\n\tat java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1149)`,
    () => `Traceback (most recent call last):\n  File "/srv/app/main.py", line ${p.int(1, 300)}, in <module>\n    settings = load("config.json")\nKeyError: 'user.name'`,
    () => `error: no matching function for call to std::vector<int>::push_back at Foo::Bar (build ${p.int(100, 999)}, Windows 10.0.19041.1)`,
    () => `The deploy.sh script failed at 12:34:56 after upgrading to v2.14.0; see README.md and restore backup.zip. Ping ${email()} if it happens again.`,
    () => `DB_PASSWORD=${secret('password')} api_key=${secret('key', 'sk_live_')} client_secret: "${secret('secret')}" hostname=${plant('hostname', `srv-${p.hex(6)}`)}`,
    () => `2: eth0: <BROADCAST,MULTICAST,UP> mtu 1500\n    link/ether ${mac()} brd ff:ff:ff:ff:ff:ff\n    inet6 ${ipv6()}/64 scope global`,
    () => `GET /v1/me HTTP/1.1 Host: ${host()} Authorization: Bearer ${jwt()} Accept: application/json; charset=utf-8`,
    () => `node_modules/express/lib/router/index.js:${p.int(10, 600)} handled POST for package.json in ${p.int(1, 900)} ms, TLSv1.3 from ${internalIp()}`,
    () => `System.Threading.Tasks.TaskCanceledException at index.html served by app.js (2024-01-15T10:22:33Z)`,
  ];

  const lines: string[] = [];
  let total = 0;
  for (;;) {
    const before = planted.length;
    const line = templates[p.int(0, templates.length - 1)]();
    if (total + line.length + 1 > length) {
      planted = planted.slice(0, before);
      break;
    }
    lines.push(line);
    total += line.length + 1;
  }
  let text = lines.join('\n') + '\n';
  const filler = ' the quick brown fox reviewed the logs';
  while (text.length < length) text += filler.slice(0, length - text.length);

  const benign = new Map<string, number>();
  for (const token of BENIGN_TOKENS) benign.set(token, countToken(text, token));
  return { text, planted, benign };
}

const TOKEN_CHAR = /[A-Za-z0-9_]/;

/** Occurrences of `token` not glued to a longer word or dotted number. */
export function countToken(text: string, token: string): number {
  let count = 0;
  for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + 1)) {
    const before = text.charAt(at - 1);
    const after = text.charAt(at + token.length);
    const gluedBefore = TOKEN_CHAR.test(before) || (before === '.' && TOKEN_CHAR.test(text.charAt(at - 2)));
    const gluedAfter = TOKEN_CHAR.test(after) || (after === '.' && TOKEN_CHAR.test(text.charAt(at + token.length + 1)));
    if (!gluedBefore && !gluedAfter) count++;
  }
  return count;
}

/** How many distinct planted values still occur in `output`, and how many benign occurrences went missing. */
export function score(corpus: Corpus, output: string): { leftPlanted: number; uniquePlanted: number; alteredBenign: number; leftKinds: Record<string, number> } {
  const unique = new Map<string, string>();
  for (const { kind, value } of corpus.planted) unique.set(value, kind);
  let leftPlanted = 0;
  const leftKinds: Record<string, number> = {};
  for (const [value, kind] of unique) {
    if (countToken(output, value) > 0) {
      leftPlanted++;
      leftKinds[kind] = (leftKinds[kind] ?? 0) + 1;
    }
  }
  let alteredBenign = 0;
  for (const [token, count] of corpus.benign) alteredBenign += Math.max(0, count - countToken(output, token));
  return { leftPlanted, uniquePlanted: unique.size, alteredBenign, leftKinds };
}
