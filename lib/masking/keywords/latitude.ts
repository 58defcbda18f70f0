import type { KeywordRule } from '../types';
import { isCoordinate } from './coordinate';
export const latitude: KeywordRule = {
  id: 'latitude',
  label: 'Latitude',
  family: 'location',
  priority: 10,
  description: 'A latitude (−90…90) in a parameter named latitude or lat.',
  nameWords: ['latitude', 'lat'],
  validate: (value) => isCoordinate(value, 90),
  fakes: ['12.3456', '-33.8688', '48.8566', '51.5074', '-22.9068', '35.6762', '40.7128', '-1.2921', '59.3293', '1.3521'],
  derive: (n) => (((n * 37) % 1800) / 20 - 45).toFixed(4),
  examples: {
    match: ['lat=47.6062', '"latitude": -33.86', 'gps_lat: 12'],
    noMatch: ['lat=123.4', 'latency=20', 'flat=1'],
  },
};
