#!/usr/bin/env node
// Benchmark: the last-seat race. On a throwaway embedded Postgres with bookings' migrations, a service takes 3 guests a
// day and 2 seats are taken; 200 different guests then ask for the last seat at once, through bookings' real
// RequestBooking use case (the capacity row's lock decides). Repeated BENCH_ROUNDS times on a new day each; prints
// the counts of every round (must be 1 booking, 199 BOOKING_FULL) and p50/p99 of a request's latency.
//   npm run bench:last-seat            (builds first)
//   BENCH_ROUNDS=5 BENCH_GUESTS=200 BENCH_POSTGRES_PORT=54397 node scripts/bench-last-seat.mjs
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startEmbeddedPostgres } from '../infra/dist/embedded-postgres.js';

const require = createRequire(import.meta.url);
const kit = require('@village/kit');
const { bookingsService } = require('../services/bookings/dist/src/bookings.service.js');
const { RequestBookingUseCase } = require('../services/bookings/dist/src/booking/request-booking.use-case.js');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GUESTS = Number(process.env.BENCH_GUESTS ?? 200);
const CAPACITY = 3;
const DATABASE = 'bench_last_seat';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;
const dayAfter = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const postgres = await startEmbeddedPostgres({
  dataDir: join('.cache', 'bench-last-seat'),
  port: Number(process.env.BENCH_POSTGRES_PORT ?? 54397),
  password: 'bench',
  fsyncOff: true,
});
let app;
try {
  await postgres.ensureDatabase(DATABASE);
  const url = postgres.adminUrl(DATABASE);
  await kit.migrateEventLog(url);
  await kit.runMigrations(kit.serviceDataSourceOptionsOf(bookingsService, url, 1));
  await kit.migrateJobQueue(url, bookingsService.schema);
  const env = kit.loadServiceEnv(bookingsService, {
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    JWKS_URL: 'http://127.0.0.1:9/unused-jwks.json',
    // The bench's members have no contacts, so no booking email is queued; nothing is sent.
    APP_URL: 'http://localhost:8080',
    SMTP_URL: 'smtp://127.0.0.1:9',
  });
  app = await kit.createServiceApp(bookingsService, env);
  await app.init();
  const requestBooking = app.get(RequestBookingUseCase);
  const { DataSource } = require('typeorm');
  const dataSource = app.get(DataSource);

  const latencies = [];
  let allRight = true;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const serviceId = randomUUID();
    const bookingDate = dayAfter(round);
    await dataSource.query(
      `INSERT INTO offered_services (service_id, host_id, type, title, pricing_type, currency, max_participants,
         status, version_at)
       VALUES ($1, $2, 'education', 'Bench lessons', 'free', 'GBP', $3, 'active', now())`,
      [serviceId, randomUUID(), CAPACITY],
    );
    for (let seat = 1; seat < CAPACITY; seat += 1)
      await requestBooking.execute(randomUUID(), { serviceId, bookingDate });

    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: GUESTS }, async () => {
        const begun = performance.now();
        try {
          await requestBooking.execute(randomUUID(), { serviceId, bookingDate });
          return { outcome: 'booked', latency: performance.now() - begun };
        } catch (error) {
          return { outcome: error?.code ?? String(error), latency: performance.now() - begun };
        }
      }),
    );
    const wall = performance.now() - started;
    const counts = {};
    for (const { outcome, latency } of outcomes) {
      counts[outcome] = (counts[outcome] ?? 0) + 1;
      latencies.push(latency);
    }
    const [{ held }] = await dataSource.query(
      'SELECT held FROM service_day_capacity WHERE service_id = $1 AND booking_date = $2',
      [serviceId, bookingDate],
    );
    const right = counts.booked === 1 && counts.BOOKING_FULL === GUESTS - 1 && held === CAPACITY;
    allRight &&= right;
    console.log(
      `round ${round}: ${JSON.stringify(counts)} held=${held} burst=${ms(wall)} ${right ? 'ok' : 'WRONG COUNTS'}`,
    );
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `${ROUNDS} bursts of ${GUESTS} requests: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`,
  );
  if (!allRight) process.exitCode = 1;
} finally {
  await app?.close();
  await postgres.stop();
}
