import { create, EventEnvelopeSchema, timestampFromDate, UserRegisteredSchema } from './index';
import { UserRegisteredEvent } from './contracts';
import {
  decodeEventMessage,
  defineEvent,
  encodeEventMessage,
  EventTypeMismatchError,
  InvalidTopicError,
  type EventMessage,
} from './event-contract';

describe('defineEvent', () => {
  it('binds a message schema to a topic, typed by the message name', () => {
    expect(UserRegisteredEvent.topic).toBe('identity.users');
    expect(UserRegisteredEvent.type).toBe('village.identity.v1.UserRegistered');
    expect(UserRegisteredEvent.schema).toBe(UserRegisteredSchema);
    expect(Object.isFrozen(UserRegisteredEvent)).toBe(true);
  });

  it('types the message of a contract', () => {
    const message: EventMessage<typeof UserRegisteredEvent> = create(UserRegisteredSchema, {
      userId: 'u1',
      registeredAt: timestampFromDate(new Date(0)),
    });
    // @ts-expect-error -- a contract's message has the contract's fields only
    const wrong: EventMessage<typeof UserRegisteredEvent> = { userId: 'u1', nope: 1 };
    expect(wrong).toBeDefined();
    expect(
      decodeEventMessage(UserRegisteredEvent, {
        type: UserRegisteredEvent.type,
        payload: encodeEventMessage(UserRegisteredEvent, message),
      }),
    ).toEqual(message);
  });

  it('refuses topics that do not name a context and a family', () => {
    for (const topic of ['users', 'Identity.Users', 'identity..users', 'identity.users!', '']) {
      expect(() => defineEvent({ topic, schema: UserRegisteredSchema })).toThrow(InvalidTopicError);
    }
    expect(() => defineEvent({ topic: 'identity.user-profiles', schema: UserRegisteredSchema })).not.toThrow();
  });

  it('refuses to decode an event of another type with a contract', () => {
    const other = defineEvent({ topic: 'events.envelopes', schema: EventEnvelopeSchema });
    expect(() => decodeEventMessage(UserRegisteredEvent, { type: other.type, payload: new Uint8Array() })).toThrow(
      new EventTypeMismatchError('village.identity.v1.UserRegistered', 'village.events.v1.EventEnvelope'),
    );
  });
});
