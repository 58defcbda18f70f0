/** Public types of the masking engine (the contract in ARCHITECTURE.md / INTERFACES.md). */
export type Mode = 'mask' | 'replace';
export type Source = 'custom' | 'pattern' | 'keyword';

export interface CustomRule {
  value: string;
  category: string;
  subcategory?: string;
  replacement?: string;
}

export interface Detection {
  /** The text found in the input: `input.slice(start, end) === original`. */
  original: string;
  /** What stands in the output instead. */
  masked: string;
  /** Rule id (`email`, `ipv4-internal`, `password`) or `custom:<subcategory | Custom Rule>`. */
  type: string;
  source: Source;
  start: number;
  end: number;
}

export interface MaskResult {
  output: string;
  detections: Detection[];
}

export interface ProcessOptions {
  mode: Mode;
  customRules?: CustomRule[];
  /** Rule ids or family ids to skip. */
  disabledRules?: string[];
  /**
   * Values never to mask (the person's "never mask" list). A candidate whose whole text equals one of them,
   * case-insensitively, is left as it is: it is not substituted, not reported in `detections`, and its other
   * occurrences are not masked for it. The text stays claimed, so no other rule masks a part of it. Custom
   * rules and manual mappings are allowed through the same way. Entries that are not non-empty strings are
   * ignored.
   */
  allow?: string[];
}

export interface MappingEntry {
  original: string;
  masked: string;
  type: string;
  source: Source;
}

export interface RuleExamples {
  match: string[];
  noMatch: string[];
}

export interface RuleInfo {
  id: string;
  label: string;
  source: 'pattern' | 'keyword';
  family: string;
  priority: number;
  description: string;
  examples: RuleExamples;
  /**
   * Whether the rule recognises a value by the words around it (`password=hunter2`, `for invalid user bob`)
   * rather than by its shape: every keyword rule, and a pattern rule with `contextual` set.
   */
  byContext: boolean;
  /** A keyword rule's name words (KeywordRule.nameWords): the field reader's lexicon. */
  nameWords?: string[];
  /** A keyword rule's qualifiers (KeywordRule.qualifiers), when only they may follow its word. */
  qualifiers?: string[];
}

/** Where a match sits in the text, for validators that look at its surroundings. */
export interface MatchContext {
  text: string;
  start: number;
  end: number;
  /** Answers rules keep for the length of one scan (see rules/shape-cache.ts), made with the context. */
  memos?: unknown[];
}

/** Fakes for one class of values: a pool of ten, then derived values for any number more. */
export interface FakePool {
  key: string;
  fakes: readonly string[];
  derive: (n: number) => string;
}

/**
 * A pattern rule is data. The engine finds candidates with `regex` (global flag). When `anchor` is set,
 * the engine instead finds the rare part of a match with `anchor`, walks left over `lead` characters, and
 * runs `regex` sticky from there — so a rule costs a fast literal search, not a scan at every character.
 * An anchor that is a plain literal (`@`, `+`, `=`, `AIza`) is found by the JavaScript engine's string
 * search, which beats any regex scan when the literal's first character is rare; `regex` then rejects
 * the positions a stricter anchor would have skipped.
 */
export interface PatternRule {
  id: string;
  label: string;
  family: string;
  priority: number;
  description: string;
  regex: RegExp;
  /**
   * `width`: the fixed length of an anchor match, when it has one (the engine then reads only where it
   * ends, without a match array); leave it out for an anchor of variable length. `keywordStart`: the anchor
   * matches exactly where one of the rule's `keywords` starts (case-insensitively, one character wide), so
   * the engine may search for only the keywords the text contains instead. `valueFollows`: the value group
   * starts right where the fixed-width anchor match ends and ends where the match does (`CN=` + value), so
   * the engine reads its range without a match array.
   */
  anchor?: { regex: RegExp; width?: number; lead: string; maxLead: number; keywordStart?: boolean; valueFollows?: boolean };
  /**
   * The rules naming the same pass have their searches (the anchor, or the regex of a rule without one)
   * run as one alternation (find/shared-search.ts): for searches that open on characters a log is full of
   * (`.`, `-`, `:`, digits, capitals), each of which would read every character on its own. Not for a literal or
   * keyword-start anchor, nor a rule without an anchor whose value is a group: those search on their own.
   */
  sharedSearch?: 'punctuation' | 'digits' | 'capitals';
  /** Which capture group is the sensitive value (default: the whole match). */
  group?: number;
  /**
   * With an anchor: after a match, the regex is tried again right where it ended, as long as it matches
   * there (the names of a list, `acls to: alice,bob,yarn`, each a value of its own, found from one anchor).
   */
  repeatAtEnd?: boolean;
  /**
   * The value is recognised by its context (a DN attribute), not its shape: once found, its other
   * occurrences in the text are masked too. Keyword rules always behave this way. A function decides per
   * value (a user rule masks `root` where it finds it, but not every other `root` of the text).
   */
  contextual?: boolean | ((value: string) => boolean);
  /** Lowercase literals; the rule only runs when one of them occurs in the (lowercased) input. */
  keywords: readonly string[];
  validate?: (value: string, context: MatchContext) => boolean;
  fakes: readonly string[];
  /** Picks the class-preserving pool for an original (default: `fakes` with `derive`). */
  pool?: (original: string) => FakePool;
  derive: (n: number, original: string) => string;
  examples: RuleExamples;
}

export interface KeywordRule {
  id: string;
  label: string;
  family: string;
  priority: number;
  description: string;
  /**
   * Lowercase words of a parameter name that select this rule. A two-word entry (`tenant name`) must
   * appear as consecutive words of the name.
   */
  nameWords: readonly string[];
  /**
   * When set, a name word of this rule selects it only if every word after it in the name is one of these
   * (`user_id`, `login_name`); without it, any word after the name word that does not describe the value
   * (`password_policy`) keeps the rule (`password_hint`, `api_key_prod`).
   */
  qualifiers?: readonly string[];
  /**
   * When the value is an object (`"user":{"id":7,"name":"jdoe"}`), the keys of its members that hold the
   * value this rule masks; without them an object value is none.
   */
  nestedKeys?: readonly string[];
  /**
   * Values of several words after `name: `, which the scanner otherwise reads as prose: a passphrase
   * (`password: correct horse battery staple`) or a name in Title Case (`companyName: Contoso Ltd`).
   */
  valueWords?: 'passphrase' | 'title-case';
  /** Whether `value`, the value of the parameter `name`, is one this rule masks. */
  validate?: (value: string, name: string) => boolean;
  fakes: readonly string[];
  derive: (n: number, original: string) => string;
  examples: RuleExamples;
}
