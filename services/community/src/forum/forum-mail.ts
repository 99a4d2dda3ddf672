import { Inject, Injectable } from '@nestjs/common';
import { MailQueue, reachableMember, renderMail, SERVICE_ENV } from '@village/kit';
import type { EntityManager } from 'typeorm';
import type { CommunityEnv } from '../env';

export interface ModeratedPost {
  id: string;
  authorId: string;
  title: string;
  approved: boolean;
  rejectionReason: string | null;
}

export interface ModeratedReply {
  postId: string;
  postTitle: string;
  authorId: string;
  approved: boolean;
  rejectionReason: string | null;
}

/** Tells a post's author how an admin moderated it, in the moderation's transaction; only to a confirmed address. */
@Injectable()
export class ForumMail {
  private readonly appUrl: string;

  constructor(
    private readonly mail: MailQueue,
    @Inject(SERVICE_ENV) env: CommunityEnv,
  ) {
    this.appUrl = env.APP_URL.replace(/\/+$/, '');
  }

  async moderated(manager: EntityManager, post: ModeratedPost): Promise<void> {
    const author = await reachableMember(manager, post.authorId);
    if (!author) return;
    const mail = post.approved
      ? renderMail({
          to: author.email,
          subject: `Your forum post "${post.title}" is live`,
          greeting: `Hello ${author.firstName},`,
          blocks: [
            { paragraph: `Your post "${post.title}" was approved and is now on the Village forum.` },
            { button: { label: 'See your post', href: `${this.appUrl}/forum/${encodeURIComponent(post.id)}` } },
          ],
        })
      : renderMail({
          to: author.email,
          subject: `Your forum post "${post.title}" was not approved`,
          greeting: `Hello ${author.firstName},`,
          blocks: [
            { paragraph: `Our moderators did not approve your post "${post.title}".` },
            { quote: post.rejectionReason ?? '' },
            { paragraph: 'You are welcome to post again within the community guidelines.' },
            { button: { label: 'Go to the forum', href: `${this.appUrl}/forum` } },
          ],
        });
    await this.mail.queue(mail, { transaction: manager });
  }

  /** Tells a reply's author how an admin moderated it, in the moderation's transaction. */
  async replyModerated(manager: EntityManager, reply: ModeratedReply): Promise<void> {
    const author = await reachableMember(manager, reply.authorId);
    if (!author) return;
    const mail = reply.approved
      ? renderMail({
          to: author.email,
          subject: `Your reply to "${reply.postTitle}" is live`,
          greeting: `Hello ${author.firstName},`,
          blocks: [
            { paragraph: `Your reply to "${reply.postTitle}" was approved and is now on the Village forum.` },
            {
              button: { label: 'See the discussion', href: `${this.appUrl}/forum/${encodeURIComponent(reply.postId)}` },
            },
          ],
        })
      : renderMail({
          to: author.email,
          subject: `Your reply to "${reply.postTitle}" was not approved`,
          greeting: `Hello ${author.firstName},`,
          blocks: [
            { paragraph: `Our moderators did not approve your reply to "${reply.postTitle}".` },
            { quote: reply.rejectionReason ?? '' },
            { paragraph: 'You are welcome to reply again within the community guidelines.' },
            { button: { label: 'Go to the forum', href: `${this.appUrl}/forum` } },
          ],
        });
    await this.mail.queue(mail, { transaction: manager });
  }
}
