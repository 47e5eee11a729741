import { describe, expect, it } from 'vitest';
import { consumeChallenge } from '#lib/auth/flows/webauthn-replay.ts';

describe('consumeChallenge (single-use challenges)', () => {
	it('accepts a challenge once and refuses it again within its 15-minute lifetime', () => {
		const now = 1_000_000;
		expect(consumeChallenge('replay-test-a', now)).toBe(true);
		expect(consumeChallenge('replay-test-a', now + 1)).toBe(false);
		expect(consumeChallenge('replay-test-a', now + 15 * 60 * 1000 - 1)).toBe(false);
	});

	it('forgets a challenge once the challenge cookie it came from has expired', () => {
		const now = 2_000_000;
		expect(consumeChallenge('replay-test-b', now)).toBe(true);
		expect(consumeChallenge('replay-test-b', now + 15 * 60 * 1000 + 1)).toBe(true);
	});
});
