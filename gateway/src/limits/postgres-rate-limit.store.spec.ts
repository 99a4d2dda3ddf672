import pino from 'pino';
import {
  InMemoryRateLimitCounters,
  rateLimitStoreOver,
  type RateLimitCount,
  type RateLimitCounters,
  type WindowedRateLimitStore,
} from './postgres-rate-limit.store';

const logger = pino({ level: 'silent' });

function incr(store: WindowedRateLimitStore, key: string, windowMs: number) {
  return new Promise<RateLimitCount>((resolve, reject) =>
    store.incr(
      key,
      (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)),
      windowMs,
    ),
  );
}

describe('InMemoryRateLimitCounters', () => {
  it('counts hits in a fixed window and starts a new one once it ends', async () => {
    let now = 1_000;
    const counters = new InMemoryRateLimitCounters(10, () => now);
    expect(await counters.hit('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 20_000;
    expect(await counters.hit('a', 60_000)).toEqual({ current: 2, ttl: 40_000 });
    now += 40_000;
    expect(await counters.hit('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('forgets the oldest keys beyond its size', async () => {
    const counters = new InMemoryRateLimitCounters(2, () => 0);
    await counters.hit('a', 60_000);
    await counters.hit('b', 60_000);
    await counters.hit('c', 60_000);
    expect((await counters.hit('a', 60_000)).current).toBe(1);
  });
});

describe('rateLimitStoreOver', () => {
  const hits: string[] = [];
  const shared: RateLimitCounters = {
    hit: (key) => {
      hits.push(key);
      return Promise.resolve({ current: 7, ttl: 1_000 });
    },
  };
  beforeEach(() => hits.splice(0));

  it("prefixes a route's keys with its method and URL, as the plugin's own stores do", async () => {
    const Store = rateLimitStoreOver(shared, new InMemoryRateLimitCounters(10), logger);
    const route = new Store({}).child({ routeInfo: { method: 'POST', url: '/api/auth/signin' } });
    expect(await incr(route, '203.0.113.1', 60_000)).toEqual({ current: 7, ttl: 1_000 });
    expect(hits).toEqual(['POST/api/auth/signin-203.0.113.1']);
  });

  it('counts in the process while the shared counters fail, and uses them again once they answer', async () => {
    let down = true;
    const flaky: RateLimitCounters = {
      hit: (key, windowMs) => (down ? Promise.reject(new Error('connection refused')) : shared.hit(key, windowMs)),
    };
    const store = new (rateLimitStoreOver(flaky, new InMemoryRateLimitCounters(10), logger))({});
    expect((await incr(store, 'k', 60_000)).current).toBe(1);
    expect((await incr(store, 'k', 60_000)).current).toBe(2);
    down = false;
    expect((await incr(store, 'k', 60_000)).current).toBe(7);
  });

  it('refuses settings it cannot honour', () => {
    const Store = rateLimitStoreOver(shared, new InMemoryRateLimitCounters(10), logger);
    expect(() => new Store({ exponentialBackoff: true })).toThrow(/not supported/);
  });
});
