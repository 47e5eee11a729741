import { describe, expect, it } from 'vitest';
import { isoDate } from './iso-date.ts';

describe('isoDate: the memoised session expiry string', () => {
	it('formats exactly as Date#toISOString, on the first call and on a memo hit', () => {
		for (const ms of [0, 1_797_500_000_000, 1_797_500_000_123, -1]) {
			expect(isoDate(ms)).toBe(new Date(ms).toISOString());
			expect(isoDate(ms)).toBe(new Date(ms).toISOString());
		}
	});

	it('stays correct past its size limit (the memo is cleared, not wrong)', () => {
		const base = 1_800_000_000_000;
		for (let i = 0; i < 3000; i++) expect(isoDate(base + i * 1000)).toBe(new Date(base + i * 1000).toISOString());
		expect(isoDate(base)).toBe(new Date(base).toISOString());
	});

	it('throws the same RangeError as toISOString for an invalid time, and memoises nothing', () => {
		expect(() => isoDate(Number.NaN)).toThrow(RangeError);
		expect(() => isoDate(Number.NaN)).toThrow(RangeError);
	});
});
