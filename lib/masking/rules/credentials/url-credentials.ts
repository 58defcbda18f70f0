import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { PatternRule } from '../../types';

const FAKES = ['fake-Passw0rd-01', 'Example-Secret-02', 'NotReal-Pass-03', 'Fake!Example-04', 'Sample-Passw0rd-05', 'Demo-Secret-06', 'Example-Pass-07', 'Fake-Credential-08', 'Placeholder-09', 'Fake-Passw0rd-10'];

/**
 * The password of `scheme://user:password@host` in a URL or connection string (postgres, mysql,
 * mongodb+srv, redis, amqp, ftp, https, …). The user is url-user's, the host the host rules'.
 */
export const urlPassword: PatternRule = {
  id: 'url-password',
  label: 'URL Password',
  family: 'credentials',
  priority: 0,
  description: 'The password in scheme://user:password@host of a URL or connection string.',
  regex: /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,30}:\/\/[^\s:/@?#"'<>]{0,128}:([^\s/@"'<>]{1,256})@(?=[A-Za-z0-9[._-])/,
  anchor: keywordStartAnchor(['://'], 'A-Za-z0-9+.-', 31),
  group: 1,
  contextual: true,
  keywords: ['://'],
  validate: (value) => !/^\d{1,5}$/.test(value) && !/^(?:\$\{[^}]*\}|\*+|x+|password|<[^>]*>)$/i.test(value),
  fakes: FAKES,
  derive: (n) => `Fake-Passw0rd-${n}`,
  examples: {
    match: [
      'DATABASE_URL=postgres://app:Sup3r-S3cret@db.prod.contoso.com:5432/orders',
      'mongodb+srv://admin:p%40ssw0rd@cluster0.ab1cd.mongodb.net/test',
      'redis://:r3d1sPass@10.0.0.8:6379/0',
      'amqp://guest:Gu3st!42@rabbit.corp.local:5672/',
      'mysql://root:hunter2@localhost/app',
      'ftp://backup:Bk-2024x@files.contoso.com/dumps',
      'https://deploy:9f8e7d6c5b@git.contoso.com/acme/app.git',
    ],
    noMatch: ['https://contoso.com:8443/path', 'postgres://app@db:5432/orders', 'redis://:${REDIS_PASSWORD}@cache:6379', 'https://user@example.com/'],
  },
};
