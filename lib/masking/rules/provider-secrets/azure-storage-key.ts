import { fakeBody, poolOfTen } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

function poolFor(original: string): FakePool {
  const padding = /=*$/.exec(original)?.[0] ?? '';
  const length = original.length - padding.length;
  const make = (n: number) => fakeBody(n, length, 'base64') + padding;
  return poolOfTen(`azure-storage-key:${length}:${padding}`, make);
}

/** The key inside an Azure connection string (`AccountKey=…`, `SharedAccessKey=…`). */
export const azureStorageKey: PatternRule = {
  id: 'azure-storage-key',
  label: 'Azure Storage Key',
  family: 'provider-secrets',
  priority: 0,
  description: 'The AccountKey or SharedAccessKey of an Azure storage or service bus connection string.',
  regex: /(?:AccountKey|SharedAccessKey)=([A-Za-z0-9+/]{20,120}={0,2})/gi,
  group: 1,
  contextual: true,
  keywords: ['accountkey=', 'sharedaccesskey='],
  fakes: poolFor('x'.repeat(86) + '==').fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: [
      'DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey=Kx9mP2vQ7rT4nL8wB1cZ5hJ3dF6gY0aS2eU4iO7kM9qW1xV3bN5pR8tY2uI6oA0sD4fG7hJ1kL3zX5cV8bN0mQ==;EndpointSuffix=core.windows.net',
      'Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=Qx7vK2mR9pT4nL1wB8cJ5hD3fG6yA0sE2uZ4iO7k=',
    ],
    noMatch: ['AccountKey=', 'AccountKey=${STORAGE_KEY}'],
  },
};
