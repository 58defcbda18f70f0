'use client';
// The Rules panel: an on/off switch for every pattern-rule family and every keyword rule. Switching one
// re-runs the current output in its mode (ToolApp does that); the choice holds no user text.
import { useId, useState } from 'react';
import type { RuleSwitch } from '@/lib/tool/rule-switch-state';
import styles from './tool.module.css';

interface Props {
  /** Every switch (built from the engine's rules when the page was built). */
  switches: readonly RuleSwitch[];
  off: ReadonlySet<string>;
  onChange: (id: string, on: boolean) => void;
  onAllOn: () => void;
}

function SwitchList({ title, switches, off, onChange }: { title: string } & Omit<Props, 'onAllOn'>) {
  const id = useId();
  return (
    <div className={styles.switchGroup}>
      <h3 id={id} className={styles.listTitle}>{title}</h3>
      <ul className={styles.switchList} aria-labelledby={id}>
        {switches.map((item) => (
          <li key={item.id} className={styles.switchItem}>
            <input id={`${id}-${item.id}`} type="checkbox" role="switch" className={styles.switchInput}
              checked={!off.has(item.id)} aria-describedby={`${id}-${item.id}-desc`}
              onChange={(e) => onChange(item.id, e.target.checked)} />
            <label htmlFor={`${id}-${item.id}`} className={styles.switchLabel}>{item.label}</label>
            <span id={`${id}-${item.id}-desc`} className={styles.switchDescription}>{item.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RulesPanel({ switches, off, onChange, onAllOn }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const onCount = switches.filter((s) => !off.has(s.id)).length;
  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <div className={styles.cardHeader}>
        <h2 id={`${id}-heading`} className={styles.cardTitle}>Rules</h2>
        <p className={styles.cardHint}>
          {onCount} of {switches.length} rule groups on. A switch that is off leaves those values unmasked and whole:
          with Email addresses off, alice@example.com stays as written, its domain too. The choice is remembered on
          this device.
        </p>
        <button type="button" className={styles.linkButton} aria-expanded={open} aria-controls={`${id}-body`}
          onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide rule switches' : 'Show rule switches'}
        </button>
      </div>
      <div id={`${id}-body`} hidden={!open}>
        {open && (
          <>
            <div className={styles.switchColumns}>
              <SwitchList title="Pattern rule families" switches={switches.filter((s) => s.source === 'pattern')} off={off} onChange={onChange} />
              <SwitchList title="Keyword rules" switches={switches.filter((s) => s.source === 'keyword')} off={off} onChange={onChange} />
            </div>
            <button type="button" className={styles.secondaryButton} disabled={off.size === 0} onClick={onAllOn}>All on</button>
          </>
        )}
      </div>
    </section>
  );
}
