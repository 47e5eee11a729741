import { afterEach, describe, expect, it, vi } from 'vitest';
import { decode, encode } from './jwt.ts';

const secret = 'jwt-cache-test-secret-that-is-at-least-32-chars';
const salt = 'authjs.session-token';

describe('decode cache (issue 7)', () => {
	afterEach(() => vi.useRealTimers());

	it('a cached token still expires: exp is re-checked on every hit', async () => {
		vi.useFakeTimers({ toFake: ['Date'] });
		const token = await encode({ token: { sub: 'u1' }, secret, salt, maxAge: 60 });
		expect((await decode({ token, secret, salt }))?.sub).toBe('u1');
		vi.setSystemTime(Date.now() + 60_000 + 16_000);
		expect(await decode({ token, secret, salt })).toBeNull();
	});

	it('a cache hit needs the same secret and salt, and returns a fresh object each time', async () => {
		const token = await encode({ token: { sub: 'u2' }, secret, salt });
		const first = await decode({ token, secret, salt });
		first!.sub = 'mutated';
		expect((await decode({ token, secret, salt }))?.sub).toBe('u2');
		expect(await decode({ token, secret: `${secret}-rotated`, salt })).toBeNull();
		expect(await decode({ token, secret, salt: '__Secure-authjs.session-token' })).toBeNull();
	});
});
