// Removes Google Analytics cookies (_ga, _ga_<container>, _gid, _gat*) from the current site.
// A cookie can only be deleted with the same name, domain and path it was set with; gtag sets its cookies on
// the highest registrable domain (e.g. `.pastesafe.app`), so every parent domain of the host is tried.

const ANALYTICS_COOKIE = /^(_ga(_.*)?|_gid|_gat(_.*)?)$/;

export function isAnalyticsCookie(name: string): boolean {
  return ANALYTICS_COOKIE.test(name);
}

/** Names of the analytics cookies currently visible to the page. */
export function analyticsCookieNames(doc: Document = document): string[] {
  return doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '' && isAnalyticsCookie(name));
}

/** The host and each of its parent domains with a dot (a.b.example.com → a.b.example.com, .b.example.com, …). */
export function cookieDomainsFor(hostname: string): string[] {
  if (hostname === '' || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  const labels = hostname.split('.');
  const domains: string[] = [];
  for (let i = 0; i < labels.length - 1; i += 1) {
    const domain = labels.slice(i).join('.');
    domains.push(domain, `.${domain}`);
  }
  return domains;
}

/** Deletes every analytics cookie on every domain it may have been set on. Returns their names. */
export function clearAnalyticsCookies(doc: Document = document): string[] {
  const names = analyticsCookieNames(doc);
  if (names.length === 0) return names;
  const location = doc.defaultView?.location;
  const hostname = location?.hostname ?? '';
  const secure = location?.protocol === 'https:' ? '; Secure; SameSite=None' : '';
  // gtag sets its cookies on path / only.
  const expired = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/';
  const domains = cookieDomainsFor(hostname);
  for (const name of names) {
    doc.cookie = `${name}=; ${expired}${secure}`;
    for (const domain of domains) doc.cookie = `${name}=; ${expired}; Domain=${domain}${secure}`;
  }
  return names;
}
