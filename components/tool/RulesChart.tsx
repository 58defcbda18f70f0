'use client';
// Loaded lazily (next/dynamic) so Chart.js stays out of the route's first-load JavaScript.
import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { Source } from '@/lib/masking';
import { SOURCES } from '@/lib/tool/rule-lists';
import { SOURCE_COLOURS, SOURCE_SHORT_NAMES } from '@/lib/tool/source-colours';

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

const AXIS_COLOUR = '#8b93a1'; // readable on light and dark backgrounds

export default function RulesChart({ counts }: { counts: Record<Source, number> }) {
  // No bars growing or sliding for a person who asked for less motion (and for the docs screenshots).
  const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const summary = SOURCES.map((s) => `${SOURCE_SHORT_NAMES[s]} ${counts[s]}`).join(', ');
  return (
    <Bar
      role="img"
      aria-label={`Detections by source (occurrences): ${summary}`}
      data={{
        labels: SOURCES.map((s) => SOURCE_SHORT_NAMES[s]),
        datasets: [
          {
            label: 'Occurrences',
            data: SOURCES.map((s) => counts[s]),
            backgroundColor: SOURCES.map((s) => SOURCE_COLOURS[s]),
            borderRadius: 4,
            maxBarThickness: 56,
          },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: still ? false : { duration: 250 },
        plugins: { legend: { display: false }, tooltip: { enabled: true } },
        scales: {
          x: { ticks: { color: AXIS_COLOUR }, grid: { display: false } },
          y: { beginAtZero: true, ticks: { color: AXIS_COLOUR, precision: 0 }, grid: { color: 'rgba(139,147,161,0.25)' } },
        },
      }}
    />
  );
}
