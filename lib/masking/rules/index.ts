import type { PatternRule } from '../types';
import { awsArn } from './aws-arn';
import { authorizationBasic } from './credentials/authorization-basic';
import { authorizationBearer } from './credentials/authorization-bearer';
import { authorizationDigest } from './credentials/authorization-digest';
import { authorizationToken } from './credentials/authorization-token';
import { cliPassword } from './credentials/cli-password';
import { envDefaultSecret } from './credentials/env-default-secret';
import { sqlPassword } from './credentials/sql-password';
import { cookie } from './credentials/cookie';
import { setCookie } from './credentials/set-cookie';
import { urlPassword } from './credentials/url-credentials';
import { urlQueryToken } from './credentials/url-query-token';
import { urlPathToken } from './credentials/url-path-token';
import { saslInitialResponse } from './credentials/sasl-initial-response';
import { passwordHash } from './credentials/password-hash';
import { zookeeperDigest, zookeeperDigestUser } from './credentials/zookeeper-digest';
import { dbClientUser } from './identities/db-client-user';
import { logUser } from './identities/log-user';
import { accessLogUser, squidUser } from './identities/access-log-user';
import { urlUser } from './identities/url-user';
import { eximUser, ircRealName } from './identities/exim-user';
import { jaasPlainUser, kafkaEntityUser } from './identities/kafka-user';
import { w3cField, zeekField } from './columns/header-field';
import { aclUsers } from './identities/acl-users';
import { kerberosPrincipal } from './identities/kerberos-principal';
import { userDirectory } from './identities/user-directory';
import { userPrincipalName } from './identities/user-principal-name';
import { userAtAddress } from './identities/user-at-address';
import { cliLoginUser } from './identities/cli-login-user';
import { mailboxName } from './pii/mailbox-name';
import { powershellAccountUser, unixAccountCommandUser } from './identities/account-commands';
import { netUser } from './identities/net-user';
import { netUserPassword } from './credentials/net-user-password';
import { windowsAccount } from './identities/windows-account';
import { windowsEventAccountName } from './identities/windows-event-account-name';
import { windowsEventSourceAddress } from './identities/windows-event-source-address';
import { windowsEventWorkstation } from './identities/windows-event-workstation';
import { internalHostname } from './internal-names/internal-hostname';
import { ipHostName } from './internal-names/ip-host-name';
import { personalDeviceHost } from './internal-names/personal-device-host';
import { netbiosHost } from './internal-names/netbios-host';
import { uncHost } from './internal-names/unc-host';
import { syslogHost, syslogHostIso } from './internal-names/syslog-host';
import { mysqlAccountHost } from './internal-names/mysql-account-host';
import { kerberosSpnHost } from './internal-names/kerberos-spn-host';
import { printerHost } from './internal-names/printer-host';
import { tableHost } from './internal-names/table-host';
import { cardNumber } from './pii/card-number';
import { iban } from './pii/iban';
import { phoneNumber } from './pii/phone-number';
import { phoneNumberNanp } from './pii/phone-number-nanp';
import { phoneNumberNational } from './pii/phone-number-national';
import { usSsn } from './pii/us-ssn';
import { coordinatePair } from './pii/coordinate-pair';
import { dialledNumber } from './pii/dialled-number';
import { anthropicKey } from './provider-secrets/anthropic-key';
import { awsAccessKeyId } from './provider-secrets/aws-access-key-id';
import { awsSecretAccessKey } from './provider-secrets/aws-secret-access-key';
import { azureSasSignature } from './provider-secrets/azure-sas-signature';
import { azureStorageKey } from './provider-secrets/azure-storage-key';
import { genericSecret } from './provider-secrets/generic-secret';
import { githubToken } from './provider-secrets/github-token';
import { gitlabToken } from './provider-secrets/gitlab-token';
import { googleApiKey } from './provider-secrets/google-api-key';
import { npmToken } from './provider-secrets/npm-token';
import { openaiKey } from './provider-secrets/openai-key';
import { privateKey } from './provider-secrets/private-key';
import { privateKeyEscaped } from './provider-secrets/private-key-escaped';
import { sendgridKey } from './provider-secrets/sendgrid-key';
import { slackToken } from './provider-secrets/slack-token';
import { prefixedToken } from './provider-secrets/prefixed-token';
import { serviceToken } from './provider-secrets/service-token';
import { azureClientSecret } from './provider-secrets/azure-client-secret';
import { discordToken } from './provider-secrets/discord-token';
import { slackWebhook } from './provider-secrets/slack-webhook';
import { stripeKey } from './provider-secrets/stripe-key';
import { twilioSid } from './provider-secrets/twilio-sid';
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
import { emailUrlEncoded } from './email-url-encoded';
import { emailAngle } from './email-angle';
import { ftpAddress } from './ftp-address';
import { ipv4External } from './ipv4-external';
import { ipv4Internal } from './ipv4-internal';
import { ipv4Loopback } from './ipv4-loopback';
import { ipv4Reserved } from './ipv4-reserved';
import { ipv4SubnetMask } from './ipv4-subnet-mask';
import { ipv6External } from './ipv6-external';
import { ipv6Internal } from './ipv6-internal';
import { ipv6LinkLocal } from './ipv6-link-local';
import { ipv6Multicast } from './ipv6-multicast';
import { ipv6Other } from './ipv6-other';
import { jwt } from './jwt';
import { mac } from './mac';
import { dhcpClientId } from './dhcp-client-id';
import { macDotted } from './mac-dotted';
import { macInFields } from './mac-in-fields';
import { uuid } from './uuid';
import { actionByActor, actorAfterFor, actorBeforeLogin, actorPhrase } from '../readers/actor-phrases';
import { backendUser, bracketedDomainUser, localMailbox, pathUser, sipUser, vpnPeerName } from '../readers/positions';

