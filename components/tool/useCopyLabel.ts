'use client';
// A copy button's label: `Copied!` for 1.5 s after a successful copy, then back to its idle label. The label
// belongs to the text that was copied: a button showing other text (a new output) reads its idle label.
import { useCallback, useEffect, useRef, useState } from 'react';

export const COPIED_LABEL_MS = 1500;

export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure contexts: a hidden textarea and the copy command.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy failed');
}

export function useCopyLabel(): { copiedText: string | null; failed: boolean; copy: (text: string) => Promise<void> } {
  const [copiedText, setCopiedText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const copy = useCallback(async (text: string) => {
    try {
      await writeClipboard(text);
      setFailed(false);
      setCopiedText(text);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopiedText(null), COPIED_LABEL_MS);
    } catch {
      setCopiedText(null);
      setFailed(true);
    }
  }, []);

  return { copiedText, failed, copy };
}
