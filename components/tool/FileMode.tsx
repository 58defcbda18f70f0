'use client';
// File mode of /tool: a file over 1,000,000 characters is streamed through the masking worker (never put
// in the text box), with progress and Cancel; then a download, a preview of its first lines and the Rules
// Distribution of the whole file. Restore (below, in ToolApp) works with the file's session.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Mode, ProcessOptions } from '@/lib/masking';
import type { EngineClient } from '@/lib/tool/engine-client';
import { errorMessage } from '@/lib/tool/error-message';
import type { FileReply } from '@/lib/tool/file-masking';
import { PREVIEW_LINES } from '@/lib/tool/file-preview';
import { RulesDistribution } from './RulesDistribution';
import styles from './tool.module.css';

const MB = 1_048_576;
const megabytes = (bytes: number) => (bytes / MB).toFixed(1);

/** `app.log` → `app.masked.log`; `notes` → `notes.masked`. */
export function maskedFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}.masked${name.slice(dot)}` : `${name}.masked`;
}

interface Props {
  file: File;
  /** The page's settings, as the text box uses them: custom rules, the never-mask list, switched-off rules. */
  settings: Omit<ProcessOptions, 'mode'>;
  getClient: () => Promise<EngineClient>;
  /** Called when a run succeeds (the session now holds the file's mappings). */
  onDone: (reply: FileReply) => void;
  onClose: () => void;
}

export function FileMode({ file, settings, getClient, onDone, onClose }: Props) {
  const id = useId();
  const [running, setRunning] = useState<{ mode: Mode; bytes: number; started: number; now: number } | null>(null);
  const [reply, setReply] = useState<FileReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ticket = useRef(0);
  const url = useMemo(() => (reply ? URL.createObjectURL(reply.output) : null), [reply]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);

  const run = async (mode: Mode) => {
    const mine = ++ticket.current;
    const started = performance.now();
    setRunning({ mode, bytes: 0, started, now: started });
    setReply(null);
    setError(null);
    try {
      const client = await getClient();
      if (!client.processFile) throw new Error('file mode is not available here');
      const done = await client.processFile(file, { ...settings, mode }, (bytes) => {
        if (mine === ticket.current) setRunning({ mode, bytes, started, now: performance.now() });
      });
      if (mine !== ticket.current) return;
      setReply(done);
      onDone(done);
    } catch (err) {
      if (mine !== ticket.current) return;
      const message = errorMessage(err);
      setError(message === 'Cancelled' ? 'Cancelled: nothing was produced, and the session is as it was before.' : message);
    } finally {
      if (mine === ticket.current) setRunning(null);
    }
  };

  const cancel = async () => {
    await (await getClient()).cancelFile?.();
  };

  const rate = running && running.now > running.started ? running.bytes / MB / ((running.now - running.started) / 1000) : 0;
  const secondsLeft = running && rate > 0 ? Math.ceil((file.size - running.bytes) / MB / rate) : null;

  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <div className={styles.cardHeader}>
        <h2 id={`${id}-heading`} className={styles.cardTitle}>File: {file.name}</h2>
        <button type="button" className={styles.linkButton} onClick={onClose} disabled={running !== null}>Close file</button>
      </div>
      <p className={styles.notice}>
        {megabytes(file.size)} MB — over 1,000,000 characters, so it is processed as a file: read in your browser piece by
        piece, never uploaded and never shown whole.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primaryButton} aria-disabled={running !== null || undefined}
          onClick={() => running === null && void run('mask')}>Mask file</button>
        <button type="button" className={styles.primaryButton} aria-disabled={running !== null || undefined}
          onClick={() => running === null && void run('replace')}>Replace file</button>
        {running && <button type="button" className={styles.secondaryButton} onClick={() => void cancel()}>Cancel</button>}
      </div>
      <div role="status" aria-live="polite" className={styles.busyLine}>
        {running && (
          <>
            <progress className={styles.progress} aria-label="File progress" value={running.bytes} max={file.size} />
            <span>
              {running.mode === 'mask' ? 'Masking' : 'Replacing'}: {megabytes(running.bytes)} of {megabytes(file.size)} MB
              {rate > 0 && ` · ${rate.toFixed(1)} MB/s · about ${secondsLeft} s left`}
            </span>
          </>
        )}
        {reply && !running && <span>Done: {megabytes(reply.bytes)} MB read, {megabytes(reply.output.size)} MB written.</span>}
      </div>
      {error && <p className={styles.error} role="alert">{error}</p>}
      {reply && url && (
        <>
          <p>
            <a className={styles.primaryButton} href={url} download={maskedFileName(reply.name)}>Download {maskedFileName(reply.name)}</a>
          </p>
          <h3 id={`${id}-preview`} className={styles.listTitle}>Preview: the first {PREVIEW_LINES} lines</h3>
          <pre className={styles.filePreview} tabIndex={0} role="region" aria-labelledby={`${id}-preview`} data-testid="file-preview">{reply.preview}</pre>
        </>
      )}
      {reply && <RulesDistribution summary={reply.summary} ruleLabels={reply.ruleLabels} />}
    </section>
  );
}
