import { BuiltInWriter, POST_LENGTH_LIMIT } from './built-in-writer';
import { aBrief, seededRandom } from '../../test/support/writer-fixtures';

const TYPES = [
  'rent_swap_home',
  'holiday_gathering',
  'pet_services',
  'playdate',
  'video_call',
  'childcare',
  'wellbeing_activity',
];

const writerWithSeed = (seed: number) => new BuiltInWriter(seededRandom(seed));

describe('BuiltInWriter', () => {
  it.each(TYPES)('writes a %s post that fits X, with 3 to 6 clean hashtags', async (type) => {
    for (let seed = 1; seed <= 20; seed++) {
      const post = await writerWithSeed(seed).write(aBrief({ type, title: 'A lovely long afternoon together' }));
      expect(post.content.length).toBeGreaterThan(40);
      expect(post.content.length).toBeLessThanOrEqual(POST_LENGTH_LIMIT);
      expect(post.content).toContain('A lovely long afternoon together');
      expect(post.hashtags.length).toBeGreaterThanOrEqual(3);
      expect(post.hashtags.length).toBeLessThanOrEqual(6);
      for (const tag of post.hashtags) expect(tag).toMatch(/^[A-Za-z0-9_]{1,50}$/);
      expect(post.hashtags).toContain('Camden');
      expect(new Set(post.hashtags).size).toBe(post.hashtags.length);
    }
  });

  it("tags each type with its own hashtag and the community's", async () => {
    const ownTags: Record<string, string> = {
      rent_swap_home: 'HomeSwap',
      holiday_gathering: 'HolidayGathering',
      pet_services: 'PetCare',
      playdate: 'Playdate',
      video_call: 'VideoCall',
      childcare: 'Childcare',
      wellbeing_activity: 'Wellbeing',
    };
    for (const type of TYPES) {
      const post = await writerWithSeed(7).write(aBrief({ type }));
      expect(post.hashtags[0]).toBe(ownTags[type]);
      expect(
        post.hashtags.some((tag) => /^(SingleParents|SingleParentLife|ParentCommunity|VillageCommunity)$/.test(tag)),
      ).toBe(true);
    }
  });

  it('varies from one generation to the next for the same service', async () => {
    const writer = writerWithSeed(42);
    const contents = new Set<string>();
    const tagSets = new Set<string>();
    for (let attempt = 0; attempt < 12; attempt++) {
      const post = await writer.write(aBrief());
      contents.add(post.content);
      tagSets.add(post.hashtags.join(' '));
    }
    expect(contents.size).toBeGreaterThanOrEqual(6);
    expect(tagSets.size).toBeGreaterThanOrEqual(3);
  });

  it('writes the same post again from the same seed', async () => {
    expect(await writerWithSeed(5).write(aBrief())).toEqual(await writerWithSeed(5).write(aBrief()));
  });

  it('says where, when and for how many, from the real fields', async () => {
    const texts = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (seed) => (await writerWithSeed(seed).write(aBrief())).content),
    );
    for (const text of texts) {
      expect(text).toContain('Camden');
      expect(text).toContain('Saturday 7 December at 10:00');
      expect(text).toMatch(/Free|free to join/);
      expect(text).toMatch(/[Rr]oom for 6/);
    }
  });

  it('says an online service is online, and a recurring one carries on', async () => {
    const post = await writerWithSeed(3).write(
      aBrief({ serviceMode: 'online', isRecurring: true, type: 'video_call' }),
    );
    expect(post.content).toContain('online');
    expect(post.content).toContain('then regularly');
    expect(post.content).not.toContain('Camden');
    expect(post.hashtags).toContain('OnlineCommunity');
  });

  it.each([
    [{ pricingType: 'fixed_price', priceMinor: 1250, currency: 'GBP' }, '£12.50'],
    [{ pricingType: 'fixed_price', priceMinor: 1500, currency: 'GBP' }, '£15'],
    [{ pricingType: 'fixed_price', priceMinor: 2000, currency: 'EUR' }, '€20'],
    [{ pricingType: 'donation_based', priceMinor: 500, currency: 'GBP' }, 'ay what you can (suggested £5)'],
    [{ pricingType: 'donation_based', priceMinor: null, currency: 'GBP' }, 'ay what you can'],
    [{ pricingType: 'exchange', priceMinor: null, currency: 'GBP' }, 'n exchange: no money needed'],
  ])('prices %j as %s', async (pricing, expected) => {
    for (let seed = 1; seed <= 6; seed++) {
      expect((await writerWithSeed(seed).write(aBrief(pricing))).content).toContain(expected);
    }
  });

  it('never repeats an address or a child detail the title carries', async () => {
    const title = 'Playdate with my son Oliver aged 4 at 12 Oak Road, SW1A 1AA (call 07700 900123)';
    for (let seed = 1; seed <= 10; seed++) {
      const post = await writerWithSeed(seed).write(aBrief({ title }));
      expect(post.content).not.toMatch(/Oliver|aged|\b4\b|Oak Road|SW1A|07700/);
      expect(post.content).toContain('Playdate with my family');
    }
  });

  it('shortens a very long title rather than going over the limit', async () => {
    const post = await writerWithSeed(9).write(aBrief({ title: 'Long walk '.repeat(40).trim() }));
    expect(post.content.length).toBeLessThanOrEqual(POST_LENGTH_LIMIT);
    expect(post.content).toContain('…');
  });
});
