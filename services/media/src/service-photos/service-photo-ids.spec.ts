import { distinctPhotoIds } from './service-photo-ids';

describe('distinctPhotoIds', () => {
  const first = '0b4f6c2e-6f47-4d0a-9a55-6f1f4c1f7a01';
  const second = '7d3c9a10-2b1e-4f5a-8c3d-2e9f0a1b4c02';

  it('keeps each uuid once, in the order given, in lower case', () => {
    expect(distinctPhotoIds([second, first, second.toUpperCase()])).toEqual({ valid: [second, first], malformed: [] });
  });

  it('sets apart what cannot be a photo id', () => {
    expect(distinctPhotoIds([first, 'not-a-uuid', ''])).toEqual({ valid: [first], malformed: ['not-a-uuid', ''] });
  });

  it('gives nothing for no ids', () => {
    expect(distinctPhotoIds([])).toEqual({ valid: [], malformed: [] });
  });
});
