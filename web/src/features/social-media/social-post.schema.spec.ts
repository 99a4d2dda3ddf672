import { composerSchema, type ComposerInput } from './social-post.schema';

const NOW = new Date('2030-03-10T12:00:00');
const schema = composerSchema(() => NOW);
const valid: ComposerInput = {
  platforms: ['facebook'],
  serviceId: '',
  content: 'Playdate on Saturday',
  hashtags: '#playdate, Leeds_parents, ',
  scheduledFor: '',
};
const messagesOf = (values: Partial<ComposerInput>) => {
  const result = schema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

it('takes a post with hashtags that may start with # and a schedule up to a minute ago', () => {
  expect(messagesOf({})).toEqual([]);
  expect(messagesOf({ scheduledFor: '2030-03-10T11:59' })).toEqual([]);
  expect(schema.parse({ ...valid, content: '  Hello  ' }).content).toBe('Hello');
});

it("refuses with the social service's messages", () => {
  expect(messagesOf({ platforms: [] })).toEqual(['Select at least one platform']);
  expect(messagesOf({ content: '   ' })).toEqual(['Content is required']);
  expect(messagesOf({ content: 'x'.repeat(5001) })).toEqual(['Content must be 5000 characters or less']);
  expect(messagesOf({ hashtags: 'fine, not fine' })).toEqual([
    'Hashtags may contain only letters, numbers and underscores',
  ]);
  expect(messagesOf({ hashtags: Array.from({ length: 31 }, (_, index) => `tag${index}`).join(',') })).toEqual([
    'At most 30 hashtags',
  ]);
  expect(messagesOf({ scheduledFor: '2030-03-10T11:58' })).toEqual(['Schedule time must be in the future']);
});
