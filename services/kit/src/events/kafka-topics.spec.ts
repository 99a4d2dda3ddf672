import * as proto from '@village/proto';
import { villageTopics } from './kafka-topics';

describe('villageTopics', () => {
  it('holds the topic of every event contract @village/proto exports, once, and nothing else', () => {
    const contractTopics = Object.values(proto as Record<string, unknown>)
      .filter((value): value is { topic: string; schema: unknown } =>
        Boolean(value && typeof value === 'object' && 'topic' in value && 'schema' in value),
      )
      .map((contract) => contract.topic);
    expect(contractTopics.length).toBeGreaterThan(10);
    expect(villageTopics()).toEqual([...new Set(contractTopics)].sort());
  });
});
