// Serves the static export in out/ (used by `npm start` and the Playwright webServer).
import { createServer } from 'node:http';
import handler from 'serve-handler';

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';

const server = createServer((request, response) =>
  handler(request, response, { public: 'out', trailingSlash: true, cleanUrls: true }),
);

server.listen(port, host, () => {
  console.log(`PasteSafe is served at http://${host}:${port}/`);
});
