// One colour per detection source, shared by the output highlights (via CSS custom properties) and the chart.
// Mid-tone hues that keep at least 3:1 contrast against both the light and the dark page background.
import type { Source } from '@/lib/masking';

export const SOURCE_COLOURS: Record<Source, string> = {
  custom: '#a855f7', // violet
  pattern: '#0e8fd6', // blue
  keyword: '#d97706', // amber
};

/** The short names of the legend and the chart's axis. */
export const SOURCE_SHORT_NAMES: Record<Source, string> = { custom: 'Custom', pattern: 'Pattern', keyword: 'Keyword' };

export const SOURCE_NAMES: Record<Source, string> = {
  custom: 'Custom rule',
  pattern: 'Pattern rule',
  keyword: 'Keyword rule',
};
