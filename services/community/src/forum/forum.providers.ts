import { FlagForumPostUseCase } from './flag-forum-post.use-case';
import { ForumFlagEntity } from './forum-flag.entity';
import { ForumMail } from './forum-mail';
import { ForumPostEntity } from './forum-post.entity';
import { ForumQueries } from './forum-queries';
import { ForumReplyEntity } from './forum-reply.entity';
import { ForumResolver } from './forum.resolver';
import { ModerateForumPostUseCase } from './moderate-forum-post.use-case';
import { ModerateForumReplyUseCase } from './moderate-forum-reply.use-case';
import { ReplyToForumPostUseCase } from './reply-to-forum-post.use-case';
import { SubmitForumPostUseCase } from './submit-forum-post.use-case';

export const forumEntities = [ForumPostEntity, ForumReplyEntity, ForumFlagEntity];

export const forumProviders = [
  ForumQueries,
  ForumMail,
  SubmitForumPostUseCase,
  ModerateForumPostUseCase,
  ModerateForumReplyUseCase,
  ReplyToForumPostUseCase,
  FlagForumPostUseCase,
  ForumResolver,
];
