import MiniSearch from 'minisearch';
import type { FaqEntry } from '../../content/faq';
import { QUICK_QUESTION_COUNT, QUICK_QUESTION_FALLBACK, TYPED_QUESTION_FALLBACK } from './chat-text';
import { matchesFirstTwoWords, normaliseWords } from './normalise-words';
import { STOP_WORDS } from './stop-words';

export const DEFAULT_MIN_SCORE = 4;
export const MIN_MATCHED_TERM_SHARE = 0.5;

export interface FaqResponder {
  quickQuestions: string[];
  answerQuickQuestion: (question: string) => string;
  answerTypedQuestion: (message: string) => string;
}

export function createFaqResponder(entries: readonly FaqEntry[], minScore = DEFAULT_MIN_SCORE): FaqResponder {
  const canned = entries.slice(0, QUICK_QUESTION_COUNT);
  const index = buildIndex(entries);
  const answers = new Map(entries.map((entry) => [entry.id, entry.answer]));

  const matchCanned = (message: string): string | null => {
    const entry = canned.find((candidate) => matchesFirstTwoWords(message, candidate.question));
    return entry?.answer.trim() ? entry.answer : null;
  };

  const search = (message: string): string | null => {
    const [best] = index.search(message);
    const askedTerms = new Set(contentTerms(message));
    if (!best || best.score < minScore || best.queryTerms.length < askedTerms.size * MIN_MATCHED_TERM_SHARE) {
      return null;
    }
    return answers.get(String(best.id)) ?? null;
  };

  return {
    quickQuestions: canned.map((entry) => entry.question),
    answerQuickQuestion: (question) => matchCanned(question) ?? QUICK_QUESTION_FALLBACK,
    answerTypedQuestion: (message) => matchCanned(message) ?? search(message) ?? TYPED_QUESTION_FALLBACK,
  };
}

function contentTerms(text: string): string[] {
  return normaliseWords(text)
    .filter((term) => !STOP_WORDS.has(term))
    .map(stem);
}

function buildIndex(entries: readonly FaqEntry[]): MiniSearch<FaqEntry> {
  const index = new MiniSearch<FaqEntry>({
    fields: ['question', 'answer', 'keywords'],
    tokenize: normaliseWords,
    processTerm: (term) => (STOP_WORDS.has(term) ? null : stem(term)),
    searchOptions: {
      boost: { question: 3, keywords: 2 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    },
  });
  index.addAll(entries.map((entry) => ({ ...entry, keywords: entry.keywords ?? '' })));
  return index;
}

function stem(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) {
    return `${term.slice(0, -3)}y`;
  }
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) {
    return term.slice(0, -1);
  }
  return term;
}
