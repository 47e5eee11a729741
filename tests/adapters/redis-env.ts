/**
 * Redis test plumbing: Redis runs at 127.0.0.1:6379 on every development and CI machine of this project
 * (TEST_REDIS_URL overrides it). Its tests are required under CI=true (an unreachable server fails the
 * run) and skip with a message otherwise. Every run uses a key prefix of its own, so runs sharing one
 * server never see each other's keys, and deletes its keys afterwards.
 */
import { describe } from 'vitest';
import { createClient } from 'redis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A client that fails at once while the server is unreachable, instead of queueing or reconnecting. */
function newClient(url: string) {
	const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2000, reconnectStrategy: false } });
	client.on('error', () => {
		// Reported by connect() or by the command that failed.
	});
	return client;
}

export type TestRedisClient = ReturnType<typeof newClient>;

/** A connected client, or the reason there is none (after one attempt within 2 s). */
export async function connectRedis(url = REDIS_URL): Promise<TestRedisClient> {
	const client = newClient(url);
	await client.connect();
	return client;
}

async function probe(): Promise<string | null> {
	try {
		const client = await connectRedis();
		await client.close();
		return null;
	} catch (error) {
		return (error as Error).message;
	}
}

const unreachable = await probe();
if (unreachable && process.env.CI === 'true') {
	throw new Error(`CI=true but Redis at ${REDIS_URL} is unreachable (${unreachable}): Redis tests must run in CI (start it with redis-server, or set TEST_REDIS_URL)`);
}
const SKIP_NOTE = `(skipped: Redis at ${REDIS_URL} is unreachable: ${unreachable}; start redis-server or set TEST_REDIS_URL)`;
if (unreachable) console.warn(`Redis tests ${SKIP_NOTE}`);

/** `describe` that runs only when Redis answers; its title says why when skipped. */
export function describeRedis(title: string, body: () => void): void {
	describe.skipIf(!!unreachable)(unreachable ? `${title} ${SKIP_NOTE}` : title, body);
}

/** A key prefix unique to this run and `label`. */
export function uniquePrefix(label: string): string {
	return `test:${label}:${Date.now().toString(36)}:${crypto.randomUUID().slice(0, 8)}:`;
}

/** Deletes every key under `prefix` (SCAN, never KEYS on a shared server). */
export async function deletePrefix(client: TestRedisClient, prefix: string): Promise<void> {
	for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) {
		if (keys.length) await client.del(keys);
	}
}
