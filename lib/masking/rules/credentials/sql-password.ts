import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import { isPlaceholderSecret } from '../../find/placeholder-values';
import type { MatchContext, PatternRule } from '../../types';

const FAKES = ['Fake-Sql-Pass01', 'Example-Db-Pass02', 'NotReal-Sql-Pass03', 'Sample-Db-Pass04', 'Demo-Sql-Pass05', 'Fake-Db-Pass06', 'Example-Sql-Pass07', 'NotReal-Db-Pass08', 'Sample-Sql-Pass09', 'Demo-Db-Pass10'];

/**
 * A quoted value needs its closing quote; a bare one (Oracle) must end the statement or the line, so prose
 * such as `the role is identified by its name` is left alone.
 */
function isSqlPassword(value: string, { text, start, end }: MatchContext): boolean {
  if (isPlaceholderSecret(value) || /^(?:\?|%s|:\w+|\$\d+|@\w+)$/.test(value)) return false;
  const quote = text.charAt(start - 1);
  if (quote === "'" || quote === '"') return text.charAt(end) === quote;
  let i = end;
  while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i++;
  const next = text.charCodeAt(i);
  return i === text.length || next === 59 /* ; */ || next === 10 || next === 13;
}

const KEYWORDS = ['with password', 'with encrypted password', 'identified by', 'identified with'];

/**
 * A password set by a SQL statement: `CREATE USER app WITH PASSWORD 'x'` (PostgreSQL), `IDENTIFIED BY 'x'`
 * and `IDENTIFIED WITH mysql_native_password BY 'x'` (MySQL), `IDENTIFIED BY x` (Oracle). A quoted value
 * runs to its closing quote; a bare one ends at whitespace or `;` and must end the statement or the line.
 * Bind parameters (`?`, `%s`, `:pw`, `$1`) and placeholders stay.
 */
export const sqlPassword: PatternRule = {
  id: 'sql-password',
  label: 'SQL Password',
  family: 'credentials',
  priority: 0,
  description: "A password set in SQL: WITH PASSWORD '…' (PostgreSQL), IDENTIFIED BY '…' (MySQL, Oracle).",
  regex: /\b(?:with (?:encrypted )?password|identified (?:with \w{1,64} )?by(?: password)?)[ \t]+['"]?((?<=['"])[^'"\n]{1,256}|[^'"\s;]{1,256})/gi,
  anchor: keywordStartAnchor(KEYWORDS),
  group: 1,
  contextual: true,
  keywords: KEYWORDS,
  validate: isSqlPassword,
  fakes: FAKES,
  derive: (n) => `Fake-Sql-Pass${n}`,
  examples: {
    match: [
      "postgres=# CREATE USER analytics WITH PASSWORD 'An4lyt1cs!';",
      "ALTER ROLE app WITH ENCRYPTED PASSWORD 'R0tated-2024'",
      "CREATE USER 'shop'@'%' IDENTIFIED BY 'Sh0p#Pass';",
      "ALTER USER 'shop'@'%' IDENTIFIED WITH mysql_native_password BY 'N3w-Pass'",
      'CREATE USER scott IDENTIFIED BY tiger2024;',
      "ALTER USER app WITH PASSWORD 'correct horse battery'",
    ],
    noMatch: ["cursor.execute(\"CREATE USER %s WITH PASSWORD %s\", (name, pw))", "ALTER USER app WITH PASSWORD :pw", "CREATE USER app WITH PASSWORD 'changeme'", 'the role is identified by its name'],
  },
};
