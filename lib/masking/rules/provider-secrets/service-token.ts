import type { PatternRule } from '../../types';
import { prefixedShapes } from './prefixed-token';

/** More tokens named by their prefix (a second rule keeps each shape's regex small enough to check for backtracking). */
const SHAPES: ReadonlyArray<[prefix: string, body: string]> = [
  ['hvs.', '[A-Za-z0-9_-]{24,}'], // HashiCorp Vault service token
  ['pul-', '[a-f0-9]{40}'], // Pulumi
  ['rubygems_', '[a-f0-9]{48}'], // RubyGems
  ['LTAI', '[A-Za-z0-9]{20}'], // Alibaba Cloud access key id
  ['sq0atp-', '[A-Za-z0-9_-]{22}'], ['sq0csp-', '[A-Za-z0-9_-]{43}'], // Square
  ['FLWSECK-', '[a-f0-9]{32}-X'], ['FLWSECK_TEST-', '[a-f0-9]{32}-X'], // Flutterwave
  ['pscale_tkn_', '[A-Za-z0-9=._-]{32,64}'], ['pscale_pw_', '[A-Za-z0-9=._-]{32,64}'], // PlanetScale
  ['pnu_', '[A-Za-z0-9]{36}'], // Prefect
  ['rdme_', '[a-z0-9]{70}'], // ReadMe
  ['tfp_', '[A-Za-z0-9_-]{59}'], // Typeform
  ['dp.pt.', '[A-Za-z0-9]{43}'], ['dp.st.', '[A-Za-z0-9_.-]{40,64}'], // Doppler
  ['1//0', '[0-9A-Za-z_-]{40,}'], // Google OAuth refresh token
  ['EAACEdEose0cBA', '[0-9A-Za-z]{40,}'], // Facebook access token
  ['sl.', '[A-Za-z0-9_-]{130,}'], // Dropbox short-lived token
];

/** HashiCorp Vault, Pulumi, RubyGems, Alibaba Cloud, Square, Flutterwave, PlanetScale, Prefect, ReadMe, Typeform, Doppler, Google OAuth refresh, Facebook and Dropbox tokens. */
export const serviceToken: PatternRule = {
  id: 'service-token',
  label: 'API Token',
  family: 'provider-secrets',
  priority: 0,
  description: 'A token whose prefix names its service: Vault hvs., Pulumi pul-, RubyGems rubygems_, Alibaba LTAI, Square sq0atp-/sq0csp-, Flutterwave FLWSECK-, PlanetScale pscale_tkn_/pscale_pw_, Prefect pnu_, ReadMe rdme_, Typeform tfp_, Doppler dp.pt., Google OAuth refresh tokens 1//0, Facebook EAACEdEose0cBA, Dropbox sl.',
  ...prefixedShapes('service-token', SHAPES),
  examples: {
    match: ['VAULT_TOKEN=hvs.CAESIJ1l3Kq8xHk7nA2b9PzWvQmT0uYcR5sEfGhI', 'GOOGLE_REFRESH_TOKEN=1//0gK9xQ2mP7vR4nL8wB1cZ5hJ3dF6gY0aS2eU4iO7kM9qW1xV3bN5', 'ALIBABA_CLOUD_ACCESS_KEY_ID=LTAI5tQ9xK2mP7vR4nL8wB1c', 'PULUMI_ACCESS_TOKEN=pul-0123456789abcdef0123456789abcdef01234567'],
    noMatch: ['1//0short', 'sl.thing', 'pul-short', 'the LTAI prefix'],
  },
};
