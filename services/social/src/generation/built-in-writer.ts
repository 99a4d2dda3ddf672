import { Inject, Injectable } from '@nestjs/common';
import { COMMUNITY_HASHTAGS, GENERAL_PHRASES, PHRASES_BY_TYPE, type TypePhrases } from './built-in-writer.phrases';
import { scrubText } from './post-scrubber';
import { factsOf, type ServiceFacts } from './service-facts';
import type { GeneratedPost, ServiceBrief, TextGenerator } from './text-generator.port';

/** A number in [0, 1): Math.random in production, a seeded sequence in tests. */
export type RandomSource = () => number;

export const WRITER_RANDOM = Symbol('WRITER_RANDOM');

/** The length X allows; the built-in writer fits every platform. */
export const POST_LENGTH_LIMIT = 280;
const MAX_HASHTAGS = 6;

/**
 * Writes a post from the service's facts with no network: an opening and a closing for its type, the facts in one
 * of several orders, and 3–6 hashtags (its type, its place, the community).
 */
@Injectable()
export class BuiltInWriter implements TextGenerator {
  readonly name = 'built_in' as const;

  constructor(@Inject(WRITER_RANDOM) private readonly random: RandomSource) {}

  async write(brief: ServiceBrief): Promise<GeneratedPost> {
    const facts = factsOf({ ...brief, title: scrubText(brief.title) });
    const phrases = PHRASES_BY_TYPE[brief.type] ?? GENERAL_PHRASES;
    const opening = this.pick(phrases.openings);
    const closing = this.pick(phrases.closings);
    const body = this.pick(BODIES);
    return {
      content: fit({ opening, body, facts, phrases, closing }),
      hashtags: this.hashtags(brief, phrases.hashtags),
    };
  }

  private hashtags(brief: ServiceBrief, typeTags: string[]): string[] {
    const [own, ...related] = typeTags;
    const place = brief.serviceMode === 'online' ? 'OnlineCommunity' : placeTag(brief.placeName);
    const community = this.shuffled(COMMUNITY_HASHTAGS).slice(0, 1 + Math.floor(this.random() * 2));
    const extra = this.shuffled(related).slice(0, 1 + Math.floor(this.random() * 2));
    const tags = [own, place, ...community, ...extra].filter((tag): tag is string => Boolean(tag));
    return [...new Set(tags)].slice(0, MAX_HASHTAGS);
  }

  private pick<T>(choices: readonly T[]): T {
    return choices[Math.floor(this.random() * choices.length)] ?? choices[0];
  }

  private shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(this.random() * (index + 1));
      [copy[index], copy[other]] = [copy[other], copy[index]];
    }
    return copy;
  }
}

type Body = (facts: ServiceFacts, title: string, phrases: TypePhrases) => Array<string | null>;

/** The facts in a few different orders, as sentences, the ones that may be left out last. */
const BODIES: Body[] = [
  (facts, title, phrases) => [
    `${phrases.invitation} ${title}${spaced(facts.where)}${spaced(facts.on)}.`,
    facts.places ? `${facts.price}, ${lowerFirst(facts.places)}.` : `${facts.price}.`,
  ],
  (facts, title) => [
    `${capitalise(facts.kind)}${spaced(facts.where)}: ${title}.`,
    facts.when && `${facts.when}.`,
    `${facts.price}.`,
    facts.places && `${facts.places}.`,
  ],
  (facts, title, phrases) => [
    `${title} ${phrases.availability}${spaced(facts.where)}${spaced(facts.on)}.`,
    facts.places
      ? `${facts.places}, ${facts.price === 'Free' ? 'free to join' : lowerFirst(facts.price)}.`
      : `${facts.price}.`,
  ],
];

/** The longest post that fits: optional sentences go first, then the title is shortened. */
interface Draft {
  opening: string;
  body: Body;
  facts: ServiceFacts;
  phrases: TypePhrases;
  closing: string;
}

function fit({ opening, body, facts, phrases, closing }: Draft): string {
  for (let titleLength = 120; titleLength >= 20; titleLength -= 20) {
    const sentences = body(facts, quoted(facts.title || facts.kind, titleLength), phrases).filter(
      (part): part is string => Boolean(part),
    );
    const candidates = [
      [opening, ...sentences, closing],
      [opening, ...sentences],
      [opening, ...sentences.slice(0, 2)],
      sentences.slice(0, 2),
    ];
    const fitting = candidates.map((parts) => parts.join(' ')).find((text) => text.length <= POST_LENGTH_LIMIT);
    if (fitting) return fitting;
  }
  return quoted(facts.title || facts.kind, POST_LENGTH_LIMIT - 2);
}

function spaced(part: string | null): string {
  return part ? ` ${part}` : '';
}

function quoted(title: string, limit: number): string {
  const shortened = title.length <= limit ? title : `${title.slice(0, limit - 1).trimEnd()}…`;
  return `“${shortened}”`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "St Albans" → "StAlbans"; null when the place is unknown. */
function placeTag(placeName: string | null): string | null {
  const tag = (placeName ?? '').normalize('NFKD').replace(/[^A-Za-z0-9]/g, '');
  return tag.length > 0 && tag.length <= 50 ? tag : null;
}
