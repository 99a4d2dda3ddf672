import { milesBetween, NEARBY_COVER_MILES } from './cover-distance';

describe('milesBetween', () => {
  it('is zero at one place and a neighbouring district near, a district across London not', () => {
    const hackney = { latitude: 51.548, longitude: -0.0629 };
    const islington = { latitude: 51.5367, longitude: -0.0944 };
    const collierswood = { latitude: 51.4234, longitude: -0.1973 };
    expect(milesBetween(hackney, hackney)).toBe(0);
    expect(milesBetween(hackney, islington)).toBeLessThan(NEARBY_COVER_MILES);
    expect(milesBetween(hackney, collierswood)).toBeGreaterThan(NEARBY_COVER_MILES);
  });
});
