/**
 * Domains of public software projects, standards bodies and public registries that logs and configs
 * name as namespaces, schema URIs, label keys and image sources (`schemas.microsoft.com`,
 * `app.kubernetes.io/name`, `www.w3.org`, `registry.k8s.io`). They identify nobody who pastes a log — the
 * assistant needs them — so the domain rule leaves them and every name under them visible.
 */
const PUBLIC_DOMAINS = new Set([
  'w3.org', 'xmlsoap.org', 'schema.org', 'json-schema.org', 'ietf.org', 'iana.org', 'oasis-open.org', 'opencontainers.org',
  'schemas.microsoft.com', 'schemas.openxmlformats.org', 'kubernetes.io', 'k8s.io', 'x-k8s.io', 'openshift.io', 'istio.io',
  'knative.dev', 'cncf.io', 'prometheus.io', 'fluentbit.io', 'fluentd.org', 'helm.sh', 'docker.io', 'gcr.io',
  'quay.io', 'ghcr.io', 'mcr.microsoft.com', 'apache.org', 'mozilla.org', 'python.org', 'pypi.org', 'nodejs.org',
  'npmjs.org', 'npmjs.com', 'golang.org', 'go.dev', 'rust-lang.org', 'crates.io', 'kernel.org', 'gnu.org', 'openssh.com',
  'libssh.org', 'sqlalche.me', 'spring.io', 'terraform.io', 'openstack.org', 'maven.org', 'gradle.org', 'jenkins.io',
]);

/** The last two labels of each (every one has two or more): a host that does not end in one of them is none. */
const REGISTERED = new Set([...PUBLIC_DOMAINS].map((domain) => domain.split('.').slice(-2).join('.')));

/** Whether `host` (lowercase or not) is one of those domains or a name under one. */
export function isPublicDomain(host: string): boolean {
  const lastDot = host.lastIndexOf('.');
  if (lastDot <= 0 || !REGISTERED.has(host.slice(host.lastIndexOf('.', lastDot - 1) + 1).toLowerCase())) return false;
  const lower = host.toLowerCase();
  let dot = -1;
  do {
    if (PUBLIC_DOMAINS.has(lower.slice(dot + 1))) return true;
    dot = lower.indexOf('.', dot + 1);
  } while (dot !== -1);
  return false;
}
