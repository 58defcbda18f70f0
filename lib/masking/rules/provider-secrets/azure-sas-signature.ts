import { fakeBody, poolOfTen } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

function poolFor(original: string): FakePool {
  const padding = /(?:%3D|=)*$/i.exec(original)?.[0] ?? '';
  const length = original.length - padding.length;
  const make = (n: number) => fakeBody(n, length, 'base64') + padding;
  return poolOfTen(`azure-sas-signature:${length}:${padding}`, make);
}

/** The `sig=` signature of an Azure shared access signature (SAS) URL or token; the other fields stay. */
export const azureSasSignature: PatternRule = {
  id: 'azure-sas-signature',
  label: 'Azure SAS Signature',
  family: 'provider-secrets',
  priority: 0,
  description: 'The sig= signature of an Azure shared access signature URL or token.',
  regex: /\bsig=([A-Za-z0-9%+/]{20,200}(?:%3D|=){0,2})/g,
  group: 1,
  contextual: true,
  keywords: ['sig='],
  // A query or token field: `?sig=`, `&sig=`, `;sig=` or a line/word start.
  validate: (_value, { text, start }) => /^(?:[?&;\s]|)$/.test(text.charAt(start - 5)),
  fakes: poolFor('x'.repeat(43) + '%3D').fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['https://acme.blob.core.windows.net/logs/app.log?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-01-31T00:00:00Z&sig=Xy7kP2qR9sT4vW1zA8bC3dE6fG0hJ5mN2pQ4rS7tU9v%3D'],
    noMatch: ['config=sig=short', 'the sig= parameter'],
  },
};
