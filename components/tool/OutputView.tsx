'use client';
// The masked output as React text. Small results wrap naturally; large ones are virtualised by rows so
// that 1,000,000 characters render as fast as 1,000 (only the rows on screen exist in the DOM).
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { computeRows, piecesInRange, type Highlight, type TextPiece } from '@/lib/tool/output-highlights';
import { SOURCE_NAMES } from '@/lib/tool/source-colours';
import styles from './tool.module.css';

const ROW_HEIGHT = 20; // px; must match .virtualRow line-height
const MAX_COLUMNS = 2000; // long lines are cut into rows of this many characters
const OVERSCAN = 20;
export const VIRTUALISE_ABOVE_CHARS = 50_000;
const VIRTUALISE_ABOVE_HIGHLIGHTS = 1_500;

interface Props {
  output: string;
  highlights: ReadonlyArray<Highlight>;
  ruleLabels: Record<string, string>;
  /** Changes with each new result (scroll back to the top) but not when × puts a value back. */
  resultKey?: unknown;
}

function HighlightMark({ piece, ruleLabels }: { piece: TextPiece & { highlight: Highlight }; ruleLabels: Record<string, string> }) {
  const h = piece.highlight;
  const rule = ruleLabels[h.type] ?? h.type;
  const description = `${SOURCE_NAMES[h.source]}: ${rule}`;
  return (
    // Not a tab stop: 400 lines can hold 500 values. The review list names each value's rule and acts on it.
    <mark className={styles.highlight} data-source={h.source} data-rule={description} title={description}>
      {piece.text}
    </mark>
  );
}

function renderPieces(pieces: TextPiece[], ruleLabels: Record<string, string>, keyPrefix: string) {
  return pieces.map((piece, i) =>
    piece.highlight ? (
      <HighlightMark key={`${keyPrefix}${i}`} piece={piece as TextPiece & { highlight: Highlight }} ruleLabels={ruleLabels} />
    ) : (
      piece.text
    ),
  );
}

function OutputViewImpl({ output, highlights, ruleLabels, resultKey }: Props) {
  const virtual = output.length > VIRTUALISE_ABOVE_CHARS || highlights.length > VIRTUALISE_ABOVE_HIGHLIGHTS;
  if (!virtual) {
    return (
      <div className={styles.outputText} data-testid="output-text" tabIndex={0}>
        {renderPieces(piecesInRange(output, highlights, 0, output.length), ruleLabels, 'p')}
      </div>
    );
  }
  return <VirtualOutput output={output} highlights={highlights} ruleLabels={ruleLabels} resultKey={resultKey} />;
}

function VirtualOutput({ output, highlights, ruleLabels, resultKey }: Props) {
  const rows = useMemo(() => computeRows(output, MAX_COLUMNS), [output]);
  const rowCount = rows.length / 2;
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 600 });
  const frame = useRef(0);

  const measure = useCallback(() => {
    const el = scroller.current;
    if (el) setView({ top: el.scrollTop, height: el.clientHeight || 600 });
  }, []);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = 0;
    measure();
  }, [resultKey, measure]);

  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(measure);
  };

  const first = Math.max(0, Math.floor(view.top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rowCount, Math.ceil((view.top + view.height) / ROW_HEIGHT) + OVERSCAN);
  const rendered = [];
  for (let row = first; row < last; row++) {
    const start = rows[row * 2];
    const end = rows[row * 2 + 1];
    const style: CSSProperties = { transform: `translateY(${row * ROW_HEIGHT}px)` };
    rendered.push(
      <div key={row} className={styles.virtualRow} style={style}>
        {start === end ? '\u200b' : renderPieces(piecesInRange(output, highlights, start, end), ruleLabels, `${row}-`)}
      </div>,
    );
  }

  return (
    <div ref={scroller} className={styles.virtualScroller} onScroll={onScroll} data-testid="output-text" data-virtual="true" tabIndex={0}>
      <div className={styles.virtualSpacer} style={{ height: rowCount * ROW_HEIGHT }}>
        {rendered}
      </div>
    </div>
  );
}

export const OutputView = memo(OutputViewImpl);
