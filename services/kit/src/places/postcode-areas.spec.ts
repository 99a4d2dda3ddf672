import { locatePostcodeArea } from './postcode-areas';

describe('locatePostcodeArea', () => {
  it('finds a full UK postcode through its outward code, with the district centre', () => {
    const area = locatePostcodeArea('United Kingdom', 'sw1a 1aa');
    expect(area?.district).toBe('SW1A');
    expect(area?.latitude).toBeCloseTo(51.5, 0);
    expect(area?.longitude).toBeCloseTo(-0.14, 0);
  });

  it('knows nothing of an unknown country or postcode', () => {
    expect(locatePostcodeArea('Narnia', 'SW1A 1AA')).toBeNull();
    expect(locatePostcodeArea('United Kingdom', 'ZZ99 9ZZ')).toBeNull();
  });
});
