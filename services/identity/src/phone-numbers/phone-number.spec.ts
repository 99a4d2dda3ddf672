import { PHONE_NUMBER_INPUT_MAX, toE164 } from './phone-number';

describe('toE164', () => {
  it("reads a national number with the member's country, however it is spaced", () => {
    expect(toE164('07911 123456', 'United Kingdom')).toBe('+447911123456');
    expect(toE164(' 020 7946 0018 ', 'United Kingdom')).toBe('+442079460018');
    expect(toE164('(212) 555-0123', 'United States')).toBe('+12125550123');
    expect(toE164('087 123 4567', 'Ireland')).toBe('+353871234567');
  });

  it('reads a number with its international prefix whatever the country', () => {
    expect(toE164('+44 7911 123456', 'Germany')).toBe('+447911123456');
    expect(toE164('0044 7911 123456', 'United Kingdom')).toBe('+447911123456');
  });

  it('refuses what cannot be dialled', () => {
    expect(toE164('12345', 'United Kingdom')).toBeUndefined();
    expect(toE164('call me maybe', 'United Kingdom')).toBeUndefined();
    expect(toE164('07911 1234567890', 'United Kingdom')).toBeUndefined();
    expect(toE164('', 'United Kingdom')).toBeUndefined();
    expect(toE164(`+44 7911 123456${' '.repeat(PHONE_NUMBER_INPUT_MAX)}x`, 'United Kingdom')).toBeUndefined();
  });

  it('needs the international prefix when the country is not one Village knows', () => {
    expect(toE164('07911 123456', 'Atlantis')).toBeUndefined();
    expect(toE164('+44 7911 123456', 'Atlantis')).toBe('+447911123456');
  });
});
