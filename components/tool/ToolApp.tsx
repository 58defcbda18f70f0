'use client';
// The /tool island: wires the custom rules, input, output, Rules Distribution and Restore to one engine
// session. Detection never happens here — only in the engine, behind an EngineClient (a Web Worker).
import { useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type CSSProperties, type DragEvent, type KeyboardEvent } from 'react';
import type { CustomRule, Detection, Mode } from '@/lib/masking';
import type { EngineClient } from '@/lib/tool/engine-client';
import { contextExcerpt, LineIndex } from '@/lib/tool/context-excerpt';
import { errorMessage } from '@/lib/tool/error-message';
import { decodeTextFile } from '@/lib/tool/text-file';
import { computeHighlights, rebuildOutput } from '@/lib/tool/output-highlights';
import type { RestoreReply } from '@/lib/tool/protocol';
import { SOURCES, summariseDetections, type RuleListEntry } from '@/lib/tool/rule-lists';
import { customRulesStore } from '@/lib/tool/custom-rules-storage';
import { neverMaskStore, withValue } from '@/lib/tool/never-mask-list';
import { loadSwitchesOff, saveSwitchesOff, switchedOffRuleIds, type RuleSwitch } from '@/lib/tool/rule-switch-state';
import { SOURCE_COLOURS, SOURCE_SHORT_NAMES } from '@/lib/tool/source-colours';
import { CustomRulesPanel } from './CustomRulesPanel';
import { FileMode } from './FileMode';
import { NeverMaskPanel } from './NeverMaskPanel';
import { RulesPanel } from './RulesPanel';
import { OutputView } from './OutputView';
import { RestorePanel } from './RestorePanel';
import { preloadRulesChart, RulesDistribution } from './RulesDistribution';
import { useCopyLabel } from './useCopyLabel';
import styles from './tool.module.css';

export const MAX_INPUT_CHARS = 1_000_000;
/** UTF-8 takes at most four bytes a character: a file this large is certainly over the limit. */
const SURELY_OVER_BYTES = 4 * MAX_INPUT_CHARS;
const RESTORE_DEBOUNCE_MS = 120;
const numberFormat = new Intl.NumberFormat('en-US');
/** The Rules Distribution's id: the output's skip link leads there (one tool per page). */
export const REVIEW_LIST_ID = 'review-list';

/** What a run uses besides the text: any of it may be given to run() before React has stored it. */
interface RunSettings {
  rules: CustomRule[];
  allow: string[];
  switchesOff: ReadonlySet<string>;
}

interface ProcessedResult {
  input: string;
  mode: Mode;
  output: string;
  detections: Detection[];
  ruleLabels: Record<string, string>;
}

async function createDefaultClient(): Promise<EngineClient> {
  if (typeof Worker !== 'undefined') {
    const { createWorkerEngineClient } = await import('@/lib/tool/worker-engine-client');
    return createWorkerEngineClient();
  }
  const { createInProcessEngineClient } = await import('@/lib/tool/engine-client');
  return createInProcessEngineClient();
}

interface ToolAppProps {
  /** The Rules panel's switches: app/tool/page.tsx builds them from the engine's rules (rule-switches.ts). */
  switches: readonly RuleSwitch[];
  /** The ids of the rules that find a value by the words around it (context-rules.ts): the review list shows those words. */
  contextRules: readonly string[];
  /** The engine behind the tool (tests); by default a Web Worker's. */
  client?: EngineClient;
}

