// The only module that reads content/: Markdown with front matter, compiled to HTML at build time.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { remark } from 'remark';
import remarkHtml from 'remark-html';
import { insertCliDownload } from '@/lib/cli-download';
import { listRules, maskText } from '@/lib/masking';

export { formatDate } from '@/lib/site';

export interface Source {
  title: string;
  publisher?: string;
  url?: string;
}

export interface PostSummary {
  id: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  summary: string;
  categories: string[];
  sources: Source[];
}

export interface Post extends PostSummary {
  html: string;
}

export interface DocSummary {
  /** path segments under /docs, e.g. ['use-cases', 'soc-analyst'] */
  slug: string[];
  href: string;
  title: string;
  description: string;
  order: number;
}

export interface Doc extends DocSummary {
  html: string;
}

export interface FaqEntry {
  question: string;
  answerHtml: string;
  /** the answer without markup, for structured data */
  answerText: string;
}

export interface Faq {
  title: string;
  description: string;
  entries: FaqEntry[];
}

export interface Page {
  title: string;
  description: string;
  /** YYYY-MM-DD, for the legal pages */
  updated?: string;
  html: string;
}

/** What the docs need from the engine to build the rule-examples tables (see lib/masking). */
export interface RuleExampleEngine {
  listRules(): ReadonlyArray<{
    id: string;
    label: string;
    source: 'pattern' | 'keyword';
    description?: string;
    examples: { match: readonly string[] };
    nameWords?: readonly string[];
    qualifiers?: readonly string[];
  }>;
  maskText(input: string, options: { mode: 'mask' }): { output: string };
}

const RULE_EXAMPLES_MARKER = /<!--\s*rule-examples:\s*(pattern|keyword)\s*-->/g;
const KEYWORD_NAMES_MARKER = /<!--\s*keyword-names\s*-->/g;

/** gray-matter turns `2025-01-08` into a Date; pages want the plain day back. */
export function toIsoDay(value: unknown): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return '';
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value.trim() : value == null ? '' : String(value).trim();
}

function asStringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(asString).filter(Boolean);
  const single = asString(value);
  return single ? [single] : [];
}

