/**
 * The abuse limits of the sign-in routes, settled once at startup: the defaults, the app's overrides, and
 * the limits it turned off by name. What each limit counts, and why these numbers: docs/rate-limits.md.
 * A value that cannot be a limit (0, a negative or fractional number, NaN from a bad environment variable)
 * stops startup: a typo must never turn a limit off.
 */
import type { RateLimitOptions, RateLimitRule } from '../options.ts';

export type LimitName = keyof RateLimitOptions;

const MINUTE = 60;

/** On by default, each sized so a person never meets it and a script meets it within minutes. */
export const DEFAULT_LIMITS: Readonly<Record<LimitName, RateLimitRule>> = Object.freeze({
	credentials: { window: 15 * MINUTE, max: 5 },
	credentialsPerAddress: { window: 15 * MINUTE, max: 30 },
	email: { window: 15 * MINUTE, max: 10 },
	emailVerification: { window: 15 * MINUTE, max: 10 },
	passkeyOptions: { window: MINUTE, max: 60 },
	passkey: { window: 15 * MINUTE, max: 10 },
	oauth: { window: MINUTE, max: 30 }
});

/** Every limit, resolved: its rule, or null when the app turned it off. */
export interface ResolvedLimits {
	readonly rules: Readonly<Record<LimitName, Readonly<RateLimitRule> | null>>;
	/** The limits the app turned off, for the startup warning. */
	readonly off: readonly LimitName[];
}

const isLimitName = (name: string): name is LimitName => Object.hasOwn(DEFAULT_LIMITS, name);

function checkNumber(name: LimitName, key: keyof RateLimitRule, value: unknown): number {
	if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
		throw new TypeError(
			`rateLimit.${name}.${key} must be a whole number of at least 1 (got ${String(value).slice(0, 40)}); to turn the limit off, set rateLimit.${name} to false.`
		);
	}
	return value;
}

/**
 * The limits of a configuration.
 * @throws TypeError for an unknown limit name, `rateLimit: false`, or a rule that is not whole numbers >= 1.
 * @example resolveLimits({ credentials: { max: 10 }, oauth: false })
 */
export function resolveLimits(options: RateLimitOptions | undefined): ResolvedLimits {
	if (options !== undefined && (options === null || typeof options !== 'object')) {
		throw new TypeError('rateLimit must be an object; limits are turned off one by one by name, e.g. rateLimit: { oauth: false }.');
	}
	const given = (options ?? {}) as Record<string, unknown>;
	for (const name of Object.keys(given)) {
		if (!isLimitName(name)) throw new TypeError(`rateLimit.${name} is not a limit; the limits are ${Object.keys(DEFAULT_LIMITS).join(', ')}.`);
	}
	const rules = {} as Record<LimitName, RateLimitRule | null>;
	const off: LimitName[] = [];
	for (const name of Object.keys(DEFAULT_LIMITS) as LimitName[]) {
		const value = given[name];
		if (value === false) {
			rules[name] = null;
			off.push(name);
			continue;
		}
		if (value !== undefined && (value === null || typeof value !== 'object')) {
			throw new TypeError(`rateLimit.${name} must be { window, max } or false.`);
		}
		const rule = { ...DEFAULT_LIMITS[name], ...(value as Partial<RateLimitRule> | undefined) };
		rules[name] = Object.freeze({ window: checkNumber(name, 'window', rule.window), max: checkNumber(name, 'max', rule.max) });
	}
	return Object.freeze({ rules: Object.freeze(rules), off: Object.freeze(off) });
}
