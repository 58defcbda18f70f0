/**
 * @jest-environment node
 *
 * The general readers (lib/masking/readers): a user named the way many products write it is masked
 * wherever the phrase, field or position stands, and the prose around such words is left alone.
 *
 * fixtures/actor-shapes.txt holds lines written by the team in the shapes of auth logs of many daemons
 * (every user in them is `mbrown`); fixtures/actor-prose.txt holds log prose with the same trigger words
 * (user, account, login, for, by, as, owner) and no name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MaskingEngine, maskText } from '@/lib/masking';

const lines = (file: string) => readFileSync(join(__dirname, 'fixtures', file), 'utf8').split('\n').filter((line) => line.trim() !== '');

describe('a user written the way logs write one', () => {
  it.each(lines('actor-shapes.txt'))('%s', (line) => {
    expect(new MaskingEngine().process(line, { mode: 'mask' }).output).not.toContain('mbrown');
  });
});

describe('prose with the same words', () => {
  it.each(lines('actor-prose.txt'))('%s', (line) => {
    expect(maskText(line, { mode: 'mask' }).detections).toEqual([]);
  });
});

describe('the value a slot holds is read whole', () => {
  it.each([
    ["Login failed for user 'O'Hara' from 10.1.2.3", "O'Hara"],
    ['user "Jane Roe" authenticated', 'Jane Roe'],
    ['session opened for user [jroe] by (uid=0)', 'jroe'],
    ['owner ÉlodieR changed the share', 'ÉlodieR'],
    ["Access denied for user \\'test1\\'@\\'db01\\'", 'test1'],
    ['CEF:0|Vendor|Product|1.0|100|Login|5|suser=Jane Roe duser=broe src=10.1.1.1', 'Jane Roe'],
    ['{"log":"{\\"user\\":\\"jroe\\",\\"level\\":\\"info\\"}"}', 'jroe'],
    ['{"actor":{"id":"u1","name":"jroe","type":"user"}}', 'jroe'],
  ])('%s', (line, value) => {
    const { detections } = maskText(line, { mode: 'mask' });
    expect(detections.map((detection) => detection.original)).toContain(value);
  });
});

describe('a name found by its context', () => {
  it('is masked where it stands alone, but not inside a dotted identifier or a module path', () => {
    const { output } = maskText('user nova logged in\nnova.api.openstack loaded; nova restarted', { mode: 'mask' });
    expect(output).toBe('user [Masked User 1] logged in\nnova.api.openstack loaded; [Masked User 1] restarted');
  });
});

describe('a name found by its context, at a line that names a section', () => {
  it('is not masked where it is the key of a YAML or config line', () => {
    const { output } = maskText('spring:\n  neo4j:\n    username: "neo4j"\n    password: "s3cret-Pw9"\nconnected to neo4j at bolt://db:7687', { mode: 'mask' });
    expect(output).toContain('\n  neo4j:\n');
    expect(output).toContain('username: "[Masked User 1]"');
    expect(output).toContain('connected to [Masked User 1] at');
  });
});

describe('the header of a CEF record names its product, never a user', () => {
  it('does not hunt a found name into the header, and a user field holding the record\'s own vendor is none', () => {
    const text = [
      'CEF:0|Acmesec|Sensor|1.0|Login|Login|3|suser=Acmesec duser=mbrown',
      'CEF:0|Acmesec|Sensor|1.0|Audit|Audit|3|suser=Acmesec Sensor Service outcome=true',
      'CEF:0|Vendorx|Sensor|1.0|Sensor|Sensor|3|duser=kroe src=10.1.1.1',
    ].join('\n');
    const { output, detections } = maskText(text, { mode: 'mask' });
    expect(output.split('\n').map((line) => line.split('|').slice(0, 7).join('|'))).toEqual(text.split('\n').map((line) => line.split('|').slice(0, 7).join('|')));
    expect(detections.map((detection) => detection.original)).toEqual(expect.arrayContaining(['mbrown', 'kroe']));
    expect(detections.map((detection) => detection.original)).not.toContain('Acmesec');
    expect(output).toContain('suser=Acmesec Sensor Service');
  });
});

describe('words that are never a user or a secret in a slot', () => {
  it.each([
    ['a log level before a failed login', 'pure-ftpd: (?@10.0.0.5) [WARNING] Authentication failed for user [mbrown]\nnext: WARNING: disk low', 'WARNING'],
    ["a PAM tag's management group", 'gdm-password]: pam_unix(gdm-password:auth): authentication failure; user=mbrown\nvault: {"auth":{"policies":["default"]}}', 'auth'],
  ])('%s', (_what, text, word) => {
    const { detections } = maskText(text, { mode: 'mask' });
    expect(detections.map((detection) => detection.original)).toContain('mbrown');
    expect(detections.map((detection) => detection.original.toLowerCase())).not.toContain(word.toLowerCase());
  });
});
