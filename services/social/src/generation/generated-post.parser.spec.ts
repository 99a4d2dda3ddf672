import { parseGeneratedPost } from './generated-post.parser';

describe('parseGeneratedPost', () => {
  it('reads bare JSON', () => {
    expect(parseGeneratedPost('{"content": " Hi there ", "hashtags": ["#A", "B"]}')).toEqual({
      content: 'Hi there',
      hashtags: ['A', 'B'],
    });
  });

  it('reads a fenced answer with words around it, and braces inside strings', () => {
    const answer = 'Sure!\n```json\n{"content": "Fun {for all}", "hashtags": "#Fun, #Park"}\n```\nThanks';
    expect(parseGeneratedPost(answer)).toEqual({ content: 'Fun {for all}', hashtags: ['Fun', 'Park'] });
  });

  it('skips a stray brace before the JSON', () => {
    expect(parseGeneratedPost('Note {draft} → {"content": "Hello"}')).toEqual({ content: 'Hello', hashtags: [] });
  });

  it.each(['no json here', '{"content": ""}', '{"text": "Hello"}', '{"content": "unclosed'])('refuses %j', (answer) => {
    expect(() => parseGeneratedPost(answer)).toThrow();
  });
});
