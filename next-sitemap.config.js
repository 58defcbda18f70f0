/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || 'https://pastesafe.app',
  outDir: './out',
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  trailingSlash: true,
  exclude: ['/404', '/404/', '/_not-found', '/_not-found/', '/icon.svg'],
};
