// Serves the static export in out/ (used by `npm start` and the Playwright webServer), compressed as any
// static host would serve it (Lighthouse and the browser bench would otherwise measure raw transfer sizes).
// OUT_DIR serves another export directory (the e2e privacy proofs serve out-tracking/, see scripts/build-e2e.mjs).
import { createServer } from 'node:http';
import compression from 'compression';
import handler from 'serve-handler';

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';
const dir = process.env.OUT_DIR || 'out';
const compress = compression();

const server = createServer((request, response) =>
  compress(request, response, () => handler(request, response, { public: dir, trailingSlash: true, cleanUrls: true })),
);

server.listen(port, host, () => {
  console.log(`PasteSafe (${dir}/) is served at http://${host}:${port}/`);
});
