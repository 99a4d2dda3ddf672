import {
  areaLabel,
  serviceDateLabel,
  serviceWhere,
  shortId,
  thumbnailsOf,
  toggledStatus,
  toggleStatusLabel,
} from './service-format';
import { samplePhoto } from './testing/service-fixtures';

describe('service formatting', () => {
  it('pauses an active service and makes any other status active again', () => {
    expect(toggledStatus('active')).toBe('paused');
    expect(toggledStatus('paused')).toBe('active');
    expect(toggledStatus('completed')).toBe('active');
    expect(toggledStatus('cancelled')).toBe('active');
    expect(toggleStatusLabel('active')).toBe('Pause');
    expect(toggleStatusLabel('paused')).toBe('Resume');
  });

  it('shows up to 3 thumbnails and counts the rest', () => {
    const photos = ['a', 'b', 'c', 'd', 'e'].map(samplePhoto);
    expect(thumbnailsOf(photos)).toEqual({ shown: photos.slice(0, 3), more: 2 });
    expect(thumbnailsOf(photos.slice(0, 3))).toEqual({ shown: photos.slice(0, 3), more: 0 });
    expect(thumbnailsOf([])).toEqual({ shown: [], more: 0 });
  });

  it("shows a date the en-GB way, or 'Flexible'", () => {
    expect(serviceDateLabel(null)).toBe('Flexible');
    expect(serviceDateLabel('not a date')).toBe('Flexible');
    expect(serviceDateLabel('2026-03-14T10:30:00')).toBe('14 Mar 2026, 10:30');
  });

  it('shows the location, else the country and postcode', () => {
    const base = { country: 'United Kingdom', postcode: 'SW1A 1AA', serviceMode: 'in_person' as const };
    expect(serviceWhere({ ...base, location: '10 Park Lane' })).toBe('10 Park Lane');
    expect(serviceWhere({ ...base, location: null })).toBe('United Kingdom, SW1A 1AA');
  });

  it('shows the area with the distance when there is one', () => {
    expect(
      areaLabel({ district: 'SW1A', place: 'London', distanceMiles: 2.1, distanceLabel: 'about 2 miles away' }),
    ).toBe('SW1A · about 2 miles away');
    expect(areaLabel({ district: 'SW1A', place: 'London', distanceMiles: null, distanceLabel: null })).toBe(
      'SW1A, London',
    );
    expect(areaLabel({ district: 'D02', place: null, distanceMiles: null, distanceLabel: null })).toBe('D02');
  });

  it('shortens ids to 8 characters', () => {
    expect(shortId('3f1c2a9b-8d7e-4c6b-a5f4-0123456789ab')).toBe('3f1c2a9b');
  });
});
