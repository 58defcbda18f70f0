// `npm start`: builds the static export when out/ is missing (or with --build), then serves it.
import { buildIfMissing, runBuild } from './static-site.mjs';

if (process.argv.includes('--build')) runBuild();
else buildIfMissing();
await import('./serve-out.mjs');
