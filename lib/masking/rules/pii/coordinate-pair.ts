import { lineBefore } from '../line-context';
import type { MatchContext, PatternRule } from '../../types';

/** Words that name a position: a pair of decimals after one of them is a latitude and a longitude. */
const GEO_WORDS = /(?:gps|geo|location|loc|coord(?:inate)?s?|lat[-_/ ]?(?:lng|lon|long)|position|pos|point|center|centre|where|place)\b[^\n]{0,24}$/i;

/** Both numbers in range and written precisely (three decimals or more: a place, not a version or a ratio). */
function isCoordinatePair(value: string, context: MatchContext): boolean {
  const [lat, lon] = value.split(/\s*,\s*|\s+/).map(Number);
  if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)) return false;
  return GEO_WORDS.test(lineBefore(context.text, context.start, 48));
}

const FAKE_PAIRS = ['48.8566,2.3522', '51.5074,-0.1278', '40.7128,-74.0060', '-33.8688,151.2093', '35.6762,139.6503', '52.5200,13.4050', '-22.9068,-43.1729', '59.3293,18.0686', '1.3521,103.8198', '55.7558,37.6173'];

/**
 * A latitude and its longitude written as one pair after a word that names a position
 * (`Location[gps 48.208200,16.373800 …]`, `geo: 48.2082, 16.3738`, `latlng=48.2082,16.3738`): both numbers, so
 * a longitude never stays beside a masked latitude.
 */
export const coordinatePair: PatternRule = {
  id: 'coordinate-pair',
  label: 'Coordinates',
  family: 'location',
  priority: 11,
  description: 'A latitude and longitude written as one pair after a word that names a position (gps, geo, location, coordinates, latlng, position): Location[gps 48.208200,16.373800], geo: 48.2082, 16.3738. Three decimals or more, in range.',
  regex: /(?<![\w.-])-?\d{1,2}\.\d{3,15}(?:[ \t]*,[ \t]*|[ \t]+)-?\d{1,3}\.\d{3,15}(?![\w.])/g,
  // Words rare enough to leave the rule off in most logs (`loc`, `pos`, `lat` stand inside common words).
  keywords: ['gps', 'geo', 'location', 'coord', 'latlng', 'latlon', 'lat_lng', 'lat/lng', 'latitude', 'position', 'center', 'centre'],
  // A digit opens it: searched with the card, SSN and phone patterns in one pass (find/shared-search.ts).
  sharedSearch: 'digits',
  validate: isCoordinatePair,
  contextual: true,
  fakes: FAKE_PAIRS,
  derive: (n) => `${(((n * 37) % 1700) / 20 - 40).toFixed(4)},${(((n * 53) % 3400) / 20 - 85).toFixed(4)}`,
  examples: {
    match: ['LocationManager: Location[gps 48.208200,16.373800 hAcc=12 et=+3d1h]', 'geo: 48.2082, 16.3738', 'latlng=-33.8688,151.2093'],
    noMatch: ['took 12.345, 67.890 ms', 'version 1.234 2.345', 'geo: 120.1234, 10.1234', 'ratio 0.125,0.250'],
  },
};
