import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AuthenticatedUser, CurrentUser } from '@village/kit';
import { ConversationsUseCase } from './conversations.use-case';
import { type ConversationRow, type MessageRow, MessagesQueries } from './messages-queries';
import { ConversationModel, DirectMessageModel, DirectMessagePageModel } from './messages.model';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './message-words';
import { messageInvalid } from './messages.errors';

const toConversation = (row: ConversationRow): ConversationModel => ({
  id: row.id,
  counterpart: { memberId: row.counterpartId, firstName: row.counterpartFirstName, lastInitial: null },
  lastMessageExcerpt: row.lastMessageExcerpt,
  lastMessageAt: row.lastMessageAt,
  unreadCount: row.unreadCount,
});

const toMessage = (viewerId: string, row: MessageRow): DirectMessageModel => ({
  ...row,
  isMine: row.senderId === viewerId,
});

@Resolver(() => ConversationModel)
export class MessagesResolver {
  constructor(
    private readonly queries: MessagesQueries,
    private readonly conversations: ConversationsUseCase,
  ) {}

  @Query(() => [ConversationModel], {
    description: "The signed-in member's conversations, latest activity first; one they blocked is hidden.",
  })
  async myConversations(@CurrentUser() viewer: AuthenticatedUser): Promise<ConversationModel[]> {
    return (await this.queries.conversations(viewer.id)).map(toConversation);
  }

  @Query(() => DirectMessagePageModel, { description: "A page of one of the signed-in member's conversations." })
  async conversationMessages(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('conversationId', { type: () => ID }) conversationId: string,
    @Args('before', { type: () => ID, nullable: true, description: 'Page back from this message.' })
    before?: string | null,
    @Args('limit', { type: () => Int, nullable: true, description: `1 to ${MAX_PAGE_SIZE}.` }) limit?: number | null,
  ): Promise<DirectMessagePageModel> {
    const size = limit ?? DEFAULT_PAGE_SIZE;
    if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
      throw messageInvalid(`Limit must be from 1 to ${MAX_PAGE_SIZE}`);
    }
    const page = await this.queries.messages(viewer.id, conversationId, size, before ?? null);
    return { messages: page.messages.map((row) => toMessage(viewer.id, row)), hasMore: page.hasMore };
  }

  @Query(() => Int, { description: 'Unread messages across the signed-in member’s conversations.' })
  async unreadMessageCount(@CurrentUser() viewer: AuthenticatedUser): Promise<number> {
    return this.queries.unreadCount(viewer.id);
  }

  @Mutation(() => ConversationModel, {
    description:
      'Starts (or reopens) the conversation with a member: only with a confirmed booking or a mutual match, and no block either way.',
  })
  async startConversation(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('memberId', { type: () => ID }) memberId: string,
  ): Promise<ConversationModel> {
    const id = await this.conversations.start(viewer.id, memberId);
    return toConversation(await this.queries.conversation(viewer.id, id));
  }

  @Mutation(() => DirectMessageModel, { description: 'Sends a message (1 to 2000 characters once trimmed).' })
  async sendMessage(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('conversationId', { type: () => ID }) conversationId: string,
    @Args('body') body: string,
  ): Promise<DirectMessageModel> {
    return toMessage(viewer.id, await this.conversations.send(viewer.id, conversationId, body));
  }

  @Mutation(() => ConversationModel, {
    description: 'Marks everything in the conversation read by the signed-in member.',
  })
  async markConversationRead(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('conversationId', { type: () => ID }) conversationId: string,
  ): Promise<ConversationModel> {
    await this.conversations.markRead(viewer.id, conversationId);
    return toConversation(await this.queries.conversation(viewer.id, conversationId));
  }
}