function asSources(value: unknown): Source[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => {
      const source: Source = { title: asString(item.title) };
      const publisher = asString(item.publisher);
      const url = asString(item.url);
      if (publisher) source.publisher = publisher;
      if (/^https?:\/\//.test(url)) source.url = url;
      return source;
    })
    .filter((source) => source.title);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Markdown from our own content/ files to HTML. Raw HTML (comments for markers) is kept: the input is trusted. */
export async function markdownToHtml(markdown: string): Promise<string> {
  const file = await remark().use(remarkHtml, { sanitize: false }).process(markdown);
  // code blocks scroll sideways on narrow screens, so keyboard users must be able to focus them
  return String(file).replace(/<pre>/g, '<pre tabindex="0">');
}

/** Text of an HTML fragment, for structured data and descriptions. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Newest first; ties keep a stable order by id. */
export function sortByDateDesc<T extends { date: string; id: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** Splits the FAQ body at each `## ` heading into question + answer Markdown. Text before the first is ignored. */
export function splitFaqMarkdown(body: string): Array<{ question: string; answerMarkdown: string }> {
  const entries: Array<{ question: string; answerMarkdown: string }> = [];
  let current: { question: string; lines: string[] } | null = null;
  let inFence = false;
  for (const line of body.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence && /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      if (current) entries.push({ question: current.question, answerMarkdown: current.lines.join('\n').trim() });
      current = { question: heading[1], lines: [] };
    } else if (current) {
      current.lines.push(line);
    }
  }
  if (current) entries.push({ question: current.question, answerMarkdown: current.lines.join('\n').trim() });
  return entries;
}

/** Splits post HTML at the `<h2>` nearest its middle, so an ad can sit between two sections. */
export function splitAtMiddleHeading(html: string): [string, string] {
  const middle = html.length / 2;
  let best = -1;
  for (let at = html.indexOf('<h2', 1); at !== -1; at = html.indexOf('<h2', at + 3)) {
    if (best === -1 || Math.abs(at - middle) < Math.abs(best - middle)) best = at;
  }
  if (best === -1) return [html, ''];
  return [html.slice(0, best), html.slice(best)];
}

/** The HTML table of one rule source: label, id, an example input and the engine's real masked output. */
export function ruleExamplesTable(source: 'pattern' | 'keyword', engine: RuleExampleEngine): string {
  const rows = engine
    .listRules()
    .filter((rule) => rule.source === source && rule.examples.match.length > 0)
    .map((rule) => {
      const input = rule.examples.match[0];
      const output = engine.maskText(input, { mode: 'mask' }).output;
      return (
        `<tr><th scope="row">${escapeHtml(rule.label)}</th><td class="rule-id" data-label="Id"><code>${escapeHtml(rule.id)}</code></td>` +
        `<td data-label="Example input"><code>${escapeHtml(input)}</code></td>` +
        `<td data-label="Masked output"><code>${escapeHtml(output)}</code></td></tr>`
      );
    });
  const caption = source === 'pattern' ? 'Pattern rules with a real example each' : 'Keyword rules with a real example each';
  return (
    `<div class="table-scroll" role="region" aria-label="${caption}" tabindex="0"><table class="rule-examples">` +
    `<caption>${caption} (generated from the engine at build time)</caption>` +
    `<thead><tr><th scope="col">Rule</th><th scope="col">Id</th><th scope="col">Example input</th><th scope="col">Masked output</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table></div>`
  );
}

/** The HTML table of the keyword rules' name words (the field reader's lexicon), read from the engine. */
export function keywordNamesTable(engine: RuleExampleEngine): string {
  const rows = engine
    .listRules()
    .filter((rule) => rule.source === 'keyword' && rule.nameWords)
    .map((rule) => {
      const words = rule.nameWords!.map((word) => `<code>${escapeHtml(word)}</code>`).join(', ');
      const after = rule.qualifiers ? `only ${rule.qualifiers.map((word) => `<code>${escapeHtml(word)}</code>`).join(', ')}` : 'any word that does not describe the value';
      return `<tr><th scope="row">${escapeHtml(rule.label)}</th><td class="rule-id" data-label="Id"><code>${escapeHtml(rule.id)}</code></td><td data-label="Name words">${words}</td><td data-label="May follow">${after}</td></tr>`;
    });
  const caption = 'The words of a field name that select each keyword rule';
  return (
    `<div class="table-scroll" role="region" aria-label="${caption}" tabindex="0"><table class="rule-examples">` +
    `<caption>${caption} (generated from the engine at build time)</caption>` +
    `<thead><tr><th scope="col">Rule</th><th scope="col">Id</th><th scope="col">Name words</th><th scope="col">Words that may follow</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table></div>`
  );
}

/** Replaces each `<!-- rule-examples: pattern|keyword -->` and `<!-- keyword-names -->` marker with its generated table. */
export function insertRuleExamples(html: string, engine: RuleExampleEngine | null): string {
  return html
    .replace(RULE_EXAMPLES_MARKER, (_, source: 'pattern' | 'keyword') => (engine ? ruleExamplesTable(source, engine) : ''))
    .replace(KEYWORD_NAMES_MARKER, () => (engine ? keywordNamesTable(engine) : ''));
}

/** Width and height of a PNG file (from its IHDR header), or null when it is missing or not a PNG. */
export function pngSize(file: string): { width: number; height: number } | null {
  try {
    const header = Buffer.alloc(24);
    const fd = fs.openSync(file, 'r');
    try {
      fs.readSync(fd, header, 0, 24, 0);
    } finally {
      fs.closeSync(fd);
    }
    if (header.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
  } catch {
    return null;
  }
}

/**
 * Wraps every doc image in a button that opens it full screen (components/content/ZoomableImages), and gives it
 * its real width and height when `sizeOf` knows them, so the page does not shift while it loads.
 */
export function makeImagesZoomable(
  html: string,
  sizeOf: (src: string) => { width: number; height: number } | null = () => null,
): string {
  let index = 0;
  return html.replace(/<img\b([^>]*?)\s*\/?>/g, (tag, attributes: string) => {
    // the first image is often the largest thing on screen: load it at once; the rest when scrolled to
    const loading = index++ === 0 ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"';
    const alt = /\balt="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const src = /\bsrc="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const size = /\bwidth=/.test(attributes) ? null : sizeOf(src);
    const dimensions = size ? ` width="${size.width}" height="${size.height}"` : '';
    const label = alt ? `Enlarge image: ${alt}` : 'Enlarge image';
    return `<button type="button" class="zoomable" data-zoomable aria-label="${label}" aria-haspopup="dialog"><img${attributes}${dimensions} ${loading} decoding="async"></button>`;
  });
}

function readMatter(file: string): { data: Record<string, unknown>; content: string } | null {
  if (!fs.existsSync(file)) return null;
  const parsed = matter(fs.readFileSync(file, 'utf8'));
  return { data: parsed.data as Record<string, unknown>, content: parsed.content };
}

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Reads one content/ folder; tests point it at fixtures. */
export function createContentSource(root: string, engine: RuleExampleEngine | null = null, publicDir?: string) {
  const sizeOfPublicImage = (src: string) =>
    publicDir && src.startsWith('/') && !src.includes('..') ? pngSize(path.join(publicDir, src)) : null;
  const blogDir = path.join(root, 'blog');
  const docsDir = path.join(root, 'docs');

  /** A post's front matter and Markdown, each file read and parsed once. */
  function readPost(file: string): { summary: PostSummary; content: string } | null {
    const parsed = readMatter(file);
    if (!parsed) return null;
    const { data } = parsed;
    const summary = {
      id: asString(data.id) || path.basename(file, '.md'),
      title: asString(data.title),
      date: toIsoDay(data.date),
      summary: asString(data.summary),
      categories: asStringList(data.categories),
      sources: asSources(data.sources),
    };
    return { summary, content: parsed.content };
  }

  function getAllPosts(): PostSummary[] {
    const posts = markdownFiles(blogDir)
      .map((file) => readPost(file)?.summary ?? null)
      .filter((post): post is PostSummary => post !== null && Boolean(post.title));
    return sortByDateDesc(posts);
  }

  async function getPost(id: string): Promise<Post | null> {
    for (const file of markdownFiles(blogDir)) {
      const post = readPost(file);
      if (post?.summary.id === id) return { ...post.summary, html: await markdownToHtml(post.content) };
    }
    return null;
  }

  function getCategories(): string[] {
    return [...new Set(getAllPosts().flatMap((post) => post.categories))].sort((a, b) => a.localeCompare(b));
  }

  /** A doc's front matter and Markdown, each file read and parsed once. */
  function readDoc(file: string): { summary: DocSummary; content: string } | null {
    const parsed = readMatter(file);
    if (!parsed) return null;
    const slug = path.relative(docsDir, file).replace(/\.md$/, '').split(path.sep);
    const order = Number(parsed.data.order);
    const summary = {
      slug,
      href: `/docs/${slug.join('/')}/`,
      title: asString(parsed.data.title),
      description: asString(parsed.data.description),
      order: Number.isFinite(order) ? order : 999,
    };
    return { summary, content: parsed.content };
  }

  function getAllDocs(): DocSummary[] {
    return markdownFiles(docsDir)
      .map((file) => readDoc(file)?.summary ?? null)
      .filter((doc): doc is DocSummary => doc !== null && Boolean(doc.title))
      .sort((a, b) => a.order - b.order || a.href.localeCompare(b.href));
  }

  async function getDoc(slug: readonly string[]): Promise<Doc | null> {
    if (slug.some((part) => !/^[a-z0-9-]+$/.test(part))) return null;
    const doc = readDoc(path.join(docsDir, ...slug) + '.md');
    if (!doc) return null;
    const html = await markdownToHtml(doc.content);
    return { ...doc.summary, html: makeImagesZoomable(insertCliDownload(insertRuleExamples(html, engine), publicDir), sizeOfPublicImage) };
  }

  async function getFaq(): Promise<Faq | null> {
    const parsed = readMatter(path.join(root, 'faq.md'));
    if (!parsed) return null;
    const entries = await Promise.all(
      splitFaqMarkdown(parsed.content).map(async ({ question, answerMarkdown }) => {
        const answerHtml = await markdownToHtml(answerMarkdown);
        return { question, answerHtml, answerText: htmlToText(answerHtml) };
      }),
    );
    return { title: asString(parsed.data.title), description: asString(parsed.data.description), entries };
  }

  async function getPage(name: 'about' | 'contact' | 'privacy-policy' | 'terms'): Promise<Page | null> {
    const parsed = readMatter(path.join(root, 'pages', `${name}.md`));
    if (!parsed) return null;
    const updated = toIsoDay(parsed.data.updated);
    return {
      title: asString(parsed.data.title),
      description: asString(parsed.data.description),
      ...(updated ? { updated } : {}),
      html: await markdownToHtml(parsed.content),
    };
  }

  return { getAllPosts, getPost, getCategories, getAllDocs, getDoc, getFaq, getPage };
}

const siteContent = createContentSource(
  path.join(process.cwd(), 'content'),
  { listRules, maskText },
  path.join(process.cwd(), 'public'),
);

export const { getAllPosts, getPost, getCategories, getAllDocs, getDoc, getFaq, getPage } = siteContent;
