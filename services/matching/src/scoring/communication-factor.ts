import { wordList, type FactorScore } from './factor-score';
import { UNKNOWN_FACTOR_SCORE } from './match-weights';

export interface CommunicationSide {
  languagesSpoken: readonly string[];
  preferredContactMethods: readonly string[];
}

const CONTACT_WORDS: Record<string, string> = {
  chat: 'chat',
  phone: 'phone',
  email: 'email',
  video_call: 'video calls',
};

const sharedOf = (mine: readonly string[], theirs: readonly string[]): string[] => {
  const lower = theirs.map((item) => item.trim().toLowerCase());
  return mine.filter((item) => lower.includes(item.trim().toLowerCase()));
};

/** Half for a shared language, half for a shared contact method; unknown without both members' profiles. */
export function communicationFactor(mine: CommunicationSide | null, theirs: CommunicationSide | null): FactorScore {
  if (!mine || !theirs) return { score: UNKNOWN_FACTOR_SCORE, explanation: 'Not enough in your profiles to compare' };
  const languages = sharedOf(mine.languagesSpoken, theirs.languagesSpoken);
  const methods = sharedOf(mine.preferredContactMethods, theirs.preferredContactMethods);
  const score = (languages.length > 0 ? 0.5 : 0) + (methods.length > 0 ? 0.5 : 0);
  const parts = [
    languages.length > 0 ? `speak ${wordList(languages)}` : null,
    methods.length > 0 ? `prefer ${wordList(methods.map((method) => CONTACT_WORDS[method] ?? method))}` : null,
  ].filter((part): part is string => part !== null);
  return {
    score,
    explanation: parts.length > 0 ? `You both ${parts.join(' and ')}` : 'You speak and keep in touch differently',
  };
}
