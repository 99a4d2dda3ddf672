import { coverRequestFormSchema, londonToday, MAX_COVER_NOTE_LENGTH } from './cover-request.schema';

const TODAY = '2030-03-01';
const schema = coverRequestFormSchema(TODAY);
const valid = { day: TODAY, fromTime: '08:30', untilTime: '17:00', children: '2', note: '  Sick with a cold  ' };

const messagesOf = (input: unknown): Record<string, string[] | undefined> => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (messages[String(issue.path[0])] ??= []).push(issue.message);
  return messages;
};

it('turns the form into a request: children as a number, the note trimmed, an empty note as none', () => {
  expect(schema.parse(valid)).toEqual({ ...valid, children: 2, note: 'Sick with a cold' });
  expect(schema.parse({ ...valid, note: '   ' }).note).toBeNull();
});

it("refuses a past day, a bad time, an end before the start, no children and a long note in the server's words", () => {
  expect(messagesOf({ ...valid, day: '2030-02-28' }).day).toEqual(['Choose today or a later day']);
  expect(messagesOf({ ...valid, day: 'soon' }).day).toContain('Choose a valid day');
  expect(messagesOf({ ...valid, fromTime: '' }).fromTime).toEqual(['Choose a valid start time']);
  expect(messagesOf({ ...valid, untilTime: '25:00' }).untilTime).toContain('Choose a valid end time');
  expect(messagesOf({ ...valid, untilTime: '08:00' }).untilTime).toEqual(['The end time must be after the start time']);
  expect(messagesOf({ ...valid, children: '5' }).children).toEqual(['Choose how many children']);
  expect(messagesOf({ ...valid, note: 'x'.repeat(MAX_COVER_NOTE_LENGTH + 1) }).note).toEqual([
    `The note must be ${MAX_COVER_NOTE_LENGTH} characters or less`,
  ]);
  expect(schema.safeParse({ ...valid, note: 'x'.repeat(MAX_COVER_NOTE_LENGTH) }).success).toBe(true);
});

it("names today's day in the UK, whatever the reader's own zone", () => {
  expect(londonToday(new Date('2030-06-30T23:30:00Z'))).toBe('2030-07-01');
  expect(londonToday(new Date('2030-01-31T23:30:00Z'))).toBe('2030-01-31');
});
