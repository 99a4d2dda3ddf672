import type { Admin } from 'kafkajs';
import { Topics } from '@village/proto';

/** How the topics of Village are created: set by operators (chart values), never by the services. */
export interface TopicSettings {
  partitions: number;
  replicationFactor: number;
  minInsyncReplicas: number;
}

/** Every topic of @village/proto's event contracts, sorted. */
export function villageTopics(): string[] {
  return [...new Set<string>(Object.values(Topics))].sort();
}

export class MissingTopicsError extends Error {
  constructor(readonly topics: readonly string[]) {
    super(
      `Kafka topic(s) ${topics.join(', ')} do not exist: the services never create topics; ` +
        "run the topic provisioning (node services/kit/dist/src/events/provision-topics-main.js, the chart's " +
        'topics hook Job) first',
    );
    this.name = 'MissingTopicsError';
  }
}

/** The topics among `topics` that the cluster does not have. */
export async function missingTopics(admin: Admin, topics: readonly string[]): Promise<string[]> {
  const existing = new Set(await admin.listTopics());
  return [...new Set(topics)].filter((topic) => !existing.has(topic));
}

export interface ProvisionResult {
  created: string[];
  existing: string[];
}

/**
 * Creates the topics the cluster lacks with the given partitions, replication factor and `min.insync.replicas`,
 * waiting for their leaders. Idempotent: existing topics are left as they are (adding partitions would move keys
 * to other partitions and break per-key order; an operator does that deliberately).
 */
export async function provisionTopics(
  admin: Admin,
  topics: readonly string[],
  settings: TopicSettings,
): Promise<ProvisionResult> {
  const missing = await missingTopics(admin, topics);
  if (missing.length > 0) {
    await admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((topic) => ({
        topic,
        numPartitions: settings.partitions,
        replicationFactor: settings.replicationFactor,
        configEntries: [{ name: 'min.insync.replicas', value: String(settings.minInsyncReplicas) }],
      })),
    });
  }
  // Another provisioner may have created some of them meanwhile (createTopics then reports them as existing).
  const stillMissing = await missingTopics(admin, missing);
  if (stillMissing.length > 0) throw new MissingTopicsError(stillMissing);
  const created = new Set(missing);
  return { created: missing, existing: [...new Set(topics)].filter((topic) => !created.has(topic)) };
}
