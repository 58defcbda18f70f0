'use client';
import dynamic from 'next/dynamic';
import { memo, useId, useRef, useState } from 'react';
import type { Source } from '@/lib/masking';
import type { ContextExcerpt } from '@/lib/tool/context-excerpt';
import type { RuleListEntry, RulesSummary } from '@/lib/tool/rule-lists';
import { SOURCES } from '@/lib/tool/rule-lists';
import { useKeepFocusInList } from './useKeepFocusInList';
import styles from './tool.module.css';

// Chart.js only ever loads on /tool, once a person starts on a text (see preloadRulesChart).
const loadRulesChart = () => import('./RulesChart');
let chartRequested = false;

/**
 * Fetch and evaluate the chart code in the next idle moment, so the first result does not wait for it.
 * Called when a person starts on a text (focus on the input, a file, Mask), not on page load: on arrival
 * the page's main thread does only what the first screen needs. Once per page; a failed fetch may retry.
 */
export function preloadRulesChart(): void {
  if (chartRequested || typeof window === 'undefined') return;
  chartRequested = true;
  const start = () => void loadRulesChart().catch(() => { chartRequested = false; });
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1000 });
  else setTimeout(start, 100);
}

const RulesChart = dynamic(loadRulesChart, {
  ssr: false,
  loading: () => <div className={styles.chartLoading}>Loading chart…</div>,
});

const LIST_TITLES: Record<Source, string> = { custom: 'Custom Rules', pattern: 'Pattern Rules', keyword: 'Keyword Rules' };
const PAGE_SIZE = 100;

interface Props {
  summary: RulesSummary;
  ruleLabels: Record<string, string>;
  /** Puts an entry back in this output; without it and onNeverMask (file mode) the lists are read-only. */
  onRemove?: (original: string) => void;
  onNeverMask?: (original: string) => void;
  /** The section's id, for the output's "Skip to the review list" link. */
  anchorId?: string;
  /** For a value found by its context: where it first occurs and the words around it (none in file mode). */
  contextOf?: (entry: RuleListEntry) => ContextExcerpt | null;
}

function RuleList({ source, entries, ruleLabels, onRemove, onNeverMask, contextOf }: { source: Source; entries: RuleListEntry[] } & Omit<Props, 'summary'>) {
  const id = useId();
  const [shown, setShown] = useState(PAGE_SIZE);
  const visible = entries.slice(0, shown);
  const heading = useRef<HTMLHeadingElement>(null);
  const { list, willRemove } = useKeepFocusInList<HTMLUListElement>(heading);
  const act = (action: 'remove' | 'never', index: number, original: string, handler?: (original: string) => void) => {
    willRemove(original.toLowerCase(), index, action);
    handler?.(original);
  };
  return (
    <div className={styles.ruleColumn} data-source={source}>
      <div className={styles.listHeader}>
        <span className={styles.swatch} data-source={source} aria-hidden="true" />
        <h3 id={id} ref={heading} tabIndex={-1} className={styles.listTitle}>{LIST_TITLES[source]}</h3>
        <span className={styles.listCount}>({entries.length.toLocaleString('en-US')} distinct)</span>
      </div>
      {entries.length === 0 ? (
        <p className={styles.emptyList}>None detected.</p>
      ) : (
        <ul ref={list} className={styles.mappingList} aria-labelledby={id}>
          {visible.map((entry, index) => {
            const context = contextOf?.(entry);
            return (
              <li key={entry.original} data-key={entry.original.toLowerCase()} className={styles.mappingItem} data-masked={entry.masked}>
                <span className={styles.mappingText}>
                  <span className={styles.mappingOriginal}>{entry.original}</span>
                  <span aria-hidden="true" className={styles.arrow}> → </span>
                  <span className="visually-hidden"> replaced by </span>
                  <span className={styles.mappingMasked}>{entry.masked}</span>
                  {entry.count > 1 && <span className={styles.mappingCount}> ×{entry.count.toLocaleString('en-US')}</span>}
                  <span className={styles.mappingRule}><span className="visually-hidden">, rule: </span>{ruleLabels[entry.type] ?? entry.type}</span>
                  {context && (
                    <span className={styles.mappingContext} data-context="">
                      <span className="visually-hidden">, found by its context; </span>
                      <span className={styles.contextLine}>First on line {context.line.toLocaleString('en-US')}:</span>{' '}
                      <span className={styles.contextText}>{context.before}<mark className={styles.contextValue}>{context.value}</mark>{context.after}</span>
                    </span>
                  )}
                </span>
                {(onRemove || onNeverMask) && (
                  <span className={styles.mappingActions}>
                  <button type="button" className={styles.neverButton} aria-label={`Never mask ${entry.original}`}
                    title="Add to the never-mask list: left as it is in this and every later run" data-action="never" onClick={() => act('never', index, entry.original, onNeverMask)}>
                    Never mask
                  </button>
                  <button type="button" className={styles.removeButton} aria-label={`Remove ${entry.original}`}
                    title="Not sensitive here: put the original back in this output" data-action="remove" onClick={() => act('remove', index, entry.original, onRemove)}>
                    <span aria-hidden="true">×</span>
                  </button>
                </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {entries.length > shown && (
        <button type="button" className={styles.linkButton} onClick={() => setShown((n) => n + PAGE_SIZE * 5)}>
          Show more ({(entries.length - shown).toLocaleString('en-US')} hidden)
        </button>
      )}
    </div>
  );
}

function RulesDistributionImpl({ summary, ruleLabels, onRemove, onNeverMask, anchorId, contextOf }: Props) {
  const id = useId();
  const total = summary.counts.custom + summary.counts.pattern + summary.counts.keyword;
  return (
    <section id={anchorId} tabIndex={anchorId ? -1 : undefined} className={styles.card} aria-labelledby={`${id}-heading`}>
      <div className={styles.cardHeader}>
        <h2 id={`${id}-heading`} className={styles.cardTitle}>Rules Distribution</h2>
        <p className={styles.cardHint}>
          {total.toLocaleString('en-US')} substitution{total === 1 ? '' : 's'}. The chart counts every occurrence; each list counts distinct values, with ×N for a value found N times.{onRemove
            ? ' × puts an entry back in this output only (Mask or Replace may find it again); Never mask leaves it as it is in every later run too.'
            : ''}
        </p>
      </div>
      <div className={styles.distribution}>
        <div className={styles.chartBox}>
          <RulesChart counts={summary.counts} />
        </div>
        <div className={styles.ruleColumns}>
          {SOURCES.map((source) => (
            <RuleList key={source} source={source} entries={summary.lists[source]} ruleLabels={ruleLabels} onRemove={onRemove} onNeverMask={onNeverMask} contextOf={contextOf} />
          ))}
        </div>
      </div>
    </section>
  );
}

export const RulesDistribution = memo(RulesDistributionImpl);
