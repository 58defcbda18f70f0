import type { KeywordRule } from '../types';
import { auth } from './auth';
import { bucketName } from './bucket-name';
import { companyName } from './company-name';
import { domainKeyword } from './domain-keyword';
import { hostname } from './hostname';
import { key } from './key';
import { latitude } from './latitude';
import { longitude } from './longitude';
import { password } from './password';
import { personName } from './person-name';
import { secret } from './secret';
import { token } from './token';
import { username } from './username';

/** Every keyword rule; the engine scans once for all their name words. */
export const KEYWORD_RULES: readonly KeywordRule[] = [
  domainKeyword, companyName, key, token, password, secret, auth, latitude, longitude, username, hostname, bucketName, personName,
];
