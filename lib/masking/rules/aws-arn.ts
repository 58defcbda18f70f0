import type { PatternRule } from '../types';
import { keywordStartAnchor } from '../find/compile/keyword-anchor';

/**
 * arn:partition:service:region:account:resource, in every partition (aws, aws-cn, aws-us-gov, aws-iso…).
 *
 * Precedence: an ARN often ends in a value other rules find on their own: a UUID (`…:key/1234abcd-…`),
 * an email as the session name of an assumed role (`…:assumed-role/Admin/jdoe@contoso.com`), a domain
 * (`…:identity/contoso.com`). Had that inner value been taken first, the ARN around it would overlap it and
 * be dropped, leaving the account id and role name visible. So the ARN rule shares the email rule's
 * priority and is listed before it (DETECTION.md puts it after UUID, at 6): the whole ARN is masked as one
 * value. The `arn:` prefix it needs keeps it from taking anything else.
 */
export const awsArn: PatternRule = {
  id: 'aws-arn',
  label: 'AWS ARN',
  family: 'cloud',
  priority: 1,
  description: 'An Amazon Resource Name (arn:partition:service:region:account:resource).',
  regex: /\barn:aws[a-z-]{0,12}:[a-z0-9-]{1,64}:[a-z0-9-]{0,32}:(?:\d{12}|aws)?:[^\s"'`,;<>()[\]{}|]{0,511}[^\s"'`,;<>()[\]{}|.]/g,
  anchor: keywordStartAnchor(['arn:']),
  keywords: ['arn:'],
  validate: (_value, { text, start }) => text.charAt(start - 1) !== '-',
  fakes: [
    'arn:aws:iam::123456789012:role/ExampleRole', 'arn:aws:s3:::example-bucket/reports/summary.csv',
    'arn:aws:lambda:us-east-1:123456789012:function:example-function', 'arn:aws:iam::123456789012:user/example-user',
    'arn:aws:sqs:eu-west-1:123456789012:example-queue', 'arn:aws:sns:us-west-2:123456789012:example-topic',
    'arn:aws:dynamodb:us-east-1:123456789012:table/ExampleTable', 'arn:aws:kms:eu-central-1:123456789012:alias/example-key',
    'arn:aws:ec2:us-east-2:123456789012:instance/i-0123456789abcdef0', 'arn:aws:secretsmanager:us-east-1:123456789012:secret:example-AbCdEf',
  ],
  derive: (n) => `arn:aws:iam::123456789012:role/ExampleRole${n}`,
  examples: {
    match: [
      'arn:aws:iam::987654321098:role/ProdDeployRole', 'arn:aws-cn:s3:::prod-billing-exports',
      'arn:aws-us-gov:lambda:us-gov-west-1:111122223333:function:payroll', '"Resource": "arn:aws:dynamodb:us-east-1:444455556666:table/Orders"',
      'arn:aws:sts::123456789012:assumed-role/AWSReservedSSO_Admin_1a2b/jdoe@contoso.com', 'arn:aws:ses:us-east-1:123456789012:identity/contoso.com',
    ],
    noMatch: ['arn:azure:foo:bar', 'barn:aws:s3:::x', 'learn: aws basics'],
  },
};
