import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { PatternRule } from '../../types';
import { PERSON_NAME_FAKES } from './person-name-fakes';

/** Header and trailer names whose value is a mailbox, `Name <address>` (RFC 5322; git's commit and trailer lines). */
const FIELDS = ['from:', 'to:', 'cc:', 'bcc:', 'reply-to:', 'sender:', 'author:', 'committer:', 'signed-off-by:', 'co-authored-by:', 'reviewed-by:', 'acked-by:', 'tested-by:', 'reported-by:', '"author":', '"maintainer":', 'maintainer:'];

/** Words of a sender that is no person: a mailer, a team, a service, a vendor's system. */
const NOT_PERSON = /\b(?:Mail|Mailer|Delivery|System|Daemon|Postmaster|Team|Support|Service|Services|Notification|Notifications|Alert|Alerts|Admin|Administrator|Bot|Robot|Server|Cron|Security|Reply|Noreply|Info|Sales|Billing|News|Newsletter|Microsoft|Google|GitHub|GitLab|Apple|Amazon|Dependabot|Renovate|Jenkins|Root|User)\b/;

/**
 * The display name of a mailbox in a mail header or a git line: `From: Jane Doe <jane@contoso.com>`,
 * `Author: Jane Doe <jane@contoso.com>`, `Signed-off-by: Jane Doe <…>`, `"author": "Jane Doe <…>"`. Two to
 * four capitalised words (particles such as `van` or `de` between them, initials), quoted or not; the
 * address is the email rule's. A mailer, team or vendor name (`Mail Delivery System`, `GitHub Support`)
 * stays.
 */
export const mailboxName: PatternRule = {
  id: 'mailbox-name',
  label: 'Person Name',
  family: 'pii',
  priority: 10,
  description: 'The display name of a mailbox in a mail header or git line (From: Jane Doe <jane@contoso.com>, Author: Jane Doe <…>, Signed-off-by: …): two to four capitalised words, not a mailer, team or vendor name.',
  regex: /(?:[Ff]rom|[Tt]o|[Cc]c|[Bb]cc|[Rr]eply-[Tt]o|[Ss]ender|[Aa]uthor|[Cc]ommitter|[Ss]igned-off-by|[Cc]o-authored-by|[Rr]eviewed-by|[Aa]cked-by|[Tt]ested-by|[Rr]eported-by|"author"|"maintainer"|[Mm]aintainer):[ \t]*["']?((?:\p{Lu}[\p{Ll}'-]+|\p{Lu}\.)(?:[ \t](?:\p{Lu}[\p{Ll}'-]+|\p{Lu}\.|de|van|von|der|den|da|di|la|le|del|du)){1,3})["']?[ \t]+<[^\s<>@"]{1,64}@[^\s<>"]{1,255}>/u,
  anchor: keywordStartAnchor(FIELDS),
  group: 1,
  keywords: FIELDS,
  validate: (value) => !NOT_PERSON.test(value),
  contextual: true,
  ...PERSON_NAME_FAKES,
  examples: {
    match: ['From: Jane Doe <jane.doe@contoso.com>', 'Author: Ludwig van Beethoven <ludwig@example.org>', 'Signed-off-by: J. R. Smith <jrs@example.com>', '"author": "Ana María López <ana@example.com>",'],
    noMatch: ['From: Mail Delivery System <MAILER-DAEMON@mx.example.com>', 'From: GitHub <noreply@github.com>', 'To: jane@contoso.com', 'From: jdoe <jdoe@contoso.com>', 'Author: Jane Doe'],
  },
};
