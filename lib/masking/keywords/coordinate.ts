/** A decimal number within ±limit (latitude 90, longitude 180). */
export function isCoordinate(value: string, limit: number): boolean {
  if (!/^[+-]?\d{1,3}(?:\.\d{1,15})?$/.test(value)) return false;
  return Math.abs(Number(value)) <= limit;
}
