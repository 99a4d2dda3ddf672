import { distanceOf, milesToMetres } from './distance-label';

it.each([
  [0, 0, 'less than a mile away'],
  [0.95, 1, 'less than a mile away'],
  [1, 1, 'about 1 mile away'],
  [1.4, 1.4, 'about 1 mile away'],
  [1.5, 1.5, 'about 2 miles away'],
  [2.26, 2.3, 'about 2 miles away'],
  [24.96, 25, 'about 25 miles away'],
])('%d miles reads %d miles, %j', (miles, rounded, label) => {
  expect(distanceOf(milesToMetres(miles))).toEqual({ distanceMiles: rounded, distanceLabel: label });
});
