import type { PatternRule } from '../types';
import { awsArn } from './aws-arn';
import { creditCard } from './credit-card';
import { dnCountry } from './dn-c';
import { dnCommonName } from './dn-cn';
import { dnDomainComponent } from './dn-dc';
import { dnLocality } from './dn-l';
import { dnOrganization } from './dn-o';
import { dnOrganizationalUnit } from './dn-ou';
import { dnState } from './dn-st';
import { dnUserId } from './dn-uid';
import { domain } from './domain';
import { email } from './email';
import { ipv4External } from './ipv4-external';
import { ipv4Internal } from './ipv4-internal';
import { ipv4Loopback } from './ipv4-loopback';
import { ipv4Reserved } from './ipv4-reserved';
import { ipv4SubnetMask } from './ipv4-subnet-mask';
import { ipv6External } from './ipv6-external';
import { ipv6Internal } from './ipv6-internal';
import { ipv6LinkLocal } from './ipv6-link-local';
import { ipv6Multicast } from './ipv6-multicast';
import { jwt } from './jwt';
import { mac } from './mac';
import { uuid } from './uuid';

/**
 * Every pattern rule in detection order (priority, then this order within a priority: an email is
 * tried before the domain inside it). Adding a rule is adding its file and one line here.
 */
export const PATTERN_RULES: readonly PatternRule[] = [
  email, domain, jwt,
  dnCommonName, dnOrganizationalUnit, dnDomainComponent, dnCountry, dnLocality, dnState, dnOrganization, dnUserId,
  creditCard, uuid, awsArn, mac,
  ipv6Internal, ipv6LinkLocal, ipv6Multicast, ipv6External,
  ipv4SubnetMask, ipv4Internal, ipv4Loopback, ipv4Reserved, ipv4External,
].sort((a, b) => a.priority - b.priority);
