import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('MessageMember', { description: 'The other member of a conversation: a name only, never email or phone.' })
export class MessageMemberModel {
  @Field(() => ID)
  memberId!: string;

  @Field(() => String, { nullable: true, description: 'Null until identity has told community of the member.' })
  firstName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The last name's initial: always null, as identity publishes first names only (ADR 013).",
  })
  lastInitial!: string | null;
}

@ObjectType('Conversation', { description: 'The conversation between the signed-in member and one other member.' })
export class ConversationModel {
  @Field(() => ID)
  id!: string;

  @Field(() => MessageMemberModel)
  counterpart!: MessageMemberModel;

  @Field(() => String, { nullable: true, description: 'The start of the last message; null before the first.' })
  lastMessageExcerpt!: string | null;

  @Field(() => Date, { nullable: true })
  lastMessageAt!: Date | null;

  @Field(() => Int, { description: 'Messages from the other member the signed-in member has not read.' })
  unreadCount!: number;
}

@ObjectType('DirectMessage', { description: 'One message in a conversation.' })
export class DirectMessageModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  conversationId!: string;

  @Field(() => ID)
  senderId!: string;

  @Field({ description: 'Whether the signed-in member sent it.' })
  isMine!: boolean;

  @Field()
  body!: string;

  @Field()
  createdAt!: Date;
}

@ObjectType('DirectMessagePage', { description: 'A page of a thread, oldest first.' })
export class DirectMessagePageModel {
  @Field(() => [DirectMessageModel])
  messages!: DirectMessageModel[];

  @Field({ description: 'Whether older messages remain: ask again with `before` the first id.' })
  hasMore!: boolean;
}
