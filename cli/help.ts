export const HELP = `pastesafe — find sensitive values in logs and text; mask them, replace them with fakes, or put them back.
Everything runs on this machine; nothing is sent anywhere.

Usage:
  pastesafe mask    [FILE…] [-o FILE] [--vault FILE] [options]   values become [Masked <Rule> N]
  pastesafe replace [FILE…] [-o FILE] [--vault FILE] [options]   values become realistic fakes
  pastesafe scan    [FILE…] [--format F] [--staged] [options]    list findings; exit 1 when any
  pastesafe restore --vault FILE [FILE] [-o FILE]                put the real values back in an AI's answer

Files are read in order, or standard input when there is none or for "-". Everything read in one call is one
session: the same value gets the same substitute everywhere, numbered once across all files. The inputs are
read twice: first to find the values known by their context (user=alice), then to mask, so a bare "alice"
before that line is masked too, as in one pass over the whole text. Standard input (or a pipe) is kept in a
temporary file (mode 0600, removed at the end, on an error or an interrupt) to be read twice. Put "--" before
file names that could start with "-" (pastesafe scan -- "$@").

Options:
  -o, --output FILE     write to FILE instead of standard output (written whole or not at all)
  --vault FILE          mask/replace: save the session's mappings in FILE (encrypted, mode 0600); a FILE
                        that exists is continued (its passphrase; numbering and substitutes carry on);
                        restore: read them from FILE. -o naming the vault is refused
  --new-vault           mask/replace: start FILE afresh even when it exists
  --plaintext-vault     mask/replace: allow an unencrypted vault when no passphrase is given
  --rules FILE          custom rules: the tool's JSON, [{"value": "…", "category": "…", "subcategory": "…"}]
  --disable LIST        rule ids or families to skip, comma-separated (repeatable)
  --allow VALUE         a value never to mask (repeatable)
  --format F            scan: text (file:line:column rule), json (one object per finding, with its
                        fingerprint) or sarif (one SARIF 2.1.0 log, for code-scanning upload)
  --json                scan: the same as --format json
  --staged              scan: the files staged in git's index, as the next commit would record them (not
                        the working files); FILE arguments narrow them; binary files are skipped
  --tracked             scan: every file in git's index, changed or not (a whole repository in CI), read
                        the same way
  --ignore-file FILE    scan: fingerprints of accepted findings, one a line (default: .pastesafeignore in
                        the current directory or the nearest one above it, up to the top of the git work tree)
  --show-values         scan: print the values found (by default only where they are and which rule)
  --one-pass            mask/replace/scan: read the input once, as it comes, keeping nothing on disk (an
                        endless pipe, tail -f): a value known only by its context is then masked from the
                        1,000,000-character piece where its context stands onward, NOT in earlier pieces
  -q, --quiet           no progress or summary on standard error (scan: no findings printed either)
  -j, --jobs N          threads that search input over 1,000,000 characters, beside the one that keeps the
                        session (default: 0 on 1 or 2 CPUs, where one thread was measured faster; else one per
                        CPU beyond the first, at most 3; 0: search on one thread). Same output.
  -h, --help            this help          -V, --version   the version

Encodings: UTF-8, with or without a byte order mark, and UTF-16 with its byte order mark. The output is
written in the first input's encoding, with its mark; restore writes the encoding of what it reads, so
restoring the masked file gives back the same bytes.

Vault passphrase: $PASTESAFE_PASSPHRASE, else asked on the terminal (AES-256-GCM, key by scrypt with a salt).

Exit status:
  0  done (scan: nothing sensitive found)
  1  scan found something sensitive (not accepted in .pastesafeignore)
  2  usage: unknown command or option, bad --rules, --disable or ignore file, no passphrase for the vault,
     --staged or --tracked outside a git work tree
  3  input: a missing or unreadable file, a binary file, invalid UTF-8 or UTF-16, UTF-16 without its byte
     order mark, a run of over 1,000,000 characters without whitespace (not in scan), standard output cannot
     be written
  4  vault: wrong passphrase, damaged or unreadable vault file, key-derivation parameters over the bounds
     (scrypt N <= 2^20, r <= 16, p <= 4), a vault that cannot be written completely
On any error nothing new is left at the -o path or the vault path (written to a temporary file, synced,
then renamed; an existing vault stays as it was). -o onto a FIFO or device writes it directly, onto a
symbolic link writes its target; an existing file keeps its mode; restore -o creates files with mode 0600.
Replace: a real value equal to a fake issued earlier still gets its own fake (read text is never taken for
a substitute; only a [Masked …] label is kept as it is).
scan skips the rest of a line that has 1,000,000 characters or more without a space (a source map), with a
warning on standard error; it is not an error.
`;
