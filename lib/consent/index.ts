export * from './config';
export * from './storage';
export * from './cookies';
export * from './store';
export * from './gtag';
export * from './adsense';
export { useConsentState } from './useConsent';
