// The vault passphrase: $PASTESAFE_PASSPHRASE, else typed on the terminal (not echoed), else none.
import { closeSync, openSync } from 'node:fs';
import { ReadStream, WriteStream } from 'node:tty';
import { usageError } from './errors';

export async function getPassphrase(purpose: 'new' | 'existing'): Promise<string | null> {
  const fromEnv = process.env.PASTESAFE_PASSPHRASE;
  if (fromEnv) return fromEnv;
  const terminal = openTerminal();
  if (!terminal) return null;
  try {
    const first = await ask(terminal, purpose === 'new' ? 'Vault passphrase: ' : 'Passphrase of the vault: ');
    if (first.length === 0) throw usageError('an empty passphrase is not accepted');
    if (purpose === 'new' && (await ask(terminal, 'Repeat the passphrase: ')) !== first) throw usageError('the two passphrases differ');
    return first;
  } finally {
    terminal.close();
  }
}

interface Terminal {
  input: ReadStream;
  output: WriteStream;
  close(): void;
}

/** The controlling terminal, even when standard input and output are pipes; null when there is none. */
function openTerminal(): Terminal | null {
  let inFd: number;
  let outFd: number;
  try {
    inFd = openSync('/dev/tty', 'r');
  } catch {
    return null;
  }
  try {
    outFd = openSync('/dev/tty', 'w');
  } catch {
    closeSync(inFd);
    return null;
  }
  const input = new ReadStream(inFd);
  const output = new WriteStream(outFd);
  return {
    input,
    output,
    close() {
      input.destroy();
      output.destroy();
    },
  };
}

function ask({ input, output }: Terminal, prompt: string): Promise<string> {
  output.write(prompt);
  input.setRawMode(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (data: Buffer) => {
      for (const char of data.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(usageError('no passphrase given'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}
