import type { KeywordRule } from '../types';

/**
 * The name of a cloud storage bucket or container (`"bucketName":"acme-invoices-prod"` in CloudTrail's
 * requestParameters, `bucket_name=…`): it is the customer's own name under the provider's
 * public domain (`acme-invoices-prod.s3.amazonaws.com`), so it identifies the organisation.
 */
export const bucketName: KeywordRule = {
  id: 'bucket-name',
  label: 'Bucket Name',
  family: 'network',
  priority: 10,
  description: 'The value of a parameter named bucketName (bucket_name): a customer-named storage bucket.',
  nameWords: ['bucket name'],
  validate: (value) => !/^\d+$/.test(value),
  fakes: ['example-bucket-01', 'example-bucket-02', 'example-bucket-03', 'example-bucket-04', 'example-bucket-05', 'example-bucket-06', 'example-bucket-07', 'example-bucket-08', 'example-bucket-09', 'example-bucket-10'],
  derive: (n) => `example-bucket-${n}`,
  examples: {
    match: ['"bucketName":"acme-invoices-prod"', 'bucket_name=acme-logs-eu', 'BucketName: tenant-uploads'],
    noMatch: ['bucket=5', 'container_name=web', 'bucketNames: []'],
  },
};
