import type { FakePool } from './types';

interface Subcategory {
  name: string;
  label: string;
  fakes: readonly string[];
  derive: (n: number) => string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The custom-rule catalogue of DETECTION.md: every subcategory's label and ten realistic fakes. */
const CATALOGUE: ReadonlyArray<{ category: string; subcategories: readonly Subcategory[] }> = [
  {
    category: 'Personal Information',
    subcategories: [
      { name: 'Name', label: 'Name', fakes: ['Jordan Avery', 'Casey Morgan', 'Riley Bennett', 'Taylor Quinn', 'Jamie Parker', 'Alex Rivera', 'Morgan Ellis', 'Drew Harper', 'Sam Whitaker', 'Robin Hayes'], derive: (n) => `Person ${n}` },
      // 555-0100…0199 numbers are reserved for fiction.
      { name: 'Phone Number', label: 'Phone Number', fakes: ['+1 555 0100', '+1 555 0101', '+1 555 0102', '+1 555 0103', '+1 555 0104', '+1 555 0105', '+1 555 0106', '+1 555 0107', '+1 555 0108', '+1 555 0109'], derive: (n) => `+1 555 01${pad(n % 100, 2)} x${n}` },
      { name: 'Country', label: 'Country', fakes: ['Freedonia', 'Genovia', 'Ruritania', 'Latveria', 'Wakanda', 'Sokovia', 'Elbonia', 'Zubrowka', 'Borduria', 'Syldavia'], derive: (n) => `Country ${n}` },
      { name: 'City', label: 'City', fakes: ['Springfield', 'Riverton', 'Fairview', 'Lakewood', 'Maplewood', 'Oakridge', 'Brookfield', 'Cedarville', 'Pinehurst', 'Westbrook'], derive: (n) => `City ${n}` },
      { name: 'Address', label: 'Address', fakes: ['123 Example Street', '42 Sample Avenue', '7 Placeholder Road', '18 Test Lane', '500 Demo Boulevard', '9 Fictional Way', '77 Imaginary Court', '31 Standin Drive', '64 Model Place', '250 Mock Terrace'], derive: (n) => `${n} Example Street` },
      { name: 'Credit Card Number', label: 'Credit Card Number', fakes: ['4111 1111 1111 1111', '4012 8888 8888 1881', '5555 5555 5555 4444', '5105 1051 0510 5100', '6011 1111 1111 1117', '6011 0009 9013 9424', '3530 1113 3330 0000', '3566 0020 2036 0505', '4000 0566 5566 5556', '2223 0031 2200 3222'], derive: (n) => `4000 0000 ${pad(Math.floor(n / 10000) % 10000, 4)} ${pad(n % 10000, 4)}` },
      // 987-65-4320…4329 are reserved by the SSA for use in advertising.
      { name: 'Social Security Number', label: 'Social Security Number', fakes: ['987-65-4320', '987-65-4321', '987-65-4322', '987-65-4323', '987-65-4324', '987-65-4325', '987-65-4326', '987-65-4327', '987-65-4328', '987-65-4329'], derive: (n) => `000-${pad(Math.floor(n / 10000) % 100, 2)}-${pad(n % 10000, 4)}` },
      { name: 'Passport Number', label: 'Passport Number', fakes: ['X00000001', 'X00000002', 'X00000003', 'X00000004', 'X00000005', 'X00000006', 'X00000007', 'X00000008', 'X00000009', 'X00000010'], derive: (n) => `X${pad(n, 8)}` },
    ],
  },
  {
    category: 'Business Information',
    subcategories: [
      { name: 'User ID', label: 'User ID', fakes: ['user-1001', 'user-1002', 'user-1003', 'user-1004', 'user-1005', 'user-1006', 'user-1007', 'user-1008', 'user-1009', 'user-1010'], derive: (n) => `user-${1000 + n}` },
      { name: 'API Key', label: 'API Key', fakes: ['sk_test_EXAMPLE0000000001', 'sk_test_EXAMPLE0000000002', 'sk_test_EXAMPLE0000000003', 'sk_test_EXAMPLE0000000004', 'sk_test_EXAMPLE0000000005', 'sk_test_EXAMPLE0000000006', 'sk_test_EXAMPLE0000000007', 'sk_test_EXAMPLE0000000008', 'sk_test_EXAMPLE0000000009', 'sk_test_EXAMPLE0000000010'], derive: (n) => `sk_test_EXAMPLE${pad(n, 10)}` },
      { name: 'Company Name', label: 'Company Name', fakes: ['Contoso Ltd', 'Fabrikam Inc', 'Northwind Traders', 'Tailspin Toys', 'Wingtip Toys', 'Adventure Works', 'Woodgrove Bank', 'Litware Inc', 'Proseware Inc', 'Fourth Coffee'], derive: (n) => `Example Company ${n}` },
      { name: 'Auth', label: 'Auth', fakes: ['Bearer example-token-0001', 'Bearer example-token-0002', 'Bearer example-token-0003', 'Bearer example-token-0004', 'Bearer example-token-0005', 'Basic ZXhhbXBsZTowMDA2', 'Basic ZXhhbXBsZTowMDA3', 'Basic ZXhhbXBsZTowMDA4', 'Basic ZXhhbXBsZTowMDA5', 'Basic ZXhhbXBsZTowMDEw'], derive: (n) => `Bearer example-token-${pad(n, 4)}` },
      { name: 'Password', label: 'Password', fakes: ['Tr0ub4dor!3', 'correct-horse-battery', 'P@ssw0rd-Example1', 'Fake!Pass2', 'Sample#Secret3', 'Demo$Passwd4', 'Example%Key5', 'Test^Pass6', 'Placeholder*7', 'NotReal*8'], derive: (n) => `FakePassw0rd!${n}` },
      { name: 'Key', label: 'Key', fakes: ['example-key-0001', 'example-key-0002', 'example-key-0003', 'example-key-0004', 'example-key-0005', 'example-key-0006', 'example-key-0007', 'example-key-0008', 'example-key-0009', 'example-key-0010'], derive: (n) => `example-key-${pad(n, 4)}` },
      { name: 'Token', label: 'Token', fakes: ['tok_example_0001', 'tok_example_0002', 'tok_example_0003', 'tok_example_0004', 'tok_example_0005', 'tok_example_0006', 'tok_example_0007', 'tok_example_0008', 'tok_example_0009', 'tok_example_0010'], derive: (n) => `tok_example_${pad(n, 4)}` },
    ],
  },
  {
    category: 'Network Identifiers',
    subcategories: [
      { name: 'IP Address', label: 'IP Address', fakes: ['192.0.2.10', '192.0.2.20', '192.0.2.30', '198.51.100.10', '198.51.100.20', '198.51.100.30', '203.0.113.10', '203.0.113.20', '203.0.113.30', '203.0.113.40'], derive: (n) => `198.18.${(n >> 8) & 255}.${n & 255}` },
      { name: 'MAC Address', label: 'MAC Address', fakes: ['02:00:00:00:00:01', '02:00:00:00:00:02', '02:00:00:00:00:03', '02:00:00:00:00:04', '02:00:00:00:00:05', '02:00:00:00:00:06', '02:00:00:00:00:07', '02:00:00:00:00:08', '02:00:00:00:00:09', '02:00:00:00:00:0a'], derive: (n) => `02:00:00:${((n >> 16) & 255).toString(16).padStart(2, '0')}:${((n >> 8) & 255).toString(16).padStart(2, '0')}:${(n & 255).toString(16).padStart(2, '0')}` },
      { name: 'URL', label: 'URL', fakes: ['https://www.example.com/', 'https://app.example.com/dashboard', 'https://api.example.org/v1/items', 'https://example.net/login', 'https://docs.example.com/guide', 'https://files.example.org/share/1', 'https://portal.example.net/home', 'https://shop.example.com/cart', 'https://status.example.org/', 'https://intranet.example.net/wiki'], derive: (n) => `https://www.example.com/page/${n}` },
      { name: 'Domain', label: 'Domain', fakes: ['example.com', 'example.org', 'example.net', 'sample.example', 'demo.example', 'test.example', 'corp.example', 'lab.example', 'dev.example', 'prod.example'], derive: (n) => `host${n}.example` },
      { name: 'Username', label: 'Username', fakes: ['jdoe', 'asmith', 'bwilliams', 'cjones', 'dbrown', 'egarcia', 'fmiller', 'gdavis', 'hmartinez', 'iwilson'], derive: (n) => `user${n}` },
      { name: 'Email', label: 'Email', fakes: ['alex.morgan@example.com', 'jamie.lee@example.org', 'sam.taylor@example.net', 'casey.kim@example.com', 'riley.chen@example.org', 'morgan.diaz@example.net', 'jordan.patel@example.com', 'taylor.nguyen@example.org', 'drew.santos@example.net', 'avery.brooks@example.com'], derive: (n) => `user${n}@example.com` },
    ],
  },
  { category: 'Custom Rule', subcategories: [] },
];

export const CUSTOM_RULE_CATEGORY = 'Custom Rule';

export const CUSTOM_RULE_CATALOGUE: ReadonlyArray<{ category: string; subcategories: readonly string[] }> = CATALOGUE.map(
  ({ category, subcategories }) => ({ category, subcategories: subcategories.map((sub) => sub.name) }),
);

const SUBCATEGORIES = new Map<string, Subcategory>();
for (const { category, subcategories } of CATALOGUE) {
  for (const sub of subcategories) SUBCATEGORIES.set(`${category}\u0000${sub.name}`, sub);
}

export interface CatalogueEntry {
  type: string;
  label: string;
  pool: FakePool;
}

/** The label and fakes of a catalogue subcategory, or undefined when the pair is not in the catalogue. */
export function catalogueEntry(category: string, subcategory: string): CatalogueEntry | undefined {
  const sub = SUBCATEGORIES.get(`${category}\u0000${subcategory}`);
  if (!sub) return undefined;
  return { type: `custom:${sub.name}`, label: sub.label, pool: { key: `custom:${sub.name}`, fakes: sub.fakes, derive: sub.derive } };
}

/** Every subcategory's label and fakes, for tests and docs. */
export function catalogueSubcategories(): ReadonlyArray<{ category: string; name: string; label: string; fakes: readonly string[] }> {
  return CATALOGUE.flatMap(({ category, subcategories }) => subcategories.map(({ name, label, fakes }) => ({ category, name, label, fakes })));
}
