import { forumPostFormSchema, replyFormSchema } from './forum-post.schema';

const messages = (input: unknown) => {
  const result = forumPostFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('forumPostFormSchema', () => {
  it('accepts a post of a known topic group with a title of 5 and content of 20 characters', () => {
    expect(messages({ topic: 'Single Dads', title: 'Hello', content: 'x'.repeat(20) })).toEqual([]);
  });

  it("answers the spec's messages for a short title and content, spaces aside", () => {
    expect(messages({ topic: 'General', title: ' Hiya ', content: `  ${'x'.repeat(19)}  ` })).toEqual([
      'Title must be at least 5 characters',
      'Content must be at least 20 characters',
    ]);
  });

  it('asks for a topic', () => {
    expect(messages({ topic: '', title: 'Hello there', content: 'x'.repeat(30) })).toEqual(['Choose a topic']);
  });
});

it('refuses an empty reply', () => {
  expect(replyFormSchema.safeParse({ content: '   ' }).error?.issues[0]?.message).toBe('Reply must not be empty');
});
