import { TrustLevel, trustLevelOf } from './trust-level';

const VOUCHES = 2;

describe('trustLevelOf', () => {
  it.each([
    [{ isVerified: false, vouchCount: 0, dbsCheckedOn: null }, TrustLevel.NONE],
    [{ isVerified: false, vouchCount: 2, dbsCheckedOn: '2026-01-05' }, TrustLevel.NONE],
    [{ isVerified: true, vouchCount: 1, dbsCheckedOn: null }, TrustLevel.VERIFIED],
    [{ isVerified: true, vouchCount: 1, dbsCheckedOn: '2026-01-05' }, TrustLevel.VERIFIED],
    [{ isVerified: true, vouchCount: 2, dbsCheckedOn: null }, TrustLevel.VOUCHED],
    [{ isVerified: true, vouchCount: 3, dbsCheckedOn: '2026-01-05' }, TrustLevel.ENHANCED_DBS],
  ])('%o is %s', (facts, level) => {
    expect(trustLevelOf(facts, VOUCHES)).toBe(level);
  });
});
