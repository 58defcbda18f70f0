/**
 * @jest-environment node
 *
 * Values that a log format's documented fields name: the Common Log Format's user, Squid's user column,
 * Exim's U=, FTP/IRC USER, a BSD syslog header's host, MySQL 'user'@'host', Kerberos SPN hosts, FTP
 * PORT/PASV addresses, Brother printer node names, the Source Address of Windows file-share events.
 * Each case is written from the format's documentation.
 */
import { maskText } from '@/lib/masking';

const detect = (text: string) => maskText(text, { mode: 'mask' }).detections.map((d) => [d.type, d.original]);
const typesOf = (text: string) => maskText(text, { mode: 'mask' }).detections.map((d) => d.type);

describe('Common/Combined Log Format user (Apache %u, nginx $remote_user)', () => {
  it('masks the authenticated user and its other occurrences', () => {
    const { output } = maskText('203.0.113.7 - k.adams [10/Oct/2000:13:55:36 -0700] "GET /~k.adams/ HTTP/1.0" 200 2326', { mode: 'mask' });
    expect(output).not.toContain('k.adams');
  });
  it('leaves the empty user and a log_format template alone', () => {
    expect(typesOf('198.51.100.4 - - [10/Oct/2000:13:55:36 -0700] "GET / HTTP/1.0" 200 2326')).not.toContain('access-log-user');
    expect(typesOf('log_format main \'$remote_addr - $remote_user [$time_local] "$request"\';')).toEqual([]);
  });
  it('needs the client and identity fields before the user', () => {
    expect(typesOf('WARN [10/Oct/2000:13:55:36 -0700] cache full')).toEqual([]);
  });
});

describe('Squid native access.log user', () => {
  it('masks the user column before the hierarchy code', () => {
    expect(detect('1286536309.450 99 192.168.0.9 TCP_DENIED/407 1753 CONNECT api.example.com:443 mwong HIER_NONE/- text/html')).toContainEqual(['squid-user', 'mwong']);
  });
  it('leaves - alone', () => {
    expect(typesOf('1286536309.450 99 192.168.0.9 TCP_MISS/200 1753 GET http://example.com/ - DIRECT/203.0.113.9 text/html')).not.toContain('squid-user');
  });
});

describe('Exim U= on arrival lines', () => {
  it('masks the local user of a <= line', () => {
    expect(detect('2024-01-02 03:04:05 1rKx7a-000Abc-3Q <= jo@example.net U=jhalpert P=local S=1023')).toContainEqual(['exim-user', 'jhalpert']);
  });
  it('ignores U= outside an arrival line', () => {
    expect(typesOf('matrix U=1 V=2 <=> solved')).not.toContain('exim-user');
    expect(typesOf('1rKx7a-000Abc-3Q => jo@example.net R=dnslookup T=remote_smtp U=x')).not.toContain('exim-user');
  });
});

describe('FTP and IRC USER in tab-separated logs', () => {
  it('masks the USER argument', () => {
    // Read by the phrase frames (an actor noun, then the name), as in any product's `USER jsmith`.
    expect(detect('1600000000.1\tCx\t10.0.0.7\t5000\t10.0.0.22\t21\t<unknown>\t-\tUSER\tpbeesly\t-\t-\t331\tPassword required')).toContainEqual(['actor-phrase', 'pbeesly']);
  });
  it("masks the real name of Zeek's IRC USER line", () => {
    const line = '1600000000.1\tCi\t10.0.0.7\t5000\t10.0.0.22\t6667\tkev\t-\tUSER\tkmalone\tkmalone irc.example.net Kevin Malone\t-';
    expect(detect(line)).toContainEqual(['irc-real-name', 'Kevin Malone']);
    expect(maskText(line, { mode: 'mask' }).output).not.toContain('Kevin');
  });
  it('masks a system account there without hunting it elsewhere', () => {
    const { output } = maskText('x\tUSER\tadmin\t-\nthe admin console', { mode: 'mask' });
    expect(output).toBe('x\tUSER\t[Masked User 1]\t-\nthe admin console');
  });
});