export function ToolApp({ switches, contextRules, client: injectedClient }: ToolAppProps) {
  const id = useId();
  const clientRef = useRef<Promise<EngineClient> | null>(null);
  const [rules, setRules] = useState<CustomRule[]>([]);
  const [rememberRules, setRememberRules] = useState(false);
  const [allow, setAllow] = useState<string[]>([]);
  const [rememberAllow, setRememberAllow] = useState(false);
  const [switchesOff, setSwitchesOff] = useState<ReadonlySet<string>>(() => new Set());
  const [input, setInput] = useState('');
  const [lastMode, setLastMode] = useState<Mode | null>(null);
  const [busy, setBusy] = useState<{ mode: Mode; chars: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** A file that could not be opened (not text, unreadable): said at the input, as an alert. */
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<ProcessedResult | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [restoreText, setRestoreText] = useState('');
  const [restoreReply, setRestoreReply] = useState<RestoreReply | null>(null);
  const [dragging, setDragging] = useState(false);
  /** A file over MAX_INPUT_CHARS: file mode (FileMode) instead of the text box and output. */
  const [bigFile, setBigFile] = useState<File | null>(null);
  const [fileDone, setFileDone] = useState(0);
  const generation = useRef(0);
  /** Set by Mask/Replace (not by re-runs after a settings change): show the result once it arrives. */
  const revealResult = useRef(false);
  const outputCard = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { copiedText, failed: copyFailed, copy } = useCopyLabel();

  // One engine client (and so one engine) for the whole visit.
  useEffect(() => {
    const promise = injectedClient ? Promise.resolve(injectedClient) : createDefaultClient();
    clientRef.current = promise;
    return () => {
      if (!injectedClient) void promise.then((c) => c.dispose());
      clientRef.current = null;
    };
  }, [injectedClient]);

  const getClient = useCallback(
    () => clientRef.current ?? (clientRef.current = injectedClient ? Promise.resolve(injectedClient) : createDefaultClient()),
    [injectedClient],
  );

  useEffect(() => {
    // Read after mount so the server-rendered HTML and the first client render agree.
    // Custom rules and the never-mask list: this tab's, else what the person asked to remember on this device.
    const keptRules = customRulesStore.load();
    const keptAllow = neverMaskStore.load();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage exists only in the browser
    setRules(keptRules.items);
    setRememberRules(keptRules.remembered);
    setAllow(keptAllow.items);
    setRememberAllow(keptAllow.remembered);
    setSwitchesOff(loadSwitchesOff(switches));
  }, [switches]);

  const overLimit = input.length > MAX_INPUT_CHARS;
  const blank = input.trim().length === 0;

  const run = useCallback(
    async (mode: Mode, next: Partial<RunSettings> = {}, text: string = input) => {
      if (text.trim().length === 0 || text.length > MAX_INPUT_CHARS) return;
      preloadRulesChart();
      const ticket = ++generation.current;
      setBusy({ mode, chars: text.length });
      setError(null);
      setNotice(null);
      setFileError(null);
      setLastMode(mode);
      try {
        const client = await getClient();
        const reply = await client.process(text, {
          mode,
          customRules: next.rules ?? rules,
          allow: next.allow ?? allow,
          disabledRules: switchedOffRuleIds(next.switchesOff ?? switchesOff, switches),
        });
        if (ticket !== generation.current) return;
        setResult({ input: text, mode, output: reply.output, detections: reply.detections, ruleLabels: reply.ruleLabels });
        setRemoved(new Set());
      } catch (err) {
        if (ticket !== generation.current) return;
        setError(`Processing failed: ${errorMessage(err)}. Your text was not changed; try again.`);
      } finally {
        if (ticket === generation.current) setBusy(null);
      }
    },
    [rules, allow, switchesOff, switches, input, getClient],
  );

  /** Runs the current output again, in its mode, with changed settings. */
  const rerun = (next: Partial<RunSettings>) => {
    if (result) void run(result.mode, next, blank ? result.input : input);
  };

  /** Mask or Replace asked for by the person: the result is brought into view when it arrives. */
  const runAndReveal = (mode: Mode) => {
    revealResult.current = !blank && !overLimit;
    void run(mode);
  };

  // On a phone the output lies below the input: scroll to it, unless its top is already on screen.
  useEffect(() => {
    if (!result || !revealResult.current) return;
    revealResult.current = false;
    const card = outputCard.current;
    if (!card) return;
    const top = card.getBoundingClientRect().top;
    if (top >= 0 && top < window.innerHeight * 0.5) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  }, [result]);

  const clear = useCallback(async () => {
    generation.current++;
    setBusy(null);
    setInput('');
    setResult(null);
    setRemoved(new Set());
    setRestoreText('');
    setRestoreReply(null);
    setError(null);
    setNotice(null);
    setFileError(null);
    try {
      await (await getClient()).reset();
    } catch (err) {
      setError(`Could not reset the engine: ${errorMessage(err)}`);
    }
  }, [getClient]);

  const updateRules = (next: CustomRule[], remember = rememberRules) => {
    setRules(next);
    setRememberRules(customRulesStore.save(next, remember));
    // Keep the output in step with the rules: same mode as the current output.
    if (next !== rules) rerun({ rules: next });
  };

  const updateAllow = (next: string[], remember = rememberAllow) => {
    setAllow(next);
    setRememberAllow(neverMaskStore.save(next, remember));
    if (next !== allow) rerun({ allow: next });
  };

  const updateSwitches = (next: ReadonlySet<string>) => {
    setSwitchesOff(next);
    saveSwitchesOff(next);
    rerun({ switchesOff: next });
  };

  // × undoes a detection in the current output only: the engine is not told, so the next run may find it again.
  const removeEntry = useCallback((original: string) => {
    setRemoved((prev) => new Set(prev).add(original.toLowerCase()));
  }, []);

  // "Never mask" on an entry: a stable handler (the Rules Distribution is memoised) that reads the latest state.
  const latestNeverMask = useRef<(original: string) => void>(() => undefined);
  useLayoutEffect(() => {
    latestNeverMask.current = (original) => updateAllow(withValue(allow, original));
  });
  const neverMaskEntry = useCallback((original: string) => latestNeverMask.current(original), []);

  // What is shown: the engine's output minus the entries removed with ×.
  const view = useMemo(() => {
    if (!result) return null;
    const detections = removed.size
      ? result.detections.filter((d) => !removed.has(d.original.toLowerCase()))
      : result.detections;
    const output = removed.size ? rebuildOutput(result.input, detections) : result.output;
    return { input: result.input, output, detections, highlights: computeHighlights(output, detections) };
  }, [result, removed]);

  // The summary (chart and lists) renders in a second, interruptible pass so the output shows first
  // and no single main-thread task grows with the size of the result.
  const deferredView = useDeferredValue(view);
  const summary = useMemo(() => (deferredView ? summariseDetections(deferredView.detections) : null), [deferredView]);

  // A value found by its context is listed with the words around its first occurrence (only the entries shown ask).
  const byContext = useMemo(() => new Set(contextRules), [contextRules]);
  const contextOf = useMemo(() => {
    if (!deferredView) return undefined;
    const { input: text, detections } = deferredView;
    let lines: LineIndex | null = null;
    let firsts: Map<string, Detection> | null = null;
    return (entry: RuleListEntry) => {
      if (!byContext.has(entry.type)) return null;
      // An entry's type is its first detection's: the first detection of that type and value (input order).
      if (!firsts) {
        firsts = new Map();
        for (const d of detections) {
          const key = `${d.type}\n${d.original.toLowerCase()}`;
          if (!firsts.has(key)) firsts.set(key, d);
        }
      }
      const first = firsts.get(`${entry.type}\n${entry.original.toLowerCase()}`);
      if (!first) return null;
      lines ??= new LineIndex(text);
      return contextExcerpt(text, lines, first.start, first.end);
    };
  }, [deferredView, byContext]);

  // Restore follows the pasted answer and the session's mappings.
  useEffect(() => {
    if (!restoreText) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void getClient()
        .then((c) => c.restore(restoreText))
        .then((reply) => {
          if (!cancelled) setRestoreReply(reply);
        })
        .catch((err) => {
          if (!cancelled) setError(`Restore failed: ${errorMessage(err)}`);
        });
    }, RESTORE_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [restoreText, result, removed, fileDone, getClient]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      runAndReveal(lastMode ?? 'mask');
    }
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    preloadRulesChart();
    setFileError(null);
    setNotice(null);
    if (file.size > SURELY_OVER_BYTES) {
      setBigFile(file);
      return;
    }
    try {
      // The same check as file mode: bytes first, so an image is refused rather than shown as garbage text.
      const decoded = decodeTextFile(new Uint8Array(await file.arrayBuffer()), file.name, 'It was not opened.');
      if ('refused' in decoded) {
        setFileError(decoded.refused);
        return;
      }
      const { text } = decoded;
      if (text.length > MAX_INPUT_CHARS) {
        setBigFile(file);
        return;
      }
      setInput(text);
      setNotice(`Opened ${file.name} (${numberFormat.format(text.length)} characters) — read in your browser, not uploaded.`);
    } catch {
      setFileError(`Could not read ${file.name}.`);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void readFile(event.dataTransfer.files?.[0]);
  };

  const download = () => {
    if (!view) return;
    const url = URL.createObjectURL(new Blob([view.output], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `pastesafe-${result?.mode === 'replace' ? 'replaced' : 'masked'}.txt`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const colourVars = Object.fromEntries(SOURCES.map((source) => [`--source-${source}`, SOURCE_COLOURS[source]])) as CSSProperties;

  return (
    <div className={styles.tool} style={colourVars} onKeyDown={onKeyDown}>
      {bigFile && (
        <FileMode key={`${bigFile.name}:${bigFile.size}:${bigFile.lastModified}`} file={bigFile} getClient={getClient}
          settings={{ customRules: rules, allow, disabledRules: switchedOffRuleIds(switchesOff, switches) }}
          onDone={() => setFileDone((n) => n + 1)} onClose={() => setBigFile(null)} />
      )}

      <div className={styles.workArea} hidden={bigFile !== null}>
        <div className={styles.card}>
          <div className={styles.cardHeader}>
            <h2 className={styles.cardTitle}><label htmlFor={`${id}-input`}>Input</label></h2>
            <button type="button" className={styles.linkButton} onClick={() => fileInput.current?.click()}>
              Open file…
            </button>
            <input ref={fileInput} type="file" hidden tabIndex={-1} aria-hidden="true"
              accept=".log,.txt,.json,.csv,.tsv,.xml,.yaml,.yml,.md,.conf,.cfg,.ini,.env,.har,.sql,text/*"
              onChange={(e: ChangeEvent<HTMLInputElement>) => {
                void readFile(e.target.files?.[0]);
                e.target.value = '';
              }} />
          </div>
          <textarea id={`${id}-input`} className={`${styles.textarea} ${styles.inputArea}`} data-dragging={dragging || undefined}
            value={input} spellCheck={false} autoComplete="off" autoCorrect="off" autoCapitalize="off"
            placeholder="Enter your text here..." aria-describedby={`${id}-count ${id}-limit`}
            onFocus={preloadRulesChart} onChange={(e) => setInput(e.target.value)}
            onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
            onDragLeave={() => setDragging(false)} onDrop={onDrop} />
          <div className={styles.inputMeta}>
            <span id={`${id}-count`} className={overLimit ? styles.countOver : styles.count}>
              {numberFormat.format(input.length)} / {numberFormat.format(MAX_INPUT_CHARS)} characters
            </span>
            <span className={styles.kbdHint}>
              <kbd>Ctrl</kbd>/<kbd>⌘</kbd>+<kbd>Enter</kbd> repeats {lastMode === 'replace' ? 'Replace' : 'Mask'}
            </span>
          </div>
          <div id={`${id}-limit`} role="alert" className={styles.alert} hidden={!overLimit}>
            {overLimit &&
              `The input is ${numberFormat.format(input.length - MAX_INPUT_CHARS)} character${input.length - MAX_INPUT_CHARS === 1 ? '' : 's'} over the ${numberFormat.format(MAX_INPUT_CHARS)}-character limit. Remove some text, or split it into parts, before masking.`}
          </div>
          {notice && <p className={styles.notice} role="status">{notice}</p>}
          {fileError && <p className={styles.error} role="alert">{fileError}</p>}
          <div className={styles.actions}>
            <button type="button" className={styles.primaryButton} aria-disabled={blank || overLimit || undefined}
              onClick={() => runAndReveal('mask')} title="Hide each value behind a numbered label">Mask</button>
            <button type="button" className={styles.primaryButton} aria-disabled={blank || overLimit || undefined}
              onClick={() => runAndReveal('replace')} title="Swap each value for a realistic, consistent fake">Replace</button>
            <button type="button" className={styles.secondaryButton} onClick={() => void clear()}>Clear</button>
          </div>
        </div>

        <div className={`${styles.card} ${styles.outputCard}`} ref={outputCard}>
          <div className={styles.cardHeader}>
            <h2 className={styles.cardTitle}>Output</h2>
            {view && (
              <div className={styles.outputTools}>
                <button type="button" className={styles.primaryButton} onClick={() => void copy(view.output)}>
                  {copiedText === view.output ? 'Copied!' : 'Copy'}
                </button>
                <button type="button" className={styles.secondaryButton} onClick={download}>Download .txt</button>
              </div>
            )}
          </div>
          <div role="status" className={styles.busyLine} aria-live="polite">
            {busy ? (
              <>
                <progress className={styles.progress} aria-label="Processing" />
                <span>{busy.mode === 'mask' ? 'Masking' : 'Replacing'} {numberFormat.format(busy.chars)} characters…</span>
              </>
            ) : view ? (
              <span className={styles.legend}>
                {SOURCES.map((source) => (
                  <span key={source} className={styles.legendItem}><span className={styles.swatch} data-source={source} aria-hidden="true" />{SOURCE_SHORT_NAMES[source]}</span>
                ))}
                <span>{numberFormat.format(view.output.length)} characters</span>
              </span>
            ) : null}
            {copyFailed && ' Copy failed: select the text and copy it by hand.'}
          </div>
          {error && <p className={styles.error} role="alert">{error}</p>}
          {view && summary && <a className={styles.skipToReview} href={`#${REVIEW_LIST_ID}`}>Skip to the review list</a>}
          <div role="region" aria-label="Output" aria-busy={busy ? true : undefined} className={styles.outputRegion}
            data-state={busy ? 'busy' : view ? 'done' : 'empty'}>
            {view ? (
              <OutputView output={view.output} highlights={view.highlights} ruleLabels={result!.ruleLabels} resultKey={result} />
            ) : (
              <p className={styles.placeholder}>Output will appear here...</p>
            )}
          </div>
        </div>
      </div>

      {view && summary && (
        <RulesDistribution summary={summary} ruleLabels={result!.ruleLabels} onRemove={removeEntry}
          onNeverMask={neverMaskEntry} anchorId={REVIEW_LIST_ID} contextOf={contextOf} />
      )}

      {/* Refinements after the result: the input stays on a phone's first screen. */}
      <CustomRulesPanel rules={rules} onAdd={(rule) => updateRules([...rules, rule])}
        onRemove={(index) => updateRules(rules.filter((_, i) => i !== index))}
        remembered={rememberRules} onRememberChange={(remember) => updateRules(rules, remember)}
        onForget={() => updateRules([], false)} />

      <NeverMaskPanel values={allow} onAdd={(value) => updateAllow(withValue(allow, value))}
        onRemove={(value) => updateAllow(allow.filter((item) => item !== value))}
        remembered={rememberAllow} onRememberChange={(remember) => updateAllow(allow, remember)}
        onForget={() => updateAllow([], false)} />

      <RulesPanel switches={switches} off={switchesOff}
        onChange={(switchId, on) => {
          const next = new Set(switchesOff);
          if (on) next.delete(switchId);
          else next.add(switchId);
          updateSwitches(next);
        }}
        onAllOn={() => updateSwitches(new Set())} />

      <RestorePanel text={restoreText} onChange={(text) => { setRestoreText(text); if (!text) setRestoreReply(null); }}
        reply={restoreReply} hasMappings={result !== null || fileDone > 0} />
    </div>
  );
}
