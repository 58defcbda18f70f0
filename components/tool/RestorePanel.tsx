'use client';
import { useId } from 'react';
import type { RestoreReply } from '@/lib/tool/protocol';
import styles from './tool.module.css';
import { useCopyLabel } from './useCopyLabel';

interface Props {
  text: string;
  onChange: (text: string) => void;
  reply: RestoreReply | null;
  hasMappings: boolean;
}

export function RestorePanel({ text, onChange, reply, hasMappings }: Props) {
  const id = useId();
  const { copiedText, failed, copy } = useCopyLabel();
  const restored = reply && text ? reply.text : '';
  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <div className={styles.cardHeader}>
        <h2 id={`${id}-heading`} className={styles.cardTitle}>Restore</h2>
        <p className={styles.cardHint}>
          Paste the AI assistant&apos;s answer: labels and fakes from this session are turned back into the real values, here in your browser.
        </p>
      </div>
      <div className={styles.restoreGrid}>
        <div className={styles.field}>
          <div className={styles.fieldHeader}>
            <label htmlFor={`${id}-input`}>Text to restore</label>
          </div>
          <textarea id={`${id}-input`} className={styles.textarea} rows={8} value={text} spellCheck={false}
            placeholder="Paste the answer that quotes [Masked …] labels or fake values…"
            onChange={(e) => onChange(e.target.value)} />
        </div>
        <div className={styles.field}>
          <div className={styles.fieldHeader}>
            <span id={`${id}-out-label`} className={styles.fieldLabel}>Restored text</span>
            <button type="button" className={styles.secondaryButton} disabled={!restored}
              aria-label={copiedText === restored ? 'Copied!' : 'Copy restored text'} onClick={() => void copy(restored)}>
              {copiedText === restored ? 'Copied!' : 'Copy'}
            </button>
          </div>
          <div role="region" aria-labelledby={`${id}-out-label`} className={styles.restoredText} tabIndex={0}>
            {reply && text ? (
              reply.segments.map((segment, i) =>
                segment.kind === 'text' ? (
                  segment.text
                ) : segment.kind === 'restored' ? (
                  <mark key={i} className={styles.restoredMark} title={`Restored from ${segment.substitute}`}>{segment.text}</mark>
                ) : (
                  <mark key={i} className={styles.unmappedMark} title="Not restored: no mapping in this session">{segment.text}</mark>
                ),
              )
            ) : (
              <span className={styles.placeholder}>Restored text will appear here...</span>
            )}
          </div>
          <div role="status" className={styles.restoreStatus}>
            {failed && 'Copy failed: select the text and copy it by hand. '}
            {reply && text && (
              <>
                {reply.restoredCount} value{reply.restoredCount === 1 ? '' : 's'} restored.
                {!hasMappings && ' This session has no mappings yet: run Mask or Replace first.'}
              </>
            )}
          </div>
          {reply && text && reply.unmapped.length > 0 && (
            <div className={styles.unmappedBox}>
              <p>Could not be mapped back (left as they are):</p>
              <ul aria-label="Substitutes not restored">
                {reply.unmapped.map((u) => (
                  <li key={u}><code>{u}</code></li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
