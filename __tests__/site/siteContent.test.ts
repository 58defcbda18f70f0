/** @jest-environment node */
// The real content/ folder as the site renders it (written in the content branch).
import { getAllDocs, getAllPosts, getFaq, getPage } from '@/lib/content';

const BLOG_IDS = [
  'deepseek-leak-2025', 'nhs-data-ai-2024', 'ai-security-risks-2024', 'ai-healthcare-2024', 'ai-future-security-2024',
  'ai-legal-compliance-2024', 'secure-ai-practices-2024', 'microsoft-ai-leak-2024', 'unauthorized-ai-use-2024',
  'ai-data-breaches-2024',
];

test('the ten blog ids of the site map each have a dated, titled article', () => {
  const posts = getAllPosts();
  expect(posts.map((post) => post.id).sort()).toEqual([...BLOG_IDS].sort());
  for (const post of posts) {
    expect(post.title).not.toBe('');
    expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
});

test('the NHS article shows the categories Data Privacy and AI Security', () => {
  const nhs = getAllPosts().find((post) => post.id === 'nhs-data-ai-2024');
  expect(nhs?.categories).toEqual(expect.arrayContaining(['Data Privacy', 'AI Security']));
});

test('the seven documentation pages exist', () => {
  expect(getAllDocs().map((doc) => doc.href).sort()).toEqual([
    '/docs/command-line/',
    '/docs/custom-rules/',
    '/docs/detection-rules/keywords/',
    '/docs/detection-rules/patterns/',
    '/docs/getting-started/',
    '/docs/removing-false-detections/',
    '/docs/use-cases/soc-analyst/',
  ]);
});

test('the FAQ has exactly eight entries', async () => {
  expect((await getFaq())?.entries).toHaveLength(8);
});

test('the contact page links to the contact address', async () => {
  expect((await getPage('contact'))?.html).toContain('mailto:hello@pastesafe.app');
});

test('the detection docs show one generated row per rule, with the real engine output for its first example', async () => {
  const { getDoc } = await import('@/lib/content');
  const { listRules, maskText } = await import('@/lib/masking');
  for (const source of ['pattern', 'keyword'] as const) {
    const doc = await getDoc(['detection-rules', source === 'pattern' ? 'patterns' : 'keywords']);
    const rules = listRules().filter((rule) => rule.source === source && rule.examples.match.length > 0);
    expect(rules.length).toBeGreaterThan(0);
    expect(doc?.html).not.toContain('<!-- rule-examples');
    // One row per rule in the examples table (keywords.md also has the name-word table, one row per keyword rule).
    const examples = doc?.html.split('<caption>').find((part) => part.includes('Masked output')) ?? '';
    expect(examples.match(/<th scope="row">/g)).toHaveLength(rules.length);
    for (const rule of rules) {
      const output = maskText(rule.examples.match[0], { mode: 'mask' }).output;
      expect(output).not.toBe(rule.examples.match[0]); // the example really is masked
      const escaped = output.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
      expect(doc?.html).toContain(`<td data-label="Masked output"><code>${escaped}</code></td></tr>`);
    }
  }
});