describe('BSD syslog (RFC 3164) header host', () => {
  it('masks a qualified host before the tag, whatever its suffix', () => {
    expect(detect('Oct 11 22:14:15 mymachine.hq7 su[230]: pam_unix(su:session): opened')).toContainEqual(['syslog-host', 'mymachine.hq7']);
    expect(detect('<13>Feb  5 17:32:18 fw-edge.example.lan kernel: IN=eth0')).toContainEqual(['internal-hostname', 'fw-edge.example.lan']);
    expect(detect('<13>Feb  5 17:32:18 edge-7.branch kernel: IN=eth0')).toContainEqual(['syslog-host', 'edge-7.branch']);
  });
  it('leaves bare names, localhost, years and prose dates alone', () => {
    expect(typesOf('Oct 11 22:14:15 mymachine su[230]: pam_unix(su:session): opened')).toEqual([]);
    expect(typesOf('Feb  5 17:32:18 localhost kernel: IN=eth0')).toEqual([]);
    expect(typesOf('Thu Feb  5 17:32:18 2015 crond: started')).toEqual([]);
    expect(typesOf('it ran on Feb  5 17:32:18 then stopped: ok')).toEqual([]);
  });
});

describe("MySQL account 'user'@'host'", () => {
  it('masks the host part, also with escaped or backtick quotes', () => {
    expect(detect("Access denied for user 'svc'@'app3.branch.hq' (using password: YES)")).toContainEqual(['mysql-account-host', 'app3.branch.hq']);
    expect(detect("\"msg\":\"Access denied for user \\'svc\\'@\\'reporting-7\\'\"")).toContainEqual(['mysql-account-host', 'reporting-7']);
    expect(detect('GRANT ALL ON db.* TO `svc`@`bastion`')).toContainEqual(['mysql-account-host', 'bastion']);
  });
  it("leaves localhost and '%' alone", () => {
    expect(typesOf("CREATE USER 'svc'@'localhost'; CREATE USER 'svc'@'%';")).not.toContain('mysql-account-host');
  });
});

describe('Kerberos SPN hosts without a realm', () => {
  it('masks the host whatever its suffix', () => {
    expect(detect('TGS request for cifs/FS02.ad.example.hq from 10.1.1.1')).toContainEqual(['kerberos-spn-host', 'FS02.ad.example.hq']);
    expect(detect('Service Name: MSSQLSvc/sql01.db.example.priv:1433')).toContainEqual(['kerberos-spn-host', 'sql01.db.example.priv']);
  });
  it('leaves protocol versions, paths and short names alone', () => {
    expect(typesOf('"GET /x HTTP/1.1" 200')).not.toContain('kerberos-spn-host');
    expect(typesOf('vendor/github.com/x/net/http/httpproxy/proxy.go')).not.toContain('kerberos-spn-host');
    expect(typesOf('spn HOST/DC01 registered')).not.toContain('kerberos-spn-host');
  });
});

describe('FTP PORT and passive-mode addresses', () => {
  it('masks the four address octets and keeps the port bytes', () => {
    const { output } = maskText('227 Entering Passive Mode (198,51,100,23,195,149).', { mode: 'mask' });
    expect(output).toBe('227 Entering Passive Mode ([Masked FTP IPv4 1],195,149).');
    expect(detect('PORT 192,168,1,2,7,138')).toContainEqual(['ftp-address', '192,168,1,2']);
  });
  it('ignores numbers that are no address', () => {
    expect(typesOf('227 Entering Passive Mode (256,1,1,1,2,3)')).toEqual([]);
    expect(typesOf('listening on PORT 8080')).toEqual([]);
  });
});

describe('Brother printer node names', () => {
  it('masks BRN/BRW and the MAC address', () => {
    expect(detect('NB query BRW001BA9C0FFEE')).toContainEqual(['printer-host', 'BRW001BA9C0FFEE']);
    expect(detect('query brn001ba9c0ffee.local A')).toContainEqual(['printer-host', 'brn001ba9c0ffee']);
  });
  it('needs exactly twelve hex digits on its own', () => {
    expect(typesOf('BRW001BA9C0FFE')).toEqual([]);
    expect(typesOf('xbrw001ba9c0ffee')).toEqual([]);
  });
});

