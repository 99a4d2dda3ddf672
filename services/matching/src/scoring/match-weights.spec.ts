import { MATCH_FACTORS, MATCH_WEIGHTS, matchScore } from './match-weights';

describe('match weights', () => {
  it('are pinned: location 0.3, services 0.25, availability 0.2, parenting 0.15, communication 0.1', () => {
    expect(MATCH_WEIGHTS).toEqual({
      locationCompatibility: 0.3,
      servicePreferences: 0.25,
      availabilityAlignment: 0.2,
      communicationStyle: 0.1,
      parentingStyle: 0.15,
    });
    expect(MATCH_FACTORS.reduce((sum, factor) => sum + MATCH_WEIGHTS[factor], 0)).toBeCloseTo(1, 10);
  });

  it('scores the weighted sum of the factors, to two decimals', () => {
    expect(
      matchScore({
        locationCompatibility: 1,
        servicePreferences: 0.8,
        availabilityAlignment: 0.5,
        communicationStyle: 1,
        parentingStyle: 0,
      }),
    ).toBe(0.7);
    expect(
      matchScore({
        locationCompatibility: 1,
        servicePreferences: 1,
        availabilityAlignment: 1,
        communicationStyle: 1,
        parentingStyle: 1,
      }),
    ).toBe(1);
  });
});
