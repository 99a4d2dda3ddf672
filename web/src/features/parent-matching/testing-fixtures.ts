import type { Match, MatchResults, MatchRun, UserPreferences } from './parent-matching-api';

export const DEFAULT_PREFERENCES: UserPreferences = {
  serviceTypes: ['childcare_sharing', 'playdates', 'holiday', 'home_swapping', 'pet_sitting', 'wellbeing'],
  maxDistance: 10,
  minMatchScore: 0.7,
  verifiedContactOnly: false,
};

export const EXPLANATIONS = {
  locationCompatibility: 'You live about 2 miles apart.',
  servicePreferences: 'Sam offers playdates, which you are looking for.',
  availabilityAlignment: 'You are both child-free on 6 of the next 8 weekends.',
  communicationStyle: 'You both prefer chat and speak English.',
  parentingStyle: 'You are both single parents of children aged 3 to 5.',
} as const;

export function aMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: 'match-1',
    status: 'pending',
    myResponse: null,
    matchScore: 0.84,
    matchingFactors: {
      locationCompatibility: 0.9,
      servicePreferences: 0.8,
      availabilityAlignment: 0.75,
      communicationStyle: 1,
      parentingStyle: 0.6,
    },
    explanations: Object.entries(EXPLANATIONS).map(([factor, explanation]) => ({
      factor: factor as keyof typeof EXPLANATIONS,
      score: 0.5,
      explanation,
    })),
    createdAt: '2026-11-20T10:00:00.000Z',
    matchedAt: null,
    matchedUser: {
      memberId: 'member-2',
      firstName: 'Sam',
      lastInitial: 'K',
      profileImageUrl: null,
      area: 'Headingley, Leeds',
      isVerified: true,
      trustLevel: 'VERIFIED',
    },
    ...overrides,
  };
}

export const resultsOf = (matches: Match[]): MatchResults => ({
  matches,
  stats: {
    total: matches.length,
    pending: matches.filter((match) => match.status === 'pending').length,
    mutual: matches.filter((match) => match.status === 'accepted').length,
  },
});

export const aRun = (overrides: Partial<MatchRun> = {}): MatchRun => ({
  id: 'run-1',
  status: 'queued',
  progress: 0,
  matchesFound: 0,
  requestedAt: '2026-11-20T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});
