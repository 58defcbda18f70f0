import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// remark, unified and their plugins ship ESM only; next/jest ignores node_modules for transforms,
// so the ignore pattern is replaced by an allow-list of the ESM packages we import in tests.
const esmPackages = [
  'remark', 'remark-.*', 'unified', 'unist-.*', 'mdast-.*', 'micromark.*', 'hast-.*', 'vfile.*', 'bail',
  'is-plain-obj', 'trough', 'decode-named-character-reference', 'character-entities.*', 'zwitch',
  'longest-streak', 'ccount', 'devlop', 'property-information', 'space-separated-tokens',
  'comma-separated-tokens', 'html-void-elements', 'stringify-entities', 'trim-lines', 'markdown-table',
  'escape-string-regexp', 'html-url-attributes', 'web-namespaces', 'hastscript',
];

const customConfig = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

export default async function config() {
  const base = await createJestConfig(customConfig)();
  return {
    ...base,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  };
}
