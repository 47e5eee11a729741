import { describe, expect, it } from 'vitest';
import { MemoryClaimStore } from './claims.ts';

// The memory store's own rules on a fake clock; the contract every store keeps runs on the real backends in
// tests/adapters/claims.test.ts (memory, SQLite, PostgreSQL, Redis).
describe('MemoryClaimStore', () => {
	const clock = (start = 1_000_000) => {
		const time = { now: start };
		return { time, store: MemoryClaimStore({ now: () => time.now }) };
	};

	it('grants a key once per ttl, independently per key, and again once the ttl has passed', async () => {
		const { time, store } = clock();
		expect(await store.claim('mail:p:a@x.io', 60)).toBe(true);
		time.now += 59_999;
		expect(await store.claim('mail:p:a@x.io', 60)).toBe(false);
		expect(await store.claim('mail:p:b@x.io', 60)).toBe(true);
		expect(await store.claim('mail:q:a@x.io', 60)).toBe(true);
		time.now += 1;
		expect(await store.claim('mail:p:a@x.io', 60)).toBe(true);
	});

	it('release gives a key back at once', async () => {
		const { store } = clock();
		expect(await store.claim('k', 60)).toBe(true);
		await store.release('k');
		expect(await store.claim('k', 60)).toBe(true);
	});

	it('of concurrent claims of one key exactly one wins', async () => {
		const { store } = clock();
		const results = await Promise.all(Array.from({ length: 50 }, () => store.claim('race', 60)));
		expect(results.filter(Boolean)).toHaveLength(1);
	});

	it('forgets expired keys, so memory does not grow with traffic', async () => {
		const { time, store } = clock();
		for (let i = 0; i < 100; i++) await store.claim(`u${i}`, 60);
		expect(store.size()).toBe(100);
		time.now += 61_000;
		await store.claim('late', 60);
		expect(store.size()).toBe(1);
	});

	it('stays within maxEntries, dropping the oldest claims first', async () => {
		const time = { now: 0 };
		const store = MemoryClaimStore({ maxEntries: 10, now: () => time.now });
		for (let i = 0; i < 25; i++) await store.claim(`k${i}`, 900);
		expect(store.size()).toBeLessThanOrEqual(10);
		expect(await store.claim('k24', 900)).toBe(false);
		expect(await store.claim('k0', 900)).toBe(true);
	});

	it('counts hits in a fixed window opened by the first hit, then starts again at 1', async () => {
		const { time, store } = clock();
		expect(await store.increment('limit:a', 60)).toEqual({ count: 1, resetMs: 60_000 });
		time.now += 20_000;
		expect(await store.increment('limit:a', 600)).toEqual({ count: 2, resetMs: 40_000 });
		expect(await store.increment('limit:b', 60)).toEqual({ count: 1, resetMs: 60_000 });
		time.now += 40_000;
		expect(await store.increment('limit:a', 60)).toEqual({ count: 1, resetMs: 60_000 });
	});

	it('a hit given back lowers the count, forgets the key at zero, and does nothing once the window ended', async () => {
		const { time, store } = clock();
		await store.increment('limit:a', 60);
		await store.increment('limit:a', 60);
		await store.decrement('limit:a');
		expect(store.size()).toBe(1);
		await store.decrement('limit:a');
		expect(store.size()).toBe(0);
		await store.increment('limit:a', 60);
		time.now += 60_000;
		await store.decrement('limit:a');
		expect((await store.increment('limit:a', 60)).count).toBe(1);
	});

	it('counters share maxEntries with claims: many distinct keys never grow memory past it', async () => {
		const time = { now: 0 };
		const store = MemoryClaimStore({ maxEntries: 10, now: () => time.now });
		for (let i = 0; i < 25; i++) await store.increment(`limit:${i}`, 900);
		for (let i = 0; i < 25; i++) await store.claim(`claim:${i}`, 900);
		expect(store.size()).toBeLessThanOrEqual(10);
	});
});
