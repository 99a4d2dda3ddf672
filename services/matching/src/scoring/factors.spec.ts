import { availabilityFactor } from './availability-factor';
import { communicationFactor } from './communication-factor';
import { milesBetween } from './distance';
import { locationFactor } from './location-factor';
import { meanAge, parentingFactor } from './parenting-factor';
import { serviceFactor } from './service-factor';

describe('locationCompatibility', () => {
  it('is 1 next door and 0.5 at the edge of the distance, in rounded miles', () => {
    expect(locationFactor(0, 10)).toEqual({ score: 1, explanation: 'Less than a mile apart' });
    expect(locationFactor(2.2, 10)).toEqual({ score: 0.89, explanation: 'About 2 miles apart' });
    expect(locationFactor(10, 10).score).toBe(0.5);
    expect(locationFactor(1.4, 10).explanation).toBe('About 1 mile apart');
  });

  it('measures between district centres (London SW1A to Bristol BS1 is about 105 miles in a straight line)', () => {
    const miles = milesBetween({ latitude: 51.501, longitude: -0.1416 }, { latitude: 51.4545, longitude: -2.5879 });
    expect(Math.round(miles)).toBe(105);
  });
});

describe('servicePreferences', () => {
  it('counts the wanted types in common and adds the offer bonus when one offers what the other wants', () => {
    expect(
      serviceFactor(
        { wanted: ['playdates', 'holiday'], offered: ['playdates'] },
        { wanted: ['playdates', 'pet_sitting'], offered: ['playdates'] },
      ),
    ).toEqual({ score: 0.6, explanation: 'You both offer playdates' });
  });

  it('names what both look for when neither offers it, and scores nothing in common 0', () => {
    expect(serviceFactor({ wanted: ['holiday'], offered: [] }, { wanted: ['holiday'], offered: [] })).toEqual({
      score: 0.8,
      explanation: 'You are both looking for holidays',
    });
    expect(serviceFactor({ wanted: ['holiday'], offered: [] }, { wanted: ['wellbeing'], offered: [] })).toEqual({
      score: 0,
      explanation: 'You are looking for different services',
    });
  });
});

describe('availabilityAlignment', () => {
  it('is the shared hours a week over 10, unknown without both calendars', () => {
    expect(availabilityFactor(8 * 12)).toEqual({ score: 1, explanation: '12 hours a week free at the same time' });
    expect(availabilityFactor(8 * 5)).toEqual({ score: 0.5, explanation: '5 hours a week free at the same time' });
    expect(availabilityFactor(0)).toEqual({ score: 0, explanation: 'No times free together yet' });
    expect(availabilityFactor(null).score).toBe(0.5);
  });
});

describe('communicationStyle', () => {
  it('gives half for a shared language and half for a shared contact method', () => {
    expect(
      communicationFactor(
        { languagesSpoken: ['English', 'Welsh'], preferredContactMethods: ['chat', 'phone'] },
        { languagesSpoken: ['english'], preferredContactMethods: ['chat'] },
      ),
    ).toEqual({ score: 1, explanation: 'You both speak English and prefer chat' });
    expect(
      communicationFactor(
        { languagesSpoken: ['French'], preferredContactMethods: ['video_call'] },
        { languagesSpoken: ['English'], preferredContactMethods: ['video_call'] },
      ),
    ).toEqual({ score: 0.5, explanation: 'You both prefer video calls' });
    expect(communicationFactor(null, { languagesSpoken: [], preferredContactMethods: [] }).score).toBe(0.5);
  });
});

describe('parentingStyle', () => {
  it('gives half for the same situation and half for children of similar ages', () => {
    expect(
      parentingFactor(
        { parentingSituation: 'co_parenting', kidsAgeRange: '3 and 6' },
        { parentingSituation: 'co_parenting', kidsAgeRange: '4-5' },
      ),
    ).toEqual({ score: 1, explanation: 'Both co-parenting, children of similar ages' });
    expect(
      parentingFactor(
        { parentingSituation: 'solo_parent', kidsAgeRange: '2' },
        { parentingSituation: 'new_parent', kidsAgeRange: '12' },
      ),
    ).toEqual({ score: 0, explanation: 'Different family situations' });
  });

  it('reads ages from free text', () => {
    expect(meanAge('3 and 6')).toBe(4.5);
    expect(meanAge('toddler')).toBeNull();
  });
});
