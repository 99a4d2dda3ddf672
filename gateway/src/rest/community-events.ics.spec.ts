import { communityEventCalendar } from './community-events.ics';
import type { GraphCommunityEvent } from './community-events.graph';

const event: GraphCommunityEvent = {
  id: '5b0c1f8e-2f4a-4c4e-9d1a-0a3f6c2e7b11',
  title: 'Picnic; games, and songs',
  description: 'Line one\nLine two with a long tail that keeps going well past the seventy-five octet limit of a line',
  eventType: 'social',
  location: null,
  isVirtual: false,
  startDateTime: '2030-03-10T11:00:00.000Z',
  endDateTime: '2030-03-10T13:30:00.000Z',
  maxParticipants: 20,
  currentParticipants: 0,
  waitlistLength: 0,
  isOrganiser: false,
  organiser: { firstName: 'Olive', lastInitial: null },
  myRsvp: null,
  seriesId: null,
  recurrenceRule: null,
  isCancelled: false,
  isPaused: false,
};

const calendar = communityEventCalendar(
  event,
  'https://village.test/community-events/x',
  new Date('2030-03-01T09:00:00Z'),
);

it('is one VEVENT with UTC times, CRLF lines and escaped text', () => {
  expect(calendar.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(calendar.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  expect(calendar).toContain('\r\nDTSTART:20300310T110000Z\r\n');
  expect(calendar).toContain('\r\nDTEND:20300310T133000Z\r\n');
  expect(calendar).toContain('\r\nDTSTAMP:20300301T090000Z\r\n');
  expect(calendar).toContain('\r\nSUMMARY:Picnic\\; games\\, and songs\r\n');
  expect(calendar).toContain('\r\nLOCATION:Location TBA\r\n');
});

it('folds lines longer than 75 octets', () => {
  const lines = calendar.split('\r\n');
  expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  expect(calendar.replace(/\r\n /g, '')).toContain('DESCRIPTION:Line one\\nLine two with a long tail');
});
