// The events that live only in Kafka: records relayed from an outbox that some consumer group has not consumed yet.
// `committedOffsets` is read BEFORE the database snapshot; `backupRecords` AFTER it copies, per partition, every record
// from the lowest offset any group still needs up to the end (key, value, headers, timestamp) into
// `<dir>/events/<topic>.ndjson`. Restore creates the topics in an empty broker and re-publishes the records to the
// same partitions, in order, before the services start (ADR 041 says why this is consistent).
import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Kafka, logLevel } from 'kafkajs';

const READ_TIMEOUT_MS = 60_000;
const SEND_BATCH = 500;

export const kafkaClient = (brokers, clientId) =>
  new Kafka({ clientId, brokers, logLevel: logLevel.NOTHING, retry: { retries: 5 } });

const userTopics = (topics) => topics.filter((topic) => !topic.startsWith('__')).sort();

async function withAdmin(kafka, work) {
  const admin = kafka.admin();
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.disconnect();
  }
}

/** Per topic and partition: the low and high watermarks and every consumer group's committed offset (-1: none). */
export async function committedOffsets(kafka) {
  return withAdmin(kafka, async (admin) => {
    const topics = userTopics(await admin.listTopics());
    const { groups } = await admin.listGroups();
    const result = {};
    for (const topic of topics) {
      const partitions = (await admin.fetchTopicOffsets(topic)).map(({ partition, low, high }) => ({
        partition,
        low: Number(low),
        high: Number(high),
        groups: {},
      }));
      for (const { groupId } of groups) {
        const [fetched] = await admin.fetchOffsets({ groupId, topics: [topic] });
        if (!fetched.partitions.some(({ offset }) => Number(offset) >= 0)) continue; // not a consumer of this topic
        for (const { partition, offset } of fetched.partitions) {
          const entry = partitions.find((p) => p.partition === partition);
          if (entry) entry.groups[groupId] = Number(offset);
        }
      }
      result[topic] = partitions.sort((a, b) => a.partition - b.partition);
    }
    return result;
  });
}

/** Where each partition's copy starts: the lowest committed offset of its groups; the low watermark if one has none. */
function startOf({ low, groups }) {
  const offsets = Object.values(groups);
  if (offsets.length === 0 || offsets.some((offset) => offset < 0)) return low;
  return Math.max(low, Math.min(...offsets));
}

const encode = (buffer) => (buffer === null || buffer === undefined ? null : Buffer.from(buffer).toString('base64'));
const decode = (text) => (text === null ? null : Buffer.from(text, 'base64'));

export async function backupRecords(kafka, offsets, dir) {
  mkdirSync(join(dir, 'events'), { recursive: true });
  const ends = await withAdmin(kafka, async (admin) => {
    const now = {};
    for (const topic of Object.keys(offsets)) {
      now[topic] = Object.fromEntries((await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, Number(p.high)]));
    }
    return now;
  });
  const topics = [];
  const lines = {};
  const pending = new Set();
  for (const [topic, partitions] of Object.entries(offsets)) {
    lines[topic] = [];
    const described = partitions.map((p) => ({
      partition: p.partition,
      from: startOf(p),
      to: ends[topic][p.partition],
    }));
    for (const { partition, from, to } of described) if (from < to) pending.add(`${topic}/${partition}`);
    topics.push({ topic, partitions: described, file: `${topic}.ndjson`, records: 0 });
  }
  if (pending.size > 0) {
    const groupId = `village-backup-${Date.now()}`;
    const consumer = kafka.consumer({ groupId, allowAutoTopicCreation: false });
    await consumer.connect();
    try {
      const wanted = topics.filter((t) => t.partitions.some((p) => pending.has(`${t.topic}/${p.partition}`)));
      await consumer.subscribe({ topics: wanted.map((t) => t.topic), fromBeginning: true });
      const done = new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`Kafka: records not read within ${READ_TIMEOUT_MS / 1000} s: ${[...pending].join(', ')}`)),
          READ_TIMEOUT_MS,
        );
        consumer
          .run({
            autoCommit: false,
            eachMessage: async ({ topic, partition, message }) => {
              const range = topics.find((t) => t.topic === topic).partitions.find((p) => p.partition === partition);
              const offset = Number(message.offset);
              if (offset >= range.from && offset < range.to) {
                lines[topic].push(
                  JSON.stringify({
                    partition,
                    offset,
                    timestamp: message.timestamp,
                    key: encode(message.key),
                    value: encode(message.value),
                    headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, encode(v)])),
                  }),
                );
              }
              if (offset >= range.to - 1) {
                pending.delete(`${topic}/${partition}`);
                if (pending.size === 0) {
                  clearTimeout(timer);
                  resolve();
                }
              }
            },
          })
          .catch(reject);
      });
      await done;
    } finally {
      await consumer.disconnect();
      await withAdmin(kafka, (admin) => admin.deleteGroups([groupId])).catch(() => undefined);
    }
  }
  for (const entry of topics) {
    entry.records = lines[entry.topic].length;
    writeFileSync(join(dir, 'events', entry.file), lines[entry.topic].map((line) => `${line}\n`).join(''));
  }
  return topics;
}

/** Into an empty broker: the topics with their partition counts, then every record to its partition, in order. */
export async function restoreRecords(kafka, dir, topics, replicationFactor = -1) {
  await withAdmin(kafka, (admin) =>
    admin.createTopics({
      waitForLeaders: true,
      topics: topics.map(({ topic, partitions }) => ({ topic, numPartitions: partitions.length, replicationFactor })),
    }),
  );
  const producer = kafka.producer({ allowAutoTopicCreation: false, idempotent: true, maxInFlightRequests: 1 });
  await producer.connect();
  let count = 0;
  try {
    for (const { topic, file, records } of topics) {
      let batch = [];
      const flush = async () => {
        if (batch.length > 0) await producer.send({ topic, acks: -1, messages: batch });
        count += batch.length;
        batch = [];
      };
      const input = createInterface({ input: createReadStream(join(dir, 'events', file)), crlfDelay: Infinity });
      let read = 0;
      for await (const line of input) {
        if (line === '') continue;
        const record = JSON.parse(line);
        read += 1;
        batch.push({
          partition: record.partition,
          timestamp: record.timestamp,
          key: decode(record.key),
          value: decode(record.value),
          headers: Object.fromEntries(Object.entries(record.headers).map(([k, v]) => [k, decode(v)])),
        });
        if (batch.length >= SEND_BATCH) await flush();
      }
      await flush();
      if (read !== records) throw new Error(`${topic}: read ${read} records, the manifest says ${records}`);
    }
  } finally {
    await producer.disconnect();
  }
  return { topics: topics.length, records: count };
}