describe('Windows Source Address (file share events 5140/5145)', () => {
  it('masks the address also inside an escaped JSON message', () => {
    const { output } = maskText('{"Message":"Network Information:\\r\\n\\tSource Address:\\t\\tfe80::4d2:99ff:fe11:2233\\r\\n\\tSource Port:\\t\\t49711"}', { mode: 'mask' });
    expect(output).not.toContain('fe80::4d2');
  });
});

describe('addresses in <…> with = in the local part (VERP, SRS)', () => {
  it('masks the whole address', () => {
    const { output } = maskText('postfix/qmgr[1]: 4A1: from=<bounces+77-3c-mo.ra=example.org@mail.example.net>, size=2044', { mode: 'mask' });
    expect(output).toBe('postfix/qmgr[1]: 4A1: from=<[Masked Email 1]>, size=2044');
    expect(detect('from=<SRS0=Zq1x=7K=example.org=jo@srs.example.net>')).toContainEqual(['email-angle', 'SRS0=Zq1x=7K=example.org=jo@srs.example.net']);
    expect(detect('<list==_12_ab==@in.example.com>: Sender address rejected')).toContainEqual(['email-angle', 'list==_12_ab==@in.example.com']);
  });
  it('keeps a key before an address outside brackets', () => {
    expect(maskText('user=jo@example.com', { mode: 'mask' }).output).toBe('user=[Masked Email 1]');
    expect(maskText('from=<jo@example.com>', { mode: 'mask' }).output).toBe('from=<[Masked Email 1]>');
  });
});

describe('Kafka users and ZooKeeper digest users', () => {
  it('masks the name of a users entity, not of a clients or topics one', () => {
    const { output } = maskText('kafka-configs.sh --alter --add-config consumer_byte_rate=2048 --entity-type users --entity-name mscott --entity-type clients --entity-name billing-app', { mode: 'mask' });
    expect(output).toBe('kafka-configs.sh --alter --add-config consumer_byte_rate=2048 --entity-type users --entity-name [Masked User 1] --entity-type clients --entity-name billing-app');
    expect(typesOf('kafka-configs.sh --describe --entity-type topics --entity-name orders')).toEqual([]);
  });
  it('masks the users a PlainLoginModule defines, only where one is named', () => {
    const jaas = 'KafkaServer {\n  org.apache.kafka.common.security.plain.PlainLoginModule required\n  user_dschrute="beets-2024";\n};';
    expect(detect(jaas)).toContainEqual(['jaas-plain-user', 'dschrute']);
    expect(typesOf('metrics user_count="12" user_agent="curl"')).toEqual([]);
  });
  it('masks a ZooKeeper digest user apart from its password, and where whoami shows it', () => {
    const { output } = maskText('[zk: localhost:2181(CONNECTED) 0] addauth digest abernard:Nard-Dog1\n[zk: localhost:2181(CONNECTED) 1] whoami\ndigest: abernard', { mode: 'mask' });
    expect(output).toBe('[zk: localhost:2181(CONNECTED) 0] addauth digest [Masked User 1]:[Masked Digest Credentials 1]\n[zk: localhost:2181(CONNECTED) 1] whoami\ndigest: [Masked User 1]');
  });
});

describe('storage bucket names', () => {
  it('masks the value of bucketName, and the name where it stands again', () => {
    const { output } = maskText('{"eventName":"ListObjects","requestParameters":{"bucketName":"initech-payroll-exports"}}\ncopied to s3 bucket initech-payroll-exports', { mode: 'mask' });
    expect(output).not.toContain('initech-payroll-exports');
  });
  it('leaves container and histogram names alone', () => {
    expect(typesOf('container_name=web bucket=5 le_bucket=0.5')).toEqual([]);
  });
});

