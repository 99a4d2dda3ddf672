import { groupedSecret, isMfaCode, mfaCodeInput } from './mfa-code';

it('accepts exactly six digits and nothing else', () => {
  expect(isMfaCode('123456')).toBe(true);
  for (const value of ['12345', '1234567', '12345a', ' 123456', '']) expect(isMfaCode(value)).toBe(false);
});

it('keeps only the digits of what is typed or pasted, at most six', () => {
  expect(mfaCodeInput('12 34-56')).toBe('123456');
  expect(mfaCodeInput('abc')).toBe('');
  expect(mfaCodeInput('123456789')).toBe('123456');
});

it('groups the secret by four characters', () => {
  expect(groupedSecret('ABCDEFGHIJKLMN')).toBe('ABCD EFGH IJKL MN');
});
