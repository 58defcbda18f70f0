'use client';
// "Remember on this device" for a list the person typed (custom rules, the never-mask list), the way to
// forget a saved copy, and one line that says where the list is kept right now.
import { useId } from 'react';
import styles from './tool.module.css';

interface Props {
  /** What the list holds, in the plural: "rules", "never-mask values". */
  what: string;
  rememberLabel: string;
  remembered: boolean;
  onRememberChange: (remember: boolean) => void;
  onForget: () => void;
}

export function KeepOnDevice({ what, rememberLabel, remembered, onRememberChange, onForget }: Props) {
  const id = useId();
  return (
    <div className={styles.keepRow}>
      <label className={styles.checkLabel}>
        <input type="checkbox" checked={remembered} aria-describedby={`${id}-where`}
          onChange={(e) => onRememberChange(e.target.checked)} />
        {rememberLabel}
      </label>
      {remembered && (
        <button type="button" className={styles.linkButton} onClick={onForget}>Forget saved {what}</button>
      )}
      <p id={`${id}-where`} className={styles.keepWhere}>
        {remembered
          ? `Your ${what} are saved in this browser on this device (local storage) until you untick this or forget them.`
          : `Your ${what} are kept for this browser tab only and deleted when you close it; nothing is saved on this device.`}
      </p>
    </div>
  );
}
