import MiniSearch from 'minisearch';
import { FAQ } from '../../content/faq';
import { QUICK_QUESTION_FALLBACK, TYPED_QUESTION_FALLBACK } from './chat-text';
import { createFaqResponder } from './faq-responder';

const responder = createFaqResponder(FAQ);
const answerOf = (id: string) => FAQ.find((entry) => entry.id === id)!.answer;

describe('createFaqResponder', () => {
  it('offers the first four FAQ entries as quick questions', () => {
    expect(responder.quickQuestions).toEqual(FAQ.slice(0, 4).map((entry) => entry.question));
  });

  it('answers each quick question with its FAQ answer', () => {
    for (const entry of FAQ.slice(0, 4)) {
      expect(responder.answerQuickQuestion(entry.question)).toBe(entry.answer);
    }
  });

  it('gives the quick-question fallback when a quick question has no answer', () => {
    const withoutAnswer = createFaqResponder([{ id: 'x', question: 'Opening hours: when are you open?', answer: '' }]);
    expect(withoutAnswer.answerQuickQuestion('Opening hours: when are you open?')).toBe(QUICK_QUESTION_FALLBACK);
    expect(responder.answerQuickQuestion('Something we never asked')).toBe(QUICK_QUESTION_FALLBACK);
  });

  it('matches a typed message on the first two words of a canned question, in any case and order', () => {
    expect(responder.answerTypedQuestion('what is the MEMBERSHIP cost?')).toBe(answerOf('cost'));
    expect(responder.answerTypedQuestion('tell me about village')).toBe(answerOf('what-is-village'));
    expect(responder.answerTypedQuestion('what safety checks do you do')).toBe(answerOf('safety-verification'));
  });

  it('needs both of the first two words for a keyword match', () => {
    const search = jest.spyOn(MiniSearch.prototype, 'search');
    responder.answerTypedQuestion('is the membership for me?');
    expect(search).toHaveBeenCalled();
    search.mockRestore();
  });

  it('falls back to the full-text index for other questions', () => {
    expect(responder.answerTypedQuestion('Who moderates the forum posts?')).toBe(answerOf('forum-moderation'));
    expect(responder.answerTypedQuestion('can I remove my data')).toBe(answerOf('delete-data'));
    expect(responder.answerTypedQuestion('babysitting help after school')).toBe(answerOf('childcare-sharing'));
    expect(responder.answerTypedQuestion('is there a video call option')).toBe(answerOf('video-meetings'));
    expect(responder.answerTypedQuestion('how much does it cost')).toBe(answerOf('cost'));
    expect(responder.answerTypedQuestion('who sees my passport')).toBe(answerOf('safety-verification'));
    expect(responder.answerTypedQuestion('dog')).toBe(answerOf('pets-wellbeing'));
    expect(responder.answerTypedQuestion('Is there a local meetup this weekend?')).toBe(answerOf('events'));
  });

  it('gives the typed-question fallback when nothing is relevant enough', () => {
    expect(responder.answerTypedQuestion('What is the weather like tomorrow?')).toBe(TYPED_QUESTION_FALLBACK);
    expect(responder.answerTypedQuestion('qwerty')).toBe(TYPED_QUESTION_FALLBACK);
    expect(responder.answerTypedQuestion('how are you')).toBe(TYPED_QUESTION_FALLBACK);
    expect(responder.answerTypedQuestion('Which football team is best?')).toBe(TYPED_QUESTION_FALLBACK);
    expect(responder.answerTypedQuestion('I need a plumber')).toBe(TYPED_QUESTION_FALLBACK);
  });
});
