/**
 * The abuse limits of the sign-in routes (docs/rate-limits.md), counted in the config's claim store, so
 * every instance sharing the store counts together. Two shapes:
 * - `countRequest`: every request counts (e-mail sign-in requests, OAuth starts, passkey options);
 * - `limitFailures`: only failed attempts count (credentials, e-mail links, passkey verifications). The
 *   attempt is counted before it runs and given back when it did not fail, so of n concurrent attempts
 *   at most `max` run at all, on any instance, and a successful sign-in never uses up the budget.
 * Only sign-in routes call these: a signed-in page view or `locals.auth()` never touches the store.
 */
import { AdapterError, RateLimited } from '../errors.ts';
import type { LimitName } from '../config/limits.ts';
import type { RateLimitRule } from '../options.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { WindowCount } from '../stores/claims.ts';
import type { RequestContext } from '../context.ts';
import { UNKNOWN_CLIENT, clientKey } from './client-address.ts';

export interface LimitCounter {
	name: LimitName;
	rule: Readonly<RateLimitRule>;
	key: string;
}

const WHAT: Record<LimitName, string> = {
	credentials: 'failed sign-ins for this account',
	credentialsPerAddress: 'failed sign-ins',
	email: 'sign-in e-mail requests',
	emailVerification: 'invalid sign-in links',
	passkeyOptions: 'passkey requests',
	passkey: 'failed passkey sign-ins',
	oauth: 'sign-in requests'
};

const warnedAddress = new WeakSet<ResolvedConfig>();

/** The client the request counts for: the adapter's address, grouped (client-address.ts), or the unknown client. */
export function clientOf(ctx: RequestContext): string {
	if (!ctx.getClientAddress) return UNKNOWN_CLIENT;
	try {
		return clientKey(ctx.getClientAddress());
	} catch (error) {
		// adapter-node throws when ADDRESS_HEADER is set but missing: a request that did not come through the proxy.
		if (!warnedAddress.has(ctx.config)) {
			warnedAddress.add(ctx.config);
			ctx.config.logger.warn('client-address', `getClientAddress() failed, so such requests count as one unknown client: ${(error as Error).message}`);
		}
		return UNKNOWN_CLIENT;
	}
}

/** The counter of limit `name` for this request's client (and `parts`, e.g. provider and identifier), or null when it is off. */
export function counterFor(ctx: RequestContext, name: LimitName, ...parts: string[]): LimitCounter | null {
	const rule = ctx.config.rateLimit.rules[name];
	// JSON keeps the parts apart whatever they contain (an IPv6 prefix, an identifier with colons).
	return rule ? { name, rule, key: `limit:${name}:${JSON.stringify([clientOf(ctx), ...parts])}` } : null;
}

async function store<T>(run: () => Promise<T>): Promise<T> {
	try {
		return await run();
	} catch (error) {
		throw new AdapterError('The claim store failed while counting an abuse limit', { cause: { err: error as Error } });
	}
}

function refuse(counter: LimitCounter, hit: WindowCount): RateLimited {
	const seconds = Math.max(1, Math.ceil(hit.resetMs / 1000));
	return new RateLimited(`Too many ${WHAT[counter.name]} from this client. Try again in ${seconds} seconds.`, seconds, {
		cause: { limit: counter.name }
	});
}

/** Gives back counted hits; a store that fails here is logged and never hides the answer. */
async function giveBack(ctx: RequestContext, counters: LimitCounter[]): Promise<void> {
	for (const counter of counters) {
		await ctx.config.claimStore.decrement(counter.key).catch((error: unknown) =>
			ctx.config.logger.error(new AdapterError('The claim store failed while giving back a counted attempt', { cause: { err: error as Error } }))
		);
	}
}

/**
 * Counts this request against limit `name` for its client.
 * @throws RateLimited past the limit; AdapterError when the store fails (the request is refused, not let through).
 * @example await countRequest(ctx, 'oauth');
 */
export async function countRequest(ctx: RequestContext, name: LimitName): Promise<void> {
	const counter = counterFor(ctx, name);
	if (!counter) return;
	const hit = await store(() => ctx.config.claimStore.increment(counter.key, counter.rule.window));
	if (hit.count > counter.rule.max) throw refuse(counter, hit);
}

/**
 * Runs `attempt` under failure limits, broadest first: each counter takes the attempt before it runs; a
 * refused attempt gives back what it took, and so does an attempt that ends without a failure that
 * `counts`.
 * @throws RateLimited when a counter is past its limit (the attempt does not run), else what `attempt` throws.
 * @example const candidate = await limitFailures(ctx, [counterFor(ctx, 'passkey')], () => verify(), (e) => e instanceof WebAuthnVerificationError);
 */
export async function limitFailures<T>(
	ctx: RequestContext,
	counters: ReadonlyArray<LimitCounter | null>,
	attempt: () => Promise<T>,
	counts: (error: unknown) => boolean
): Promise<T> {
	const taken: LimitCounter[] = [];
	for (const counter of counters) {
		if (!counter) continue;
		const hit = await store(() => ctx.config.claimStore.increment(counter.key, counter.rule.window));
		taken.push(counter);
		if (hit.count > counter.rule.max) {
			await giveBack(ctx, taken);
			throw refuse(counter, hit);
		}
	}
	let result: T;
	try {
		result = await attempt();
	} catch (error) {
		if (!counts(error)) await giveBack(ctx, taken);
		throw error;
	}
	await giveBack(ctx, taken);
	return result;
}
