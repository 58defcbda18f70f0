export const HELP = `pastesafe — find sensitive values in logs and text; mask them, replace them with fakes, or put them back.
Everything runs on this machine; nothing is sent anywhere.

Usage:
  pastesafe mask    [FILE…] [-o FILE] [--vault FILE] [options]   values become [Masked <Rule> N]
  pastesafe replace [FILE…] [-o FILE] [--vault FILE] [options]   values become realistic fakes
  pastesafe scan    [FILE…] [--json] [--show-values] [options]   list findings; exit 1 when any
  pastesafe restore --vault FILE [FILE] [-o FILE]                put the real values back in an AI's answer

Files are read in order, or standard input when there is none or for "-". Everything read in one call is one
session: the same value gets the same substitute everywhere, numbered once across all files.

Options:
  -o, --output FILE     write to FILE instead of standard output (written whole or not at all)
  --vault FILE          mask/replace: save the session's mappings in FILE (encrypted, mode 0600);
                        restore: read them from FILE
  --plaintext-vault     mask/replace: allow an unencrypted vault when no passphrase is given
  --rules FILE          custom rules: the tool's JSON, [{"value": "…", "category": "…", "subcategory": "…"}]
  --disable LIST        rule ids or families to skip, comma-separated (repeatable)
  --allow VALUE         a value never to mask (repeatable)
  --json                scan: one JSON object per finding
  --show-values         scan: print the values found (by default only where they are and which rule)
  -q, --quiet           no progress or summary on standard error (scan: no findings printed either)
  -j, --jobs N          threads that search input over 1,000,000 characters, beside the one that keeps the
                        session (default: one per CPU, at most 4; 0: search on one thread). Same output.
  -h, --help            this help          -V, --version   the version

Vault passphrase: $PASTESAFE_PASSPHRASE, else asked on the terminal (AES-256-GCM, key by scrypt with a salt).

Exit status:
  0  done (scan: nothing sensitive found)
  1  scan found something sensitive
  2  usage: unknown command or option, bad --rules or --disable, no passphrase for the vault
  3  input: a missing or unreadable file, a binary file, invalid UTF-8, a run of over 1,000,000 characters
     without whitespace
  4  vault: wrong passphrase, damaged or unreadable vault file
On any error nothing is left at the -o path or the vault path (they are written to a temporary file first).
`;
