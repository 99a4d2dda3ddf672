import { isSafeHashtag, scrubText } from './post-scrubber';

describe('scrubText', () => {
  it.each([
    ['Playdate at 12 Oak Road, SW1A 1AA this Saturday', 'Playdate this Saturday'],
    ['Swap near 221B Baker Street.', 'Swap.'],
    ['Meet at Flat 3, 14 Mill Lane, Camden', 'Meet, Camden'],
    ['Walks from 5 Elm Grove EC1A1BB', 'Walks'],
    ['Home in Boston, 1600 Pennsylvania Avenue, 20500-0003', 'Home in Boston'],
    ['Dublin swap D02 X285 available', 'Dublin swap available'],
    ['Toronto M5V 3L9 sitter', 'Toronto sitter'],
    ['Amsterdam 1012 AB flat', 'Amsterdam flat'],
  ])('takes the address out of %j', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('keeps an outward code or a five-digit ZIP, which name an area, not a home', () => {
    expect(scrubText('Childcare around SW1A and 90210')).toBe('Childcare around SW1A and 90210');
  });

  it('takes out emails and phone numbers with the words that led to them', () => {
    expect(scrubText('Book now: email jo.bloggs@example.org or call 07700 900123!')).toBe('Book now!');
    expect(scrubText('Ring +44 (0)20 7946 0958 to join')).toBe('To join');
    expect(scrubText('Questions? (555) 123-4567')).toBe('Questions?');
  });

  it.each([
    ['Playdate with my 6 year old', 'Playdate with my family'],
    ['Fun for our 3-yr-old twins', 'Fun for our family'],
    ['Park trip with my son Oliver and friends', 'Park trip with my family and friends'],
    ['Crafts with my daughters, Mia and Ava', 'Crafts with my family'],
    ['Music for kids aged 4-6 on Sundays', 'Music for kids on Sundays'],
    ['Storytime, ages 3 to 5 years', 'Storytime'],
    ['Perfect for a 4-year-old boy', 'Perfect for children'],
    ['Fun for 6 year olds and parents', 'Fun for children and parents'],
    ['Sitting for a 2 year old.', 'Sitting for children.'],
    ['Babysitting for my little boy Jack aged 2', 'Babysitting for my family'],
  ])('takes the children details out of %j', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('leaves a plain post alone', () => {
    const post = 'Join us for a relaxed playdate in Camden on Saturday 6 December, 10:00. Free, 6 places. All welcome!';
    expect(scrubText(post)).toBe(post);
  });

  it("leaves a pet's age alone", () => {
    expect(scrubText('Walks for a 3 month old puppy')).toBe('Walks for a 3 month old puppy');
  });

  it('does not read an ordinary phrase as a street', () => {
    expect(scrubText('Bring 2 of us along the way')).toBe('Bring 2 of us along the way');
    expect(scrubText('Open to 12 families, £15 per session')).toBe('Open to 12 families, £15 per session');
  });
});

describe('isSafeHashtag', () => {
  it('drops a tag that carries a postcode, a phone number or an age', () => {
    expect(isSafeHashtag('SW1A1AA')).toBe(false);
    expect(isSafeHashtag('07700900123')).toBe(false);
    expect(isSafeHashtag('Playdate')).toBe(true);
    expect(isSafeHashtag('Christmas2026')).toBe(true);
  });
});