describe('secret fallbacks of environment reads', () => {
  it('masks the literal default of a secret-named variable, also over two lines', () => {
    const { output } = maskText("SECRET_KEY = env('SECRET_KEY',\n                 'q!7mz_0c@x4kd9$w2')\nDEBUG = env.bool('DEBUG', True)", { mode: 'mask' });
    expect(output).toBe("SECRET_KEY = env('SECRET_KEY',\n                 '[Masked Secret 1]')\nDEBUG = env.bool('DEBUG', True)");
    expect(detect('password = os.environ.get("PG_PASSWORD", default="Autumn#88")')).toContainEqual(['env-default-secret', 'Autumn#88']);
  });
  it('leaves other variables, empty defaults and placeholders alone', () => {
    expect(typesOf("LOG_LEVEL = os.getenv('LOG_LEVEL', 'info')")).toEqual([]);
    expect(typesOf("API_TOKEN = os.getenv('API_TOKEN', '<your-token>')")).toEqual([]);
    expect(typesOf('monkey = env("MONKEY_BUSINESS", "bananas")')).toEqual([]);
  });
});

describe('host fields of | Field | Value | tables (OpenStack CLI)', () => {
  it('masks the host a resource is bound to', () => {
    const table = '+-----------------+----------------+\n| Field           | Value          |\n+-----------------+----------------+\n| binding_host_id | cmp-04.pod2    |\n| status          | ACTIVE         |\n+-----------------+----------------+';
    expect(detect(table)).toEqual([['table-host', 'cmp-04.pod2']]);
  });
  it('leaves empty cells, None and other fields alone', () => {
    expect(typesOf('| binding_host_id |                |\n| OS-EXT-SRV-ATTR:host | None |\n| ghost_count | 3 |')).toEqual([]);
  });
});

describe('W3C extended log (IIS) columns named by #Fields:', () => {
  const header = '#Software: Microsoft Internet Information Services 10.0\r\n#Fields: date time s-ip cs-method cs-uri-stem cs-username c-ip cs(Cookie) sc-status\r\n';
  const line = (user: string, cookie: string) => `2024-01-01 00:00:01 10.0.0.5 GET /default.htm ${user} 192.0.2.7 ${cookie} 200\r\n`;

  it('masks the user and the cookie of every line under the header, and the user elsewhere', () => {
    const input = `${header}${line('CONTOSO\\jdoe', 'ASP.NET_SessionId=a1b2c3d4e5f6')}${line('asmith', '-')}later: asmith logged off\n`;
    const { output, detections } = maskText(input, { mode: 'mask' });
    const values = detections.filter((d) => d.type === 'w3c-field').map((d) => d.original);
    expect(values).toEqual(['CONTOSO\\jdoe', 'ASP.NET_SessionId=a1b2c3d4e5f6', 'asmith', 'asmith']);
    expect(output).not.toMatch(/jdoe|asmith|a1b2c3/);
    // The header itself and the other columns stay.
    expect(output).toContain('#Fields: date time s-ip cs-method cs-uri-stem cs-username c-ip cs(Cookie) sc-status');
    expect(output).toContain('GET /default.htm');
  });

  it('reads only the date-led lines right after the header, with as many columns as it names', () => {
    // A line of another log after the block, and a data line with a column too many, are not read by column.
    const input = `${header}${line('jdoe', '-')}2024-01-01 00:00:02 10.0.0.5 GET /x extra kbrown 192.0.2.7 - 200\r\nsshd[42]: session for wlee 10.0.0.1 GET /x wlee 192.0.2.7 - 200\n`;
    const values = maskText(input, { mode: 'mask' }).detections.filter((d) => d.type === 'w3c-field').map((d) => d.original);
    expect(values).toEqual(['jdoe']);
  });

  it('follows each header: a block whose header names no such column is left alone', () => {
    const input = `#Fields: date time c-ip cs-method sc-status\n2024-01-01 00:00:01 192.0.2.7 GET 200\n#Fields: date time cs-username sc-status\n2024-01-01 00:00:02 mlopez 401\n`;
    const values = maskText(input, { mode: 'mask' }).detections.filter((d) => d.type === 'w3c-field').map((d) => d.original);
    expect(values).toEqual(['mlopez']);
  });
});
