import { normalisePostcode, postcodeKey } from './postcode-format';

describe('normalisePostcode', () => {
  it.each([
    ['United Kingdom', '  sw1a   1aa ', 'SW1A 1AA'],
    ['United Kingdom', 'sw1a1aa', 'SW1A 1AA'],
    ['United Kingdom', 'bt11aa', 'BT1 1AA'],
    ['United Kingdom', 'm1', 'M1'],
    ['Ireland', 'd02x285', 'D02 X285'],
    ['Canada', 'k1a0b1', 'K1A 0B1'],
    ['Netherlands', '1012ab', '1012 AB'],
    ['United States', ' 10001-1234 ', '10001-1234'],
    ['France', '75001', '75001'],
  ])('%s %j is stored as %j', (country, raw, stored) => {
    expect(normalisePostcode(country, raw)).toBe(stored);
  });
});

describe('postcodeKey', () => {
  it.each([
    ['United Kingdom', 'sw1a 1aa', 'SW1A'],
    ['United Kingdom', 'SW1A', 'SW1A'],
    ['United Kingdom', 'bt7 1nn', 'BT7'],
    ['United Kingdom', 'ec1a1bb', 'EC1A'],
    ['Ireland', 'D02 X285', 'D02'],
    ['Ireland', 'd6w', 'D6W'],
    ['Canada', 'K1A 0B1', 'K1A'],
    ['Netherlands', '1012 AB', '1012'],
    ['Netherlands', '1012', '1012'],
    ['United States', '10001-1234', '10001'],
    ['United States', '100011234', '10001'],
    ['Germany', '10115', '10115'],
    ['Australia', '2000', '2000'],
  ])('%s %j resolves through %j', (country, raw, key) => {
    expect(postcodeKey(country, normalisePostcode(country, raw))).toBe(key);
  });
});
