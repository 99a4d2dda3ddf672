import { ConversationReadEntity } from './conversation-read.entity';
import { ConversationEntity } from './conversation.entity';
import { ConversationsUseCase } from './conversations.use-case';
import { MessageEntity } from './message.entity';
import { MessagePermitEntity } from './message-permit.entity';
import { messagePermitsConsumers } from './message-permits.consumers';
import { MessageNotices } from './message-notices';
import { MessageStreamController } from './message-stream.controller';
import { MessagesQueries } from './messages-queries';
import { MessagesResolver } from './messages.resolver';

export const messagesEntities = [MessagePermitEntity, ConversationEntity, MessageEntity, ConversationReadEntity];

export const messagesConsumers = [...messagePermitsConsumers];

export const messagesProviders = [MessagesQueries, ConversationsUseCase, MessageNotices, MessagesResolver];

export const messagesControllers = [MessageStreamController];
