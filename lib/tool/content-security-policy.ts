// The /tool document's Content-Security-Policy. Everything comes from this origin; the browser itself
// refuses any connection elsewhere, so pasted text cannot be uploaded even by a compromised script.
// 'unsafe-inline' for scripts: Next's static export bootstraps React with inline <script> tags (no nonces
// are possible without a server). Workers are same-origin module chunks; blob: covers Download.
export const TOOL_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
