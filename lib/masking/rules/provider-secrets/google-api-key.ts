import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import { prefixedTokenPool } from '../fake-tokens';
import type { PatternRule } from '../../types';

const POOL = prefixedTokenPool('google-api-key', 'AIza', 35, 'alnum');

export const googleApiKey: PatternRule = {
  id: 'google-api-key',
  label: 'Google API Key',
  family: 'provider-secrets',
  priority: 0,
  description: 'A Google API key: AIza followed by 35 characters.',
  regex: /(?<![\w-])AIza[0-9A-Za-z_-]{35}(?![\w-])/g,
  anchor: keywordStartAnchor(['aiza']),
  keywords: ['aiza'],
  fakes: POOL.fakes,
  derive: POOL.derive,
  examples: {
    match: ['https://maps.googleapis.com/maps/api/geocode/json?key=AIzaSyD4kX9mP2vQ7rT4nL8wB1cZ5hJ3dF6gY0a', 'GOOGLE_API_KEY=AIzaSyBq1w2E3r4T5y6U7i8O9p0AsDfGhJkLzXc'],
    noMatch: ['AIzaShort', 'an AIza key'],
  },
};