/**
 * Every pattern rule in detection order (priority, then this order within a priority: an email is
 * tried before the domain inside it, an ARN before the email or domain inside it, an IBAN before the card
 * number its spaced groups hold). Adding a rule is adding its file and one line here.
 */
export const PATTERN_RULES: readonly PatternRule[] = [
  // 0: prefix-anchored provider secrets, then credentials in headers, URLs and command lines (a provider
  // token inside a header or URL keeps its provider label).
  privateKey, privateKeyEscaped, githubToken, gitlabToken, slackToken, slackWebhook, stripeKey, googleApiKey, anthropicKey, openaiKey,
  npmToken, prefixedToken, serviceToken, azureClientSecret, discordToken, awsAccessKeyId, awsSecretAccessKey, azureStorageKey, azureSasSignature, twilioSid, sendgridKey,
  authorizationBasic, authorizationDigest, authorizationBearer, authorizationToken, cookie, setCookie, urlPassword, urlUser, urlQueryToken, urlPathToken, saslInitialResponse, passwordHash, zookeeperDigestUser, zookeeperDigest, cliPassword, sqlPassword, envDefaultSecret,
  awsArn, kerberosPrincipal, emailAngle, email, emailUrlEncoded, userPrincipalName, userAtAddress, ipHostName, personalDeviceHost, printerHost, internalHostname, domain, jwt,
  dnCommonName, dnOrganizationalUnit, dnDomainComponent, dnCountry, dnLocality, dnState, dnOrganization, dnUserId,
  userDirectory, windowsAccount,
  iban, creditCard, cardNumber, usSsn, uuid, dhcpClientId, mac, macDotted, macInFields,
  ipv6Internal, ipv6LinkLocal, ipv6Multicast, ipv6External, ipv6Other,
  ftpAddress, ipv4SubnetMask, ipv4Internal, ipv4Loopback, ipv4Reserved, ipv4External,
  windowsEventAccountName, windowsEventWorkstation, windowsEventSourceAddress, actorPhrase, actorAfterFor, actionByActor, actorBeforeLogin, pathUser, sipUser, backendUser, vpnPeerName, bracketedDomainUser, localMailbox, logUser, accessLogUser, squidUser, eximUser, ircRealName, kafkaEntityUser, jaasPlainUser, aclUsers, dbClientUser, cliLoginUser, unixAccountCommandUser, powershellAccountUser, netUser, netUserPassword, netbiosHost, uncHost,
  syslogHost, syslogHostIso, mysqlAccountHost, kerberosSpnHost, tableHost, mailboxName,
  phoneNumber, phoneNumberNanp, phoneNumberNational, dialledNumber, coordinatePair, genericSecret, zeekField, w3cField,
].sort((a, b) => a.priority - b.priority);
