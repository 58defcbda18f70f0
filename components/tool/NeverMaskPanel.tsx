'use client';
// The never-mask list: values the person decided are not sensitive. Typed in here or sent from an entry of
// the Rules Distribution ("Never mask"); the engine leaves them whole in every later run.
import { useId, useRef, useState, type FormEvent } from 'react';
import { includesValue, MAX_NEVER_MASK_LENGTH } from '@/lib/tool/never-mask-list';
import { KeepOnDevice } from './KeepOnDevice';
import { useKeepFocusInList } from './useKeepFocusInList';
import styles from './tool.module.css';

interface Props {
  values: ReadonlyArray<string>;
  onAdd: (value: string) => void;
  onRemove: (value: string) => void;
  remembered: boolean;
  onRememberChange: (remember: boolean) => void;
  onForget: () => void;
}

export function NeverMaskPanel({ values, onAdd, onRemove, remembered, onRememberChange, onForget }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { list, willRemove } = useKeepFocusInList<HTMLUListElement>(heading);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (!text) return;
    if (text.length > MAX_NEVER_MASK_LENGTH) {
      setMessage(`That is ${text.length} characters; a never-mask value can be at most ${MAX_NEVER_MASK_LENGTH}.`);
      return;
    }
    setMessage(includesValue(values, text) ? `${text} is already on the list.` : null);
    onAdd(text);
    setValue('');
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <div className={styles.cardHeader}>
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className={styles.cardTitle}>Never mask</h2>
        <p className={styles.cardHint}>
          Values that are not sensitive, such as a public hostname or a product name. Matched as whole values, in any
          case, in every later run.
        </p>
      </div>
      <form className={styles.inlineForm} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-value`}>Value never to mask</label>
          <input id={`${id}-value`} type="text" value={value} autoComplete="off" spellCheck={false}
            placeholder="e.g. status.example.org" onChange={(e) => setValue(e.target.value)} />
        </div>
        <button type="submit" className={styles.secondaryButton}>Add</button>
      </form>
      {message && <p className={styles.notice} role="status">{message}</p>}
      {values.length > 0 ? (
        <ul ref={list} className={styles.ruleList} aria-label="Values never masked">
          {values.map((item, index) => (
            <li key={item.toLowerCase()} data-key={item.toLowerCase()} className={`${styles.ruleChip} ${styles.allowChip}`}>
              <span className={styles.ruleChipValue}>{item}</span>
              <button type="button" className={styles.removeButton} aria-label={`Remove ${item} from the never-mask list`}
                data-action="remove" onClick={() => { willRemove(item.toLowerCase(), index, 'remove'); onRemove(item); }}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.emptyList}>Nothing on the list: every detection is masked.</p>
      )}
      <KeepOnDevice what="never-mask values" rememberLabel="Remember on this device" remembered={remembered}
        onRememberChange={onRememberChange} onForget={onForget} />
    </section>
  );
}
