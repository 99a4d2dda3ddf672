import type { PromotableServiceEntity } from '../promotable-services/promotable-service.entity';
import { firstPhotoUrl, platformText } from './post-publication';

const service = (fields: Partial<PromotableServiceEntity>) =>
  ({ photoIds: ['p-1', 'p-2'], deleted: false, ...fields }) as PromotableServiceEntity;

describe('platformText', () => {
  it('is the content alone without hashtags', () => {
    expect(platformText({ content: 'Yoga on Saturday', hashtags: [] })).toBe('Yoga on Saturday');
  });

  it('appends the hashtags, each with its #, after a blank line', () => {
    expect(platformText({ content: 'Yoga on Saturday', hashtags: ['yoga', 'Camden'] })).toBe(
      'Yoga on Saturday\n\n#yoga #Camden',
    );
  });
});

describe('firstPhotoUrl', () => {
  it("is media's public URL of the service's first photo under the app's address", () => {
    expect(firstPhotoUrl('https://village.example/', service({}))).toBe(
      'https://village.example/media/service-photos/p-1/full.webp',
    );
  });

  it('is null without a service, without photos, or for a deleted service', () => {
    expect(firstPhotoUrl('https://village.example', null)).toBeNull();
    expect(firstPhotoUrl('https://village.example', service({ photoIds: [] }))).toBeNull();
    expect(firstPhotoUrl('https://village.example', service({ deleted: true }))).toBeNull();
  });
});
