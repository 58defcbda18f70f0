/** @jest-environment node */
import path from 'node:path';
import {
  createContentSource,
  formatDate,
  insertRuleExamples,
  makeImagesZoomable,
  sortByDateDesc,
  splitAtMiddleHeading,
  splitFaqMarkdown,
  type RuleExampleEngine,
} from '@/lib/content';

const fixtures = path.join(__dirname, 'fixtures');

// A stand-in engine with two rules, so the table's shape is checked independently of the real rules.
const fakeEngine: RuleExampleEngine = {
  listRules: () => [
    { id: 'email', label: 'Email', source: 'pattern', examples: { match: ['mail <a@b.io>'] } },
    { id: 'password', label: 'Password', source: 'keyword', examples: { match: ['password=hunter2'] }, nameWords: ['password', 'pwd'] },
    { id: 'username', label: 'Username', source: 'keyword', examples: { match: ['user=jdoe'] }, nameWords: ['user'], qualifiers: ['id', 'name'] },
  ],
  maskText: (input) => ({ output: input.replace('a@b.io', '[Masked Email 1]').replace('hunter2', '[Masked Password 1]') }),
};

const source = createContentSource(path.join(fixtures, 'content'), fakeEngine, path.join(fixtures, 'public'));

describe('blog posts', () => {
  it('reads front matter, turning an unquoted YAML date back into YYYY-MM-DD', () => {
    const older = source.getAllPosts().find((post) => post.id === 'older-post');
    expect(older).toEqual({
      id: 'older-post',
      title: 'The older post',
      date: '2024-03-11',
      summary: 'Older summary.',
      categories: ['AI Security', 'Compliance'],
      sources: [
        { title: 'A report with a link', publisher: 'Example Publisher', url: 'https://example.org/report' },
        { title: 'A report without a link', publisher: 'Another Publisher' },
      ],
    });
  });

  it('lists the newest post first', () => {
    expect(source.getAllPosts().map((post) => post.id)).toEqual(['newer-post', 'older-post']);
  });

  it('sorts by date descending and breaks ties by id', () => {
    const sorted = sortByDateDesc([
      { id: 'b', date: '2024-01-01' },
      { id: 'c', date: '2025-01-01' },
      { id: 'a', date: '2024-01-01' },
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });

  it('compiles a post body from Markdown to HTML', async () => {
    const post = await source.getPost('newer-post');
    expect(post?.html).toContain('<strong>bold</strong>');
    expect(post?.sources).toEqual([]);
  });

  it('returns null for an id that has no file', async () => {
    await expect(source.getPost('missing')).resolves.toBeNull();
  });

  it('collects every category once, alphabetically', () => {
    expect(source.getCategories()).toEqual(['AI Security', 'Compliance', 'Data Breaches']);
  });

  it('formats a day as a long US date without shifting it across time zones', () => {
    expect(formatDate('2025-01-08')).toBe('January 8, 2025');
  });
});

describe('splitting a post for the inline ad', () => {
  it('cuts at the second-level heading nearest the middle', () => {
    const html = '<p>aaaaaaaaaa</p><h2>One</h2><p>bbbbbbbbbb</p><h2>Two</h2><p>cc</p>';
    const [before, after] = splitAtMiddleHeading(html);
    expect(before).toBe('<p>aaaaaaaaaa</p><h2>One</h2><p>bbbbbbbbbb</p>');
    expect(after).toBe('<h2>Two</h2><p>cc</p>');
  });

  it('keeps the whole post together when it has no section heading', () => {
    expect(splitAtMiddleHeading('<p>only text</p>')).toEqual(['<p>only text</p>', '']);
  });
});

describe('docs', () => {
  it('lists nested docs by their order with /docs/… hrefs', () => {
    expect(source.getAllDocs().map((doc) => [doc.href, doc.slug])).toEqual([
      ['/docs/use-cases/soc/', ['use-cases', 'soc']],
      ['/docs/getting-started/', ['getting-started']],
    ]);
  });

  it('replaces the rule-examples marker with a table of label, id, example and the engine output', async () => {
    const doc = await source.getDoc(['getting-started']);
    expect(doc?.html).not.toContain('<!-- rule-examples');
    expect(doc?.html).toContain('<th scope="row">Email</th><td class="rule-id" data-label="Id"><code>email</code></td>');
    expect(doc?.html).toContain('<td data-label="Example input"><code>mail &lt;a@b.io&gt;</code></td><td data-label="Masked output"><code>mail &lt;[Masked Email 1]&gt;</code></td>');
    // the keyword rule belongs to the other page's table
    expect(doc?.html).not.toContain('Password');
  });

  it('builds the keyword table only from keyword rules', () => {
    const html = insertRuleExamples('<p>x</p>\n<!-- rule-examples: keyword -->', fakeEngine);
    expect(html).toContain('password=[Masked Password 1]');
    expect(html).not.toContain('Email');
  });

  it("lists each keyword rule's name words, and the only words that may follow a rule's word when it has qualifiers", () => {
    const html = insertRuleExamples('<!-- keyword-names -->', fakeEngine);
    expect(html).toContain('<th scope="row">Password</th><td class="rule-id" data-label="Id"><code>password</code></td><td data-label="Name words"><code>password</code>, <code>pwd</code></td><td data-label="May follow">any word that does not describe the value</td>');
    expect(html).toContain('<td data-label="Name words"><code>user</code></td><td data-label="May follow">only <code>id</code>, <code>name</code></td>');
    expect(html).not.toContain('Email');
  });

  it('wraps doc images in an enlarge button carrying the PNG size read from public/', async () => {
    const doc = await source.getDoc(['getting-started']);
    expect(doc?.html).toContain(
      '<button type="button" class="zoomable" data-zoomable aria-label="Enlarge image: The tool before any text is pasted" aria-haspopup="dialog">',
    );
    expect(doc?.html).toMatch(/<img src="\/shots\/tool.png" alt="The tool before any text is pasted" width="40" height="25"/);
  });

  it('leaves an image without a known file unsized', () => {
    expect(makeImagesZoomable('<img src="/nope.png" alt="x">')).not.toContain('width=');
  });

  it('refuses slugs that would leave the docs folder', async () => {
    await expect(source.getDoc(['..', 'faq'])).resolves.toBeNull();
  });
});

describe('FAQ', () => {
  it('turns each ## heading into one entry and ignores text before the first', async () => {
    const faq = await source.getFaq();
    expect(faq?.entries.map((entry) => entry.question)).toEqual(['Is it free?', 'Does code stay code?']);
  });

  it('keeps a ## line inside a code fence in its answer', () => {
    const entries = splitFaqMarkdown('## Q\n```\n## not a heading\n```\n');
    expect(entries).toHaveLength(1);
    expect(entries[0].answerMarkdown).toContain('## not a heading');
  });

  it('gives each answer as HTML and as plain text for structured data', async () => {
    const faq = await source.getFaq();
    expect(faq?.entries[0].answerHtml).toContain('<strong>free</strong> &#x26; open');
    expect(faq?.entries[0].answerText).toBe('Yes, it is free & open.');
  });
});

describe('pages', () => {
  it('reads title, description and the updated day of a legal page', async () => {
    const page = await source.getPage('terms');
    expect(page).toMatchObject({ title: 'Terms of Use', description: 'Terms.', updated: '2025-01-08' });
    expect(page?.html).toContain('Last updated: January 8, 2025');
  });

  it('returns null for a page whose file does not exist', async () => {
    await expect(source.getPage('about')).resolves.toBeNull();
  });
});
