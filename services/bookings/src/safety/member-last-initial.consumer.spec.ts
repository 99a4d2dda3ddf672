import { lastInitialOf } from './member-last-initial.consumer';

describe('lastInitialOf', () => {
  it.each([
    ['Hana Khan', 'K'],
    ['  Hana   van khan ', 'K'],
    ['Émile Ödegaard', 'Ö'],
    ['Hana', null],
    ['   ', null],
  ])('%j → %j', (fullName, initial) => {
    expect(lastInitialOf(fullName)).toBe(initial);
  });
});
