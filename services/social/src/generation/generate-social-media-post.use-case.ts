import { Inject, Injectable, Logger } from '@nestjs/common';
import { isUuid, parseOrThrow } from '@village/kit';
import { z } from 'zod';
import { serviceNotFound } from '../social.errors';
import { BuiltInWriter, POST_LENGTH_LIMIT } from './built-in-writer';
import { isSafeHashtag, scrubText } from './post-scrubber';
import {
  SERVICE_BRIEFS,
  TEXT_GENERATOR,
  type GeneratedPost,
  type ServiceBriefs,
  type TextGenerator,
  type WriterName,
} from './text-generator.port';

export interface GenerateSocialMediaPostCommand {
  memberId: string;
  serviceId: string | null | undefined;
}

export interface GeneratedSocialMediaPost extends GeneratedPost {
  writer: WriterName;
}

/** The spec's words when 'AI Generate' is pressed with no service selected. */
export const SELECT_A_SERVICE = 'Please select a service to generate promotional content.';

const MAX_HASHTAGS = 6;
const HASHTAG = /^[A-Za-z0-9_]{1,50}$/;

const generateSchema = z.object({
  serviceId: z.string({ error: SELECT_A_SERVICE }).trim().min(1, SELECT_A_SERVICE),
});

/**
 * A post promoting one of the member's own services: the configured writer writes it from the service's brief
 * (its title scrubbed first), the built-in writer instead when that fails; the result is scrubbed again.
 */
@Injectable()
export class GenerateSocialMediaPostUseCase {
  private readonly logger = new Logger(GenerateSocialMediaPostUseCase.name);

  constructor(
    @Inject(SERVICE_BRIEFS) private readonly briefs: ServiceBriefs,
    @Inject(TEXT_GENERATOR) private readonly writer: TextGenerator,
    private readonly builtIn: BuiltInWriter,
  ) {}

  async execute(command: GenerateSocialMediaPostCommand): Promise<GeneratedSocialMediaPost> {
    const { serviceId } = parseOrThrow(generateSchema, { serviceId: command.serviceId ?? undefined });
    if (!isUuid(serviceId)) throw serviceNotFound();
    const brief = await this.briefs.briefFor(serviceId, command.memberId);
    const safeBrief = { ...brief, title: scrubText(brief.title) };
    const builtInPost = async () => ({ ...safe(await this.builtIn.write(safeBrief)), writer: 'built_in' as const });
    if (this.writer.name === 'built_in') return builtInPost();
    try {
      const post = safe(await this.writer.write(safeBrief));
      if (post.content === '') throw new Error('nothing was left of the post once scrubbed');
      return { ...post, writer: this.writer.name };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(
        `The ${this.writer.name} writer failed for service ${serviceId} (${reason}); the built-in writer wrote instead`,
      );
      return builtInPost();
    }
  }
}

/** Scrubbed, within X's length (cut at a sentence end), hashtags as the composer accepts them. */
function safe(post: GeneratedPost): GeneratedPost {
  const content = withinLimit(scrubText(post.content));
  const seen = new Set<string>();
  const hashtags = post.hashtags
    .map((tag) => tag.trim().replace(/^#+/, ''))
    .filter((tag) => HASHTAG.test(tag) && isSafeHashtag(tag))
    .filter((tag) => !seen.has(tag.toLowerCase()) && Boolean(seen.add(tag.toLowerCase())))
    .slice(0, MAX_HASHTAGS);
  return { content, hashtags };
}

function withinLimit(content: string): string {
  if (content.length <= POST_LENGTH_LIMIT) return content;
  const head = content.slice(0, POST_LENGTH_LIMIT);
  const lastSentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (lastSentenceEnd > 0) return head.slice(0, lastSentenceEnd + 1);
  throw new Error(`the post was over ${POST_LENGTH_LIMIT} characters with no sentence end to cut at`);
}
