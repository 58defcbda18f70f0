import tlds from 'tlds';

/** Every IANA top-level domain, lowercase (from the `tlds` package, not a hand-kept list). */
export const TOP_LEVEL_DOMAINS: ReadonlySet<string> = new Set(tlds.map((tld) => tld.toLowerCase()));

export function isTopLevelDomain(label: string): boolean {
  return TOP_LEVEL_DOMAINS.has(label.toLowerCase());
}
