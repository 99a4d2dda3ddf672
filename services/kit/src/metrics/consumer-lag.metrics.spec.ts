import { onEvent } from '../events/event-consumer';
import { UserRegisteredEvent, UserVerifiedEvent, ServiceListedEvent } from '@village/proto';
import { consumedTopicsOf, kafkaTopicLag } from './consumer-lag.metrics';

describe('kafkaTopicLag', () => {
  const ends = [
    { partition: 0, high: '10', low: '0' },
    { partition: 1, high: '7', low: '5' },
    { partition: 2, high: '3', low: '0' },
  ];

  it('adds, over the partitions, the end offset minus the committed one', () => {
    expect(
      kafkaTopicLag(ends, [
        { partition: 0, offset: '8' },
        { partition: 1, offset: '7' },
        { partition: 2, offset: '0' },
      ]),
    ).toBe(2 + 0 + 3);
  });

  it('counts from the first offset still there where the group has committed nothing', () => {
    expect(kafkaTopicLag(ends, [{ partition: 0, offset: '-1' }])).toBe(10 + 2 + 3);
  });

  it('never goes below zero for a partition', () => {
    expect(kafkaTopicLag([{ partition: 0, high: '4', low: '0' }], [{ partition: 0, offset: '6' }])).toBe(0);
  });
});

describe('consumedTopicsOf', () => {
  it("groups the consumers' topics by consumer group, the service's own by default", () => {
    const noop = async () => undefined;
    expect(
      consumedTopicsOf('media', [
        onEvent(UserRegisteredEvent, noop),
        onEvent(UserVerifiedEvent, noop),
        onEvent(ServiceListedEvent, noop),
        onEvent(UserRegisteredEvent, noop, { group: 'media-photos' }),
      ]),
    ).toEqual([
      { group: 'media', topics: [UserRegisteredEvent.topic, ServiceListedEvent.topic].sort() },
      { group: 'media-photos', topics: [UserRegisteredEvent.topic] },
    ]);
  });
});
