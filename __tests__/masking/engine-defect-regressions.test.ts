import { MaskingEngine, maskText } from '@/lib/masking';

describe('reported engine defects stay fixed', () => {
  it('does not read a syslog program tag followed by prose as an auth parameter', () => {
    const input = 'Nov 21 09:14:02 web01 auth: login failed for session 42\nNov 21 09:14:03 web01 auth: FAILED\n';
    const { output, detections } = maskText(input, { mode: 'mask' });
    expect(detections.filter((d) => d.type === 'auth')).toEqual([]);
    expect(output).toContain('auth: login failed');
    expect(output).toContain('auth: FAILED');
  });

  it('masks the Account Domain of a Windows event written on one line, and leaves its builtin accounts and domains', () => {
    const input =
      'Message=An account was successfully logged on. Subject: Security ID: S-1-5-18 Account Name: WEB01$ Account Domain: CONTOSO Logon ID: 0x3E7 ' +
      'New Logon: Account Name: jdoe Account Domain: CONTOSO Logon ID: 0x8F21A Workstation Name: LAPTOP-7F3K2\n' +
      'Account Name: DWM-1 Account Domain: Window Manager Logon ID: 0x1A2B\n' +
      'Account Name: UMFD-0 Account Domain: Font Driver Host Logon ID: 0x3E7\n' +
      'Account Name: SYSTEM Account Domain: NT AUTHORITY Logon ID: 0x3E7\n';
    const { output, detections } = maskText(input, { mode: 'mask' });
    expect(detections.filter((d) => d.original === 'CONTOSO').map((d) => d.type)).toEqual(['domain-keyword', 'domain-keyword']);
    expect(output).toContain('Account Domain: [Masked Domain 1] Logon ID: 0x3E7 New Logon: Account Name: [Masked Account Name 2]');
    expect(output).toContain('Account Name: DWM-1 Account Domain: Window Manager Logon ID: 0x1A2B\n');
    expect(output).toContain('Account Name: UMFD-0 Account Domain: Font Driver Host Logon ID: 0x3E7\n');
    expect(output).toContain('Account Name: SYSTEM Account Domain: NT AUTHORITY Logon ID: 0x3E7\n');
  });

  it('keeps the opening quote of a single-quoted email or principal outside the value', () => {
    const input = "send_mail(to='jo@contoso.com')\nkinit principal='jsmith@CORP'";
    expect(maskText(input, { mode: 'mask' }).output).toBe("send_mail(to='[Masked Email 1]')\nkinit principal='[Masked User Principal Name 1]'");
    const engine = new MaskingEngine();
    const replaced = engine.process(input, { mode: 'replace' }).output;
    expect(replaced).toMatch(/^send_mail\(to='[^'@]+@example\.(?:com|org|net)'\)\nkinit principal='[^']+@EXAMPLE'$/);
    expect(engine.restore(replaced)).toBe(input);
  });

  it('masks a whole ARN that ends in an email or a domain, so its account id does not stay visible', () => {
    const input = 'arn:aws:sts::123456789012:assumed-role/AWSReservedSSO_Admin_1a2b/jdoe@contoso.com and arn:aws:ses:us-east-1:210987654321:identity/contoso.com';
    const { output, detections } = maskText(input, { mode: 'mask' });
    expect(output).toBe('[Masked AWS ARN 1] and [Masked AWS ARN 2]');
    expect(detections.map((d) => d.type)).toEqual(['aws-arn', 'aws-arn']);
  });

  it('masks a quoted password containing @ as a password, not as a principal with its last character left', () => {
    expect(maskText("kubectl create secret generic db --from-literal=password='p@ssW0rd-2024!'", { mode: 'mask' }).output).toBe(
      "kubectl create secret generic db --from-literal=password='[Masked Password 1]'",
    );
  });

  it("masks redis-cli's -a password and leaves -a of other commands", () => {
    expect(maskText('redis-cli -h 10.0.0.7 -p 6379 -a Sup3rS3cretRedis! PING', { mode: 'mask' }).output).toBe(
      'redis-cli -h [Masked Internal IPv4 1] -p 6379 -a [Masked Command-line Password 1] PING',
    );
    const other = 'ls -a /etc\ngit commit -a -m fix\nuname -a';
    expect(maskText(other, { mode: 'mask' }).output).toBe(other);
  });

  it('masks passwords given to PowerShell, docker login, sshpass and SQL statements, and leaves ports and prose', () => {
    const input = [
      "PS C:\\Users\\svc-deploy> Invoke-Sqlcmd -ServerInstance SQL01 -Username sa -Password 'Adm1n$2024'",
      'docker login -u acmeci -p dckr_pat_2uT9kX8mQ7vL1nB3zR5wY6eA0sD registry.example.com',
      "postgres=# CREATE USER analytics WITH PASSWORD 'An4lyt1cs!';",
      'CREATE USER scott IDENTIFIED BY tiger2024;',
      'ssh -p 2222 web01 and the role is identified by its name',
    ].join('\n');
    expect(maskText(input, { mode: 'mask' }).output).toBe(
      [
        // The PowerShell account is powershell-account-user's, the docker login's cli-login-user's.
        "PS C:\\Users\\[Masked User Directory Name 1]> Invoke-Sqlcmd -ServerInstance SQL01 -Username [Masked User 1] -Password '[Masked Command-line Password 1]'",
        // A Docker Hub token is named by its provider prefix (the provider label wins, as in headers and URLs);
        // the login's account is cli-login-user's.
        'docker login -u [Masked User 2] -p [Masked API Token 1] [Masked Domain 1]',
        // The account a CREATE USER names is a user name too (the phrase frames: an actor noun after create).
        "postgres=# CREATE USER [Masked User 3] WITH PASSWORD '[Masked SQL Password 1]';",
        'CREATE USER [Masked User 4] IDENTIFIED BY [Masked SQL Password 2];',
        'ssh -p 2222 web01 and the role is identified by its name',
      ].join('\n'),
    );
  });

  it('still reads words after a lowercase name as prose, even when a Title Case field follows', () => {
    expect(maskText('auth: Login Failed: bad password', { mode: 'mask' }).output).toBe('auth: Login Failed: bad password');
    expect(maskText('domain: corp lookup Failed: timeout', { mode: 'mask' }).output).toBe('domain: corp lookup Failed: timeout');
  });

  it('still masks a real auth parameter after a colon', () => {
    expect(maskText('X-Auth: s3cr3t-Value9', { mode: 'mask' }).output).toBe('X-Auth: [Masked Auth 1]');
  });

  it('ends the last value of a distinguished name at whitespace', () => {
    const input = 'CN=John Smith,OU=Finance,DC=corp,DC=contoso fe80::1%eth0 255.255.255.0';
    const { output, detections } = maskText(input, { mode: 'mask' });
    expect(detections.find((d) => d.original.startsWith('contoso'))?.original).toBe('contoso');
    expect(output).toBe(
      'CN=[Masked DN Common Name 1],OU=[Masked DN Organizational Unit 1],DC=[Masked DN Domain Component 1],DC=[Masked DN Domain Component 2] [Masked Link-Local IPv6 1] [Masked Subnet Mask 1]',
    );
  });

  it('keeps a space inside a DN value that runs on to the next separator, and an escaped space', () => {
    const { detections } = maskText('CN=John Smith,OU=Payroll Team,DC=corp\\ lab', { mode: 'mask' });
    expect(detections.map((d) => d.original)).toEqual(['John Smith', 'Payroll Team', 'corp\\ lab']);
  });

  it('ends a domain component or a country at a space even when prose runs on to a comma (they never hold one)', () => {
    const { output, detections } = maskText('DN uid=mguiraud,ou=staff,dc=neotion,dc=lab1 not found, skipping', { mode: 'mask' });
    expect(detections.map((d) => d.original)).toEqual(['mguiraud', 'staff', 'neotion', 'lab1']);
    expect(output.endsWith(' not found, skipping')).toBe(true);
    expect(maskText('O=Acme,C=DE now revoked, retrying', { mode: 'mask' }).detections.map((d) => d.original)).toEqual(['Acme', 'DE']);
    // A city keeps its space.
    expect(maskText('C=US, ST=New York, L=New York City, O=Acme', { mode: 'mask' }).detections.map((d) => d.original)).toEqual(['US', 'New York', 'New York City', 'Acme']);
  });

  it('reads a YAML value after its tag: !!binary names the type, a local tag such as !Ref computes the value elsewhere', () => {
    expect(maskText('low_entropy_binary_secret: !!binary MjNjcnh1IDJieXJpdXYyeXJpaTJidnl1MnI4OXkyb3UwMg==', { mode: 'mask' }).output).toBe('low_entropy_binary_secret: !!binary [Masked Secret 1]');
    expect(maskText('password: !!str "hunter2x"', { mode: 'mask' }).output).toBe('password: !!str "[Masked Password 1]"');
    expect(maskText('      MasterUserPassword: !Ref DbPassword', { mode: 'mask' }).detections).toEqual([]);
    // A password that starts with `!` and ends the line is no tag.
    expect(maskText('password: !Passw0rd', { mode: 'mask' }).output).toBe('password: [Masked Password 1]');
  });

  it('masks the text of an XML element named for a secret, a user or a machine, as settings.xml and ePO events write them', () => {
    const settings = '<server><id>nexus</id><username>deployer</username><password>{DESede}y9dyvM7YbSE=</password></server>';
    expect(maskText(settings, { mode: 'mask' }).output).toBe('<server><id>nexus</id><username>[Masked Username 1]</username><password>[Masked Password 1]</password></server>');
    expect(maskText('<MachineInfo><MachineName>WAW-URSZULAL1</MachineName>', { mode: 'mask' }).output).toBe('<MachineInfo><MachineName>[Masked NetBIOS Name 1]</MachineName>');
    // Empty, a placeholder, other elements inside, or no closing tag on the line: nothing to mask.
    for (const text of ['<password></password>', '<token>${env.TOKEN}</token>', '<secret><value>abc</value></secret>', '<password>\nS3cr3t</password>']) {
      expect(maskText(text, { mode: 'mask' }).detections).toEqual([]);
    }
  });

  it('keeps the escape before a capitalised domain in JSON-escaped text', () => {
    expect(maskText('{"Message":"Account Domain:\\t\\tCOMPANY.COM\\r\\n"}', { mode: 'mask' }).output).toBe('{"Message":"Account Domain:\\t\\t[Masked Domain 1]\\r\\n"}');
  });

  it('uses the Custom Rule replacement in Replace after Mask in one session, not "X (2)"', () => {
    const engine = new MaskingEngine();
    const customRules = [{ value: 'Project Falcon', category: 'Custom Rule', replacement: 'Project A' }];
    const input = 'Status of Project Falcon: green';
    expect(engine.process(input, { mode: 'mask', customRules }).output).toBe('Status of Project A: green');
    const replaced = engine.process(input, { mode: 'replace', customRules });
    expect(replaced.output).toBe('Status of Project A: green');
    expect(engine.restore(replaced.output)).toBe(input);
    expect(engine.process(input, { mode: 'mask', customRules }).output).toBe('Status of Project A: green');
  });
});
