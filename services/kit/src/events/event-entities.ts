import { OutboxEvent } from './outbox.entity';
import { ProcessedEvent } from './processed-event.entity';

/** The kit's entities every service adds to its DataSource's `entities` (tables made by `createKitTables`). */
export const EVENT_ENTITIES = [OutboxEvent, ProcessedEvent];
