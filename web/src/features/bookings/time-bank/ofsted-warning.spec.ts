import {
  MORE_THAN_TWO_FAMILIES_WARNING,
  ofstedWarnings,
  PAID_AT_HOME_WARNING,
  type CareArrangement,
} from './ofsted-warning';

const care = (fields: Partial<CareArrangement> = {}): CareArrangement => ({
  type: 'childcare',
  childcareArrangement: 'paid',
  pricingType: 'fixed_price',
  serviceMode: 'in_person',
  ageRangeAccepted: '3-5',
  maxParticipants: 1,
  ...fields,
});

describe('ofstedWarnings', () => {
  it('warns about paid care at home for under-8s over 2 hours a day', () => {
    expect(ofstedWarnings(care())).toEqual([PAID_AT_HOME_WARNING]);
    expect(ofstedWarnings(care({ careHours: 3 }))).toEqual([PAID_AT_HOME_WARNING]);
  });

  it('says nothing for 2 hours or less, older children, online or unpaid reciprocal care', () => {
    expect(ofstedWarnings(care({ careHours: 2 }))).toEqual([]);
    expect(ofstedWarnings(care({ ageRangeAccepted: '9-12' }))).toEqual([]);
    expect(ofstedWarnings(care({ serviceMode: 'online' }))).toEqual([]);
    expect(ofstedWarnings(care({ childcareArrangement: 'reciprocal', pricingType: 'free', careHours: 8 }))).toEqual([]);
    expect(ofstedWarnings(care({ type: 'playdate' }))).toEqual([]);
  });

  it('warns about children of more than two families at once, paid or not', () => {
    expect(
      ofstedWarnings(care({ childcareArrangement: 'reciprocal', pricingType: 'free', maxParticipants: 3 })),
    ).toEqual([MORE_THAN_TWO_FAMILIES_WARNING]);
    expect(ofstedWarnings(care({ maxParticipants: 2, childcareArrangement: 'free', pricingType: 'free' }))).toEqual([]);
  });
});
