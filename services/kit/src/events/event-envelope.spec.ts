import {
  create,
  timestampFromDate,
  UserRegisteredSchema,
  UserRegisteredEvent,
  decodeEventMessage,
} from '@village/proto';
import { createEnvelope, decodeEnvelope, encodeEnvelope, InvalidEnvelopeError } from './event-envelope';

const registered = {
  userId: '7f1c2b7e-8d0a-4b8e-9a53-1c2d3e4f5a6b',
  fullName: 'Ada Parent',
  email: 'ada@example.org',
  city: 'Leeds',
  postcode: 'LS1 4AP',
  country: 'United Kingdom',
  isSingleParent: true,
  isLookingForColiving: false,
  offersServices: true,
  profilePhotoId: 'upload-123',
  registeredAt: timestampFromDate(new Date('2025-11-21T10:00:00.000Z')),
};

describe('event envelope', () => {
  it('round-trips through the protobuf EventEnvelope', () => {
    const envelope = createEnvelope(UserRegisteredEvent, registered, {
      key: registered.userId,
      correlationId: 'req-0001-abcd',
      traceParent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      occurredAt: new Date('2025-11-21T10:00:00.123Z'),
    });

    const decoded = decodeEnvelope('identity.users', encodeEnvelope(envelope));

    expect(decoded).toEqual(envelope);
    expect(decoded.type).toBe('village.identity.v1.UserRegistered');
    expect(decoded.occurredAt.toISOString()).toBe('2025-11-21T10:00:00.123Z');
    const message = decodeEventMessage(UserRegisteredEvent, decoded);
    expect(message).toEqual(create(UserRegisteredSchema, registered));
    expect(message.profilePhotoId).toBe('upload-123');
  });

  it('keeps an absent correlation id and optional field absent', () => {
    const { profilePhotoId: _omitted, ...withoutPhoto } = registered;
    const envelope = createEnvelope(UserRegisteredEvent, withoutPhoto, { key: registered.userId });

    const decoded = decodeEnvelope('identity.users', encodeEnvelope(envelope));

    expect(decoded.correlationId).toBeUndefined();
    expect('correlationId' in decoded).toBe(false);
    expect(decodeEventMessage(UserRegisteredEvent, decoded).profilePhotoId).toBeUndefined();
  });

  it('gives every event a new UUID unless one is given', () => {
    const a = createEnvelope(UserRegisteredEvent, registered, { key: 'k' });
    const b = createEnvelope(UserRegisteredEvent, registered, { key: 'k' });
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.id).not.toBe(b.id);
  });

  it('refuses garbage, a non-UUID id and an empty key', () => {
    expect(() => decodeEnvelope('identity.users', new Uint8Array([0xff, 0xff, 0xff]))).toThrow(InvalidEnvelopeError);
    expect(() => createEnvelope(UserRegisteredEvent, registered, { key: 'k', id: 'not-a-uuid' })).toThrow(
      'Event id is not a UUID: "not-a-uuid"',
    );
    expect(() => createEnvelope(UserRegisteredEvent, registered, { key: '' })).toThrow('has an empty key');
  });
});
