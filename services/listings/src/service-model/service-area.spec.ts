import { distanceLabel, serviceArea } from './service-area';

describe('distanceLabel', () => {
  it.each([
    [0, 'less than a mile away'],
    [0.99, 'less than a mile away'],
    [1, 'about 1 mile away'],
    [1.4, 'about 1 mile away'],
    [1.5, 'about 2 miles away'],
    [12.2, 'about 12 miles away'],
  ])('%d miles: %s', (miles, label) => {
    expect(distanceLabel(miles)).toBe(label);
  });
});

describe('serviceArea', () => {
  it('gives the district and place, and no distance without one', () => {
    expect(serviceArea({ district: 'SW1A', place: 'London' })).toEqual({
      district: 'SW1A',
      place: 'London',
      distanceMiles: null,
      distanceLabel: null,
    });
  });

  it('rounds the distance to one decimal and labels it', () => {
    expect(serviceArea({ district: 'M1', place: null }, 2.345)).toEqual({
      district: 'M1',
      place: null,
      distanceMiles: 2.3,
      distanceLabel: 'about 2 miles away',
    });
  });
});
