/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || 'https://pastesafe.example',
  outDir: './out',
  generateRobotsTxt: true,
  trailingSlash: true,
  exclude: ['/404', '/404/'],
};
