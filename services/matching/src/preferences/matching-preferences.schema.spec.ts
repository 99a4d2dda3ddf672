import { matchingPreferencesSchema } from './matching-preferences.schema';

const valid = { serviceTypes: ['playdates'], maxDistanceMiles: 10, minMatchScore: 0.75, verifiedContactOnly: false };
const messageOf = (input: unknown) => matchingPreferencesSchema.safeParse(input).error?.issues[0]?.message;

describe('matching preferences', () => {
  it('accepts the spec ranges, minimum score in steps of 0.05', () => {
    expect(matchingPreferencesSchema.parse({ ...valid, minMatchScore: 0.85 }).minMatchScore).toBe(0.85);
    expect(messageOf({ ...valid, maxDistanceMiles: 50 })).toBeUndefined();
  });

  it.each([
    [{ ...valid, serviceTypes: [] }, 'Choose at least one service type'],
    [{ ...valid, serviceTypes: ['skydiving'] }, 'Choose at least one service type'],
    [{ ...valid, maxDistanceMiles: 0 }, 'Distance must be between 1 and 50 miles'],
    [{ ...valid, maxDistanceMiles: 51 }, 'Distance must be between 1 and 50 miles'],
    [{ ...valid, minMatchScore: 0.72 }, 'Minimum score must be between 0.5 and 1 in steps of 0.05'],
    [{ ...valid, minMatchScore: 0.45 }, 'Minimum score must be between 0.5 and 1 in steps of 0.05'],
  ])('refuses %j with %j', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });
});
