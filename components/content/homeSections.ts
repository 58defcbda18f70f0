// Copy for the home page's feature and use-case cards.
export const FEATURES = [
  {
    title: 'Finds what should not leave',
    text: 'Emails, domains, IPv4 and IPv6, MAC addresses, card numbers, UUIDs, JWTs, AWS ARNs, LDAP names and password=… secrets.',
  },
  {
    title: 'Mask or replace',
    text: 'Numbered labels such as [Masked Email 1], or realistic, consistent fakes that keep the text readable for an AI.',
  },
  {
    title: 'Restore the answer',
    text: 'Paste the AI’s reply into Restore and every substitute turns back into the real value it stands for.',
  },
  {
    title: 'Your own rules',
    text: 'Add hostnames, customer names or project codes as custom rules, and remove false detections with one click.',
  },
  {
    title: 'Stays in your browser',
    text: 'Detection runs in the page. The tool loads no third-party script and makes no request with your text.',
  },
  {
    title: 'Fast on big logs',
    text: 'Linear-time rules and a background worker keep large pastes responsive.',
  },
] as const;

export const USE_CASES: ReadonlyArray<{ title: string; text: string; href?: string; linkText?: string }> = [
  {
    title: 'SOC analysts',
    text: 'Summarise an alert or a suspicious log with an AI assistant without handing it internal hosts, users or keys.',
    href: '/docs/use-cases/soc-analyst/',
    linkText: 'Read the SOC analyst guide',
  },
  {
    title: 'Developers',
    text: 'Ask for help with a stack trace, a config file or an API response while credentials and customer data stay out.',
    href: '/docs/getting-started/',
    linkText: 'Get started in two minutes',
  },
  {
    title: 'Support and compliance teams',
    text: 'Share tickets and exports with vendors or colleagues with personal data replaced by consistent stand-ins.',
    href: '/docs/custom-rules/',
    linkText: 'Add your own custom rules',
  },
];
