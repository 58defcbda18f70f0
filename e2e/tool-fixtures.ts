// A realistic firewall + application log for the /tool browser tests, and the values in it that must
// never appear in the output or in any network request.
export const CUSTOM_VALUE = 'Falcon Payments';

export const FIREWALL_LOG = [
  '2024-03-14T09:21:07Z fw01 ACCEPT TCP src=10.12.4.21:51544 dst=52.94.236.248:443 user=jsmith@initech.com mac=00:1A:2B:3C:4D:5E',
  '2024-03-14T09:21:08Z fw01 DROP UDP src=185.220.101.47:53211 dst=10.12.4.21:161 rule=block-snmp',
  '2024-03-14T09:21:09Z api[2231] POST /v1/login host=api.initech.com client=185.220.101.47 request_id=6f1c2a7e-3b4d-4c8e-9f10-2a3b4c5d6e7f',
  '2024-03-14T09:21:09Z api[2231] auth failed for mwong@initech.com password=Hunter2!Spring24 tenant_name=Falcon Payments',
  '2024-03-14T09:21:11Z api[2231] GET /v1/invoices api_key=AKIAQ3EGRT7KZXP2MV4B from 10.12.4.21',
  '2024-03-14T09:21:12Z vpn01 session up peer=192.168.50.7 user=jsmith@initech.com',
  '',
].join('\n');

export const SENSITIVE_VALUES = [
  CUSTOM_VALUE,
  'jsmith@initech.com',
  'mwong@initech.com',
  '10.12.4.21',
  '52.94.236.248',
  '185.220.101.47',
  '192.168.50.7',
  '00:1A:2B:3C:4D:5E',
  '6f1c2a7e-3b4d-4c8e-9f10-2a3b4c5d6e7f',
  'Hunter2!Spring24',
  'AKIAQ3EGRT7KZXP2MV4B',
];

/** An sshd-style auth log of `lines` lines: users, client addresses and ports, the way sshd writes them. */
export function sshdLog(lines: number): string {
  const users = ['alice', 'bob', 'carol', 'deploy', 'oracle', 'git', 'backup', 'svc-ci'];
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const time = `Nov 29 0${Math.floor(i / 3600) % 10}:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
    const user = users[i % users.length];
    const ip = `${[81, 85, 91, 103, 185, 193, 212, 217][i % 8]}.${(i * 7) % 250}.${(i * 13) % 250}.${1 + (i % 250)}`;
    const pid = 20000 + i;
    const port = 40000 + ((i * 37) % 20000);
    out.push(
      i % 4 === 0
        ? `${time} web01 sshd[${pid}]: Accepted publickey for ${user} from ${ip} port ${port} ssh2`
        : i % 4 === 1
          ? `${time} web01 sshd[${pid}]: Failed password for invalid user ${user}${i} from ${ip} port ${port} ssh2`
          : i % 4 === 2
            ? `${time} web01 sshd[${pid}]: pam_unix(sshd:session): session opened for user ${user} by (uid=0)`
            : `${time} web01 sshd[${pid}]: Disconnected from authenticating user ${user} ${ip} port ${port} [preauth]`,
    );
  }
  return `${out.join('\n')}\n`;
}
