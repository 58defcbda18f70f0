// Builds the two static exports the browser tests need (`npm run test:e2e` runs this, then Playwright):
//   out-tracking/  built WITH test ids: NEXT_PUBLIC_GA_ID=G-TEST000000, NEXT_PUBLIC_ADSENSE_CLIENT=ca-pub-0…0
//                  (e2e/privacy.spec.ts intercepts the Google hosts and proves consent, page views, no leaks)
//   out/           built WITHOUT them: the plain site every other spec runs against (and the zero-third-party walk)
// Each export is checked for the presence/absence of the ids, so a stale cache can never mix them up.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runBuild } from './static-site.mjs';

const TRACKING_ENV = { NEXT_PUBLIC_GA_ID: 'G-TEST000000', NEXT_PUBLIC_ADSENSE_CLIENT: 'ca-pub-0000000000000000' };

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function exportMentions(dir, needle) {
  return filesUnder(dir).some((file) => /\.(html|js|txt)$/.test(file) && readFileSync(file, 'utf8').includes(needle));
}

// The footer's external links are configuration; the tests give them addresses under the reserved
// .example name so the footer renders in full without pointing at anyone's real account.
const FOOTER_ENV = {
  NEXT_PUBLIC_DONATION_URL: 'https://donate.example/pastesafe',
  NEXT_PUBLIC_VIDEO_CHANNEL_URL: 'https://video.example/pastesafe',
};
const plainEnv = { ...process.env, ...FOOTER_ENV };
for (const key of Object.keys(TRACKING_ENV)) delete plainEnv[key];

console.log('\n[build-e2e] 1/2: export with test analytics/ad ids → out-tracking/');
runBuild({ ...plainEnv, ...TRACKING_ENV });
for (const id of Object.values(TRACKING_ENV)) {
  if (!exportMentions('out', id)) throw new Error(`[build-e2e] the tracking export does not contain ${id}`);
}
rmSync('out-tracking', { recursive: true, force: true });
renameSync('out', 'out-tracking');

console.log('\n[build-e2e] 2/2: plain export without third-party ids → out/');
runBuild(plainEnv);
for (const id of Object.values(TRACKING_ENV)) {
  if (exportMentions('out', id)) throw new Error(`[build-e2e] the plain export contains ${id}`);
}
if (!existsSync('out/sitemap.xml')) throw new Error('[build-e2e] out/sitemap.xml is missing');
console.log('[build-e2e] done: out/ (plain) and out-tracking/ (test ids)');
