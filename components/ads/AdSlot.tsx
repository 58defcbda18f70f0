// Placeholder with the agreed interface; issue 6 (consent, analytics, ads) fills in the ad network logic.
export interface AdSlotProps {
  /** the ad network's slot id */
  slot: string;
  /** fixed box size, so the page never jumps when an ad renders (or does not) */
  format?: 'horizontal' | 'rectangle';
}

export default function AdSlot({ format = 'horizontal' }: AdSlotProps) {
  const height = format === 'rectangle' ? 250 : 100;
  return <aside aria-label="Advertisement" className="ad-slot" style={{ minHeight: height }} />;
}
