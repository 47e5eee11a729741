import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, resolveLimits } from './limits.ts';

describe('resolveLimits', () => {
	it('every limit is on by default', () => {
		const { rules, off } = resolveLimits(undefined);
		expect(rules).toEqual(DEFAULT_LIMITS);
		expect(off).toEqual([]);
	});

	it('a partial rule keeps the default of what it leaves out; false turns that one limit off, by name', () => {
		const { rules, off } = resolveLimits({ credentials: { max: 10 }, oauth: false, email: { window: 60, max: 3 } });
		expect(rules.credentials).toEqual({ window: DEFAULT_LIMITS.credentials.window, max: 10 });
		expect(rules.email).toEqual({ window: 60, max: 3 });
		expect(rules.oauth).toBeNull();
		expect(rules.passkey).toEqual(DEFAULT_LIMITS.passkey);
		expect(off).toEqual(['oauth']);
	});

	it.each([
		[{ credentials: { max: 0 } }, /rateLimit\.credentials\.max must be a whole number of at least 1/],
		[{ credentials: { max: Number('ten') } }, /got NaN/],
		[{ email: { window: -5 } }, /rateLimit\.email\.window/],
		[{ email: { window: 1.5 } }, /rateLimit\.email\.window/],
		[{ passkey: { max: undefined } }, /rateLimit\.passkey\.max/],
		[{ passkey: { max: Infinity } }, /rateLimit\.passkey\.max/],
		[{ oauth: null }, /rateLimit\.oauth must be \{ window, max \} or false/],
		[{ oauth: 0 }, /rateLimit\.oauth must be \{ window, max \} or false/],
		[{ credential: { max: 3 } }, /rateLimit\.credential is not a limit/],
		[false, /turned off one by one by name/]
	])('a value that cannot be a limit stops startup instead of turning it off: %j', (options, message) => {
		expect(() => resolveLimits(options as never)).toThrow(message);
	});
});
