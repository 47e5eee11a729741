/**
 * ClaimStore on Redis, for instances that share a Redis server (or a managed Redis / Valkey).
 *
 * - A claim is `SET <key> 1 NX PX <ttl>`: Redis runs each command alone, so of concurrent claims exactly
 *   one sets the key (https://redis.io/docs/latest/commands/set/).
 * - A counter hit is one Lua script, INCR then PEXPIRE when the key has no expiry yet; Redis runs a
 *   script as one step, so no other command lands between the two
 *   (https://redis.io/docs/latest/develop/interact/programmability/eval-intro/), and a crash between
 *   them cannot leave a counter that never expires.
 * - Taking a hit back is a script too: DECR only when the count is above zero, keeping the expiry.
 *
 * Every command touches one key, so the store also works on Redis Cluster. Keys are
 * `<prefix><claim|count>:<SHA-256 hex>`: Redis holds no e-mail address, user name or client address.
 * The library loads no Redis package: the app passes its own client (node-redis, or ioredis through a
 * one-line `sendCommand`), see docs/rate-limits.md.
 */
import { sha256Hex } from '../crypto/index.ts';
import type { ClaimStore } from '../stores/claims.ts';

/**
 * What the store needs of a Redis client: one raw command, as an array of strings. node-redis clients
 * (`createClient()` from `redis`) have it as is; for ioredis pass
 * `{ sendCommand: ([command, ...args]) => redis.call(command, ...args) }`.
 */
export interface RedisCommandClient {
	sendCommand(args: string[]): Promise<unknown>;
}

export interface RedisClaimStoreOptions {
	/** Prefix of every key, e.g. per app on a shared server. Default `authjs:`. */
	prefix?: string;
}

const INCREMENT = `local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const DECREMENT = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** Runs a script by its SHA (loaded once), falling back to EVAL when the server lost it (a restart, a failover). */
function script(client: RedisCommandClient, source: string) {
	let sha: Promise<string> | undefined;
	return async (key: string, ...args: string[]): Promise<unknown> => {
		sha ??= client.sendCommand(['SCRIPT', 'LOAD', source]).then(String);
		try {
			return await client.sendCommand(['EVALSHA', await sha, '1', key, ...args]);
		} catch (error) {
			sha = undefined;
			if (!String((error as Error)?.message).startsWith('NOSCRIPT')) throw error;
			return client.sendCommand(['EVAL', source, '1', key, ...args]);
		}
	};
}

/**
 * Claims and counters on a Redis server shared by every instance. Handle the client's `error` event
 * (node-redis throws it otherwise) and consider `disableOfflineQueue: true`, so a request fails at once
 * while Redis is unreachable instead of waiting for it.
 * @example
 * import { createClient } from 'redis';
 * const redis = await createClient({ url: process.env.REDIS_URL, disableOfflineQueue: true })
 * 	.on('error', (error) => console.error('redis', error.message))
 * 	.connect();
 * SvelteKitAuth({ claimStore: RedisClaimStore(redis), ... });
 */
export function RedisClaimStore(client: RedisCommandClient, options: RedisClaimStoreOptions = {}): ClaimStore {
	const prefix = options.prefix ?? 'authjs:';
	const keyOf = async (kind: 'claim' | 'count', key: string) => `${prefix}${kind}:${await sha256Hex(key)}`;
	const increment = script(client, INCREMENT);
	const decrement = script(client, DECREMENT);
	return {
		async claim(key, ttlSeconds) {
			const reply = await client.sendCommand(['SET', await keyOf('claim', key), '1', 'NX', 'PX', String(Math.ceil(ttlSeconds * 1000))]);
			return reply !== null && reply !== undefined;
		},
		async release(key) {
			await client.sendCommand(['DEL', await keyOf('claim', key)]);
		},
		async increment(key, windowSeconds) {
			const reply = (await increment(await keyOf('count', key), String(Math.ceil(windowSeconds * 1000)))) as [unknown, unknown];
			return { count: Number(reply[0]), resetMs: Math.max(0, Number(reply[1])) };
		},
		async decrement(key) {
			await decrement(await keyOf('count', key));
		}
	};
}
