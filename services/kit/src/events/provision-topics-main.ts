import { Kafka, logLevel } from 'kafkajs';
import pino from 'pino';
import { z } from 'zod';
import { loadEnvOrExit } from '../config/env';
import { kafkaConnectionFromEnv, topicSettingsFromEnv } from './events.config';
import { kafkaClientConfig } from './kafka-connection';
import { provisionTopics, villageTopics } from './kafka-topics';
import { pinoLogCreator } from './kafka.transport';

/*
 * Creates every topic of @village/proto's event contracts that the cluster lacks (a deployment step, before the
 * migrations and the services; the services never create topics). Connection as the services' (KAFKA_BROKERS,
 * KAFKA_SSL, KAFKA_SSL_CA_FILE, KAFKA_SASL_*); KAFKA_CLIENT_ID defaults to village-topics. Topic settings:
 * KAFKA_TOPIC_PARTITIONS (3), KAFKA_TOPIC_REPLICATION_FACTOR (3), KAFKA_TOPIC_MIN_INSYNC_REPLICAS (2).
 */
const count = z.string().regex(/^\d+$/, 'expected a whole number').optional();
const env = loadEnvOrExit(
  z.object({
    KAFKA_BROKERS: z.string().min(1),
    KAFKA_CLIENT_ID: z.string().min(1).default('village-topics'),
    KAFKA_SSL: z.enum(['true', 'false']).optional(),
    KAFKA_SSL_CA_FILE: z.string().min(1).optional(),
    KAFKA_SASL_MECHANISM: z.enum(['plain', 'scram-sha-256', 'scram-sha-512']).optional(),
    KAFKA_SASL_USERNAME: z.string().min(1).optional(),
    KAFKA_SASL_PASSWORD: z.string().min(1).optional(),
    KAFKA_TOPIC_PARTITIONS: count,
    KAFKA_TOPIC_REPLICATION_FACTOR: count,
    KAFKA_TOPIC_MIN_INSYNC_REPLICAS: count,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  }),
  'kafka-topics',
);

async function main(): Promise<string> {
  const settings = topicSettingsFromEnv(env);
  const logger = pino({ level: env.LOG_LEVEL });
  const kafka = new Kafka({
    ...kafkaClientConfig(kafkaConnectionFromEnv(env)),
    logLevel: logLevel.WARN,
    logCreator: pinoLogCreator(logger),
  });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const { created, existing } = await provisionTopics(admin, villageTopics(), settings);
    return (
      `kafka topics: created ${created.length ? created.join(', ') : 'none'}; ${existing.length} already existed ` +
      `(partitions ${settings.partitions}, replication factor ${settings.replicationFactor}, ` +
      `min.insync.replicas ${settings.minInsyncReplicas})`
    );
  } finally {
    await admin.disconnect();
  }
}

main().then(
  (line) => process.stdout.write(`${line}\n`),
  (error: unknown) => {
    process.stderr.write(
      `kafka topics: provisioning failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
