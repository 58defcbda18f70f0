'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { CustomRule } from '@/lib/masking';
import { CUSTOM_RULE_CATALOGUE, CUSTOM_RULE_CATEGORY } from '@/lib/tool/catalogue';
import { KeepOnDevice } from './KeepOnDevice';
import { useKeepFocusInList } from './useKeepFocusInList';
import styles from './tool.module.css';

export function describeRule(rule: CustomRule): string {
  if (rule.category === CUSTOM_RULE_CATEGORY) return rule.replacement ? `→ ${rule.replacement}` : CUSTOM_RULE_CATEGORY;
  return rule.subcategory ? `${rule.category} · ${rule.subcategory}` : rule.category;
}

interface Props {
  rules: ReadonlyArray<CustomRule>;
  onAdd: (rule: CustomRule) => void;
  onRemove: (index: number) => void;
  remembered: boolean;
  onRememberChange: (remember: boolean) => void;
  onForget: () => void;
}

export function CustomRulesPanel({ rules, onAdd, onRemove, remembered, onRememberChange, onForget }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const [category, setCategory] = useState('');
  const [subcategory, setSubcategory] = useState('');
  const [replacement, setReplacement] = useState('');
  /** What Add Rule found missing, said at each field. */
  const [missing, setMissing] = useState<{ value?: string; category?: string }>({});
  const valueField = useRef<HTMLInputElement>(null);
  const categoryField = useRef<HTMLSelectElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { list, willRemove } = useKeepFocusInList<HTMLUListElement>(heading);

  const entry = CUSTOM_RULE_CATALOGUE.find((c) => c.category === category);
  const subcategories = entry?.subcategories ?? [];
  const isFreeText = category === CUSTOM_RULE_CATEGORY || (entry !== undefined && subcategories.length === 0);

  const changeCategory = (next: string) => {
    setCategory(next);
    if (next) setMissing(({ value: valueMissing }) => ({ value: valueMissing }));
    const nextEntry = CUSTOM_RULE_CATALOGUE.find((c) => c.category === next);
    setSubcategory(nextEntry?.subcategories[0] ?? '');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    // Without text and a category there is no rule to add: say which is missing, at the field, and go there.
    if (!text || !category) {
      setMissing({
        ...(text ? {} : { value: 'Type the text to mask.' }),
        ...(category ? {} : { category: 'Choose a category for this rule.' }),
      });
      (text ? categoryField : valueField).current?.focus();
      return;
    }
    setMissing({});
    const rule: CustomRule = isFreeText
      ? { value: text, category, ...(replacement.trim() ? { replacement: replacement.trim() } : {}) }
      : { value: text, category, subcategory: subcategory || subcategories[0] };
    onAdd(rule);
    setValue('');
    setReplacement('');
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <div className={styles.cardHeader}>
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className={styles.cardTitle}>Custom rules</h2>
        <p className={styles.cardHint}>Always mask words the patterns cannot know: a client name, a project code, a hostname.</p>
      </div>
      <form className={styles.ruleForm} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-value`}>Text to mask</label>
          <input id={`${id}-value`} ref={valueField} type="text" value={value} autoComplete="off" spellCheck={false}
            placeholder="e.g. Initech" aria-invalid={missing.value ? true : undefined}
            aria-describedby={missing.value ? `${id}-value-error` : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              if (e.target.value.trim()) setMissing(({ category: categoryMissing }) => ({ category: categoryMissing }));
            }} />
          {missing.value && <p id={`${id}-value-error`} className={styles.fieldError}>{missing.value}</p>}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-category`}>Category</label>
          <select id={`${id}-category`} ref={categoryField} value={category} onChange={(e) => changeCategory(e.target.value)}
            aria-invalid={missing.category ? true : undefined} aria-describedby={missing.category ? `${id}-category-error` : undefined}>
            <option value="">Choose a category</option>
            {CUSTOM_RULE_CATALOGUE.map((c) => (
              <option key={c.category} value={c.category}>{c.category}</option>
            ))}
          </select>
          {missing.category && <p id={`${id}-category-error`} className={styles.fieldError}>{missing.category}</p>}
        </div>
        {isFreeText ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-replacement`}>Replacement text</label>
            <input id={`${id}-replacement`} type="text" value={replacement} autoComplete="off" spellCheck={false}
              placeholder="e.g. ACME" onChange={(e) => setReplacement(e.target.value)} />
          </div>
        ) : (
          <div className={styles.field}>
            <label htmlFor={`${id}-subcategory`}>Subcategory</label>
            <select id={`${id}-subcategory`} value={subcategory} disabled={!category}
              onChange={(e) => setSubcategory(e.target.value)}>
              {!category && <option value="">Choose a category first</option>}
              {subcategories.map((s) => (
                <option key={s} value={s}>{s}</option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className={styles.secondaryButton}>Add Rule</button>
      </form>
      {rules.length > 0 && (
        <ul ref={list} className={styles.ruleList} aria-label="Custom rules in use">
          {rules.map((rule, index) => (
            <li key={`${rule.value}-${index}`} data-key={`${rule.value}-${index}`} className={styles.ruleChip}>
              <span className={styles.ruleChipValue}>{rule.value}</span>
              <span className={styles.ruleChipMeta}>{describeRule(rule)}</span>
              <button type="button" className={styles.removeButton} aria-label={`Remove rule ${rule.value}`}
                data-action="remove" onClick={() => { willRemove(`${rule.value}-${index}`, index, 'remove'); onRemove(index); }}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <KeepOnDevice what="rules" rememberLabel="Remember my rules on this device" remembered={remembered}
        onRememberChange={onRememberChange} onForget={onForget} />
    </section>
  );
}
