import type { KeywordRule } from '../types';
import { isCoordinate } from './coordinate';
export const longitude: KeywordRule = {
  id: 'longitude',
  label: 'Longitude',
  family: 'location',
  priority: 10,
  description: 'A longitude (−180…180) in a parameter named longitude, lon or lng.',
  nameWords: ['longitude', 'lon', 'lng'],
  validate: (value) => isCoordinate(value, 180),
  fakes: ['-122.3321', '151.2093', '2.3522', '-0.1278', '-43.1729', '139.6503', '-74.0060', '36.8219', '18.0686', '103.8198'],
  derive: (n) => (((n * 53) % 3600) / 20 - 90).toFixed(4),
  examples: {
    match: ['lon=-122.3321', '"longitude": 151.2', 'lng: 2.35'],
    noMatch: ['lon=200', 'long=5', 'salon=1'],
  },
};
