#!/usr/bin/env node
// Benchmark: generating a member's top 50 matches. Seeds 10,000 and then 100,000 matching profiles (UK postcode
// districts at random, every member with an enhanced profile, a third with weekly availability, a fifth offering a
// service) into matching's schema on an embedded PostgreSQL, then times what a match run computes for 50 members at
// random: the candidates through the location index, scoring them and keeping the best 50 (not the save). Prints
// p50/p95 at each size and the 100k/10k ratio of p95 (goals: p95 <= 150 ms at 100,000, ratio <= 3).
//   npm run bench:matching              (builds first)
//   BENCH_POSTGRES_PORT=54479 BENCH_MEMBERS=10000,100000 BENCH_SAMPLES=50 node scripts/bench-matching.mjs
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../infra/dist/embedded-postgres.js';

const require = createRequire(import.meta.url);
const { DataSource } = require('typeorm');
const kit = require('../services/kit/dist/src/index.js');
const { matchingService } = require('../services/matching/dist/src/matching.service.js');
const { findCandidates } = require('../services/matching/dist/src/matches/match-candidates.js');
const { MatchScorer } = require('../services/matching/dist/src/matches/match-scorer.js');
const { AvailabilityStore } = require('../services/matching/dist/src/availability/availability.store.js');
const { MatchingPreferencesStore } = require('../services/matching/dist/src/preferences/matching-preferences.store.js');
const { TOP_MATCHES } = require('../services/matching/dist/src/matches/generate-matches.handler.js');
const { MemberProjectionEntity } = require('../services/matching/dist/src/members/member-projection.entity.js');

const SIZES = (process.env.BENCH_MEMBERS ?? '10000,100000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 50);
const PORT = Number(process.env.BENCH_POSTGRES_PORT ?? 54479);
const BATCH = 5000;
const dataDir = join('.cache', 'bench-matching');
const clock = { now: () => new Date() };

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function seed(dataSource, districts, count) {
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const rows = Array.from({ length: size }, () => ({ id: randomUUID(), district: pick(districts) }));
    await dataSource.query(
      `INSERT INTO members (user_id, first_name, last_initial, city, postcode, country, is_single_parent,
                            is_looking_for_coliving, offers_services, registered_at, district, place, latitude, longitude)
       SELECT id, 'Member', 'B', 'City', district, 'United Kingdom', true, false, false, now(), district, place, lat, lon
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::float8[], $5::float8[]) AS t(id, district, place, lat, lon)`,
      [
        rows.map((row) => row.id),
        rows.map((row) => row.district.postcode),
        rows.map((row) => row.district.place),
        rows.map((row) => row.district.latitude),
        rows.map((row) => row.district.longitude),
      ],
    );
    await dataSource.query(
      `INSERT INTO member_profiles (user_id, parenting_situation, kids_age_range, skills_interests, languages_spoken,
                                    preferred_contact_methods, profile_updated_at)
       SELECT id, (ARRAY['solo_parent','co_parenting','new_parent','expecting'])[1 + floor(random() * 4)::int],
              (2 + floor(random() * 10)::int)::text, '', ARRAY['English'], ARRAY['chat'], now()
         FROM unnest($1::uuid[]) AS t(id)`,
      [rows.map((row) => row.id)],
    );
    const withTimes = rows.filter((_, index) => index % 3 === 0).map((row) => row.id);
    await dataSource.query(
      `INSERT INTO member_availability (user_id, rules, updated_at)
       SELECT id, jsonb_build_array(jsonb_build_object('kind', 'weekly', 'state', 'child_free',
                'days', jsonb_build_array(1 + floor(random() * 7)::int), 'from', '18:00', 'to', '21:00')), now()
         FROM unnest($1::uuid[]) AS t(id)`,
      [withTimes],
    );
    const offering = rows.filter((_, index) => index % 5 === 0).map((row) => row.id);
    await dataSource.query(
      `INSERT INTO member_offers (service_id, host_id, service_type, is_active)
       SELECT gen_random_uuid(), id, 'playdates', true FROM unnest($1::uuid[]) AS t(id)`,
      [offering],
    );
  }
  await dataSource.query('ANALYZE');
}

async function timeRuns(dataSource) {
  const availability = new AvailabilityStore(dataSource, clock);
  const scorer = new MatchScorer(availability, clock);
  const preferencesStore = new MatchingPreferencesStore(dataSource, clock);
  const sample = await dataSource.query('SELECT user_id FROM members ORDER BY random() LIMIT $1', [SAMPLES]);
  const timings = [];
  let kept = 0;
  for (const { user_id: requesterId } of sample) {
    const started = performance.now();
    const manager = dataSource.manager;
    const requester = await manager.findOneBy(MemberProjectionEntity, { userId: requesterId });
    const preferences = await preferencesStore.of(requesterId, manager);
    const candidates = await findCandidates(manager, {
      requesterId,
      centre: { latitude: requester.latitude, longitude: requester.longitude },
      maxDistanceMiles: preferences.maxDistanceMiles,
      requesterVerified: requester.isVerified,
    });
    const scored = await scorer.score(manager, requester, preferences, candidates);
    const best = scored
      .filter((candidate) => candidate.score.matchScore >= preferences.minMatchScore)
      .sort((one, other) => other.score.matchScore - one.score.matchScore)
      .slice(0, TOP_MATCHES);
    timings.push(performance.now() - started);
    kept += best.length;
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), meanKept: kept / sample.length };
}

async function main() {
  await rm(dataDir, { recursive: true, force: true });
  const postgres = await startEmbeddedPostgres({ dataDir, port: PORT, password: 'bench', fsyncOff: true });
  let dataSource;
  try {
    await postgres.ensureDatabase('bench_matching');
    const url = postgres.adminUrl('bench_matching');
    dataSource = new DataSource(kit.serviceDataSourceOptionsOf(matchingService, url, 4));
    await dataSource.initialize();
    await dataSource.query('CREATE SCHEMA IF NOT EXISTS matching');
    await dataSource.runMigrations();
    const districts = kit.readPostcodeCentroids().filter((row) => row.country === 'United Kingdom');
    const results = [];
    let seeded = 0;
    for (const size of SIZES) {
      await seed(dataSource, districts, size - seeded);
      seeded = size;
      await timeRuns(dataSource); // warm-up
      const result = await timeRuns(dataSource);
      results.push({ size, ...result });
      process.stdout.write(
        `${size.toLocaleString('en-GB')} members: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms ` +
          `(${SAMPLES} members, ${result.meanKept.toFixed(1)} matches kept on average)\n`,
      );
    }
    if (results.length >= 2) {
      const first = results[0];
      const last = results[results.length - 1];
      process.stdout.write(
        `p95 ratio ${last.size.toLocaleString('en-GB')}/${first.size.toLocaleString('en-GB')}: ${(last.p95 / first.p95).toFixed(2)}\n`,
      );
    }
  } finally {
    await dataSource?.destroy();
    await postgres.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
