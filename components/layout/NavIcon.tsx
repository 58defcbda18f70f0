// Small line icons for the sidebar; decorative only.
const PATHS: Record<string, string> = {
  Home: 'M3 10l7-6 7 6v7a1 1 0 01-1 1h-4v-5H8v5H4a1 1 0 01-1-1z',
  Tool: 'M4 4h12v12H4zM7 8h6M7 12h3',
  About: 'M10 3a7 7 0 100 14 7 7 0 000-14zM10 9v5M10 6.5v.5',
  Contact: 'M3 5h14v10H3zM3 5l7 6 7-6',
  Blog: 'M5 3h10v14H5zM8 7h4M8 10h4M8 13h2',
  Docs: 'M4 4h5a2 2 0 012 2v11a2 2 0 00-2-2H4zM16 4h-5a2 2 0 00-2 2',
  FAQ: 'M10 17a7 7 0 100-14 7 7 0 000 14zM8 8a2 2 0 114 0c0 1.5-2 1.5-2 3M10 14v.5',
};

export default function NavIcon({ name }: { name: string }) {
  return (
    <svg className="nav-icon" aria-hidden="true" width="18" height="18" viewBox="0 0 20 20">
      <path d={PATHS[name] ?? ''} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
