import { describe, expect, it } from 'vitest';
import { distanceKm, distanceMiles, isValidLatLon } from './geo-distance';

const leeds = { latitude: 53.7997, longitude: -1.5492 };
const london = { latitude: 51.5072, longitude: -0.1276 };

describe('distance', () => {
  it.each([
    ['same point', leeds, leeds, 0],
    ['Leeds to London', leeds, london, 272],
    ['London to Leeds', london, leeds, 272],
  ])('%s is about %s km', (_name, a, b, km) => expect(distanceKm(a, b)).toBeCloseTo(km, -1));
  it('converts to miles', () => expect(distanceMiles(leeds, london)).toBeCloseTo(169, -1));
});

describe('isValidLatLon', () => {
  it.each([
    [{ latitude: 53.8, longitude: -1.5 }, true],
    [{ latitude: 91, longitude: 0 }, false],
    [{ latitude: 0, longitude: -181 }, false],
    [{ latitude: Number.NaN, longitude: 0 }, false],
  ])('%o -> %s', (point, expected) => expect(isValidLatLon(point)).toBe(expected));
});
