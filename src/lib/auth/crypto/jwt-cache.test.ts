import { afterEach, describe, expect, it, vi } from 'vitest';
import { decode, decodeCached, encode } from './jwt.ts';

const secret = 'jwt-cache-test-secret-that-is-at-least-32-chars';
const salt = 'authjs.session-token';

describe('decode cache', () => {
	afterEach(() => vi.useRealTimers());

	it('a cached token still expires: exp is re-checked on every hit', async () => {
		vi.useFakeTimers({ toFake: ['Date'] });
		const token = await encode({ token: { sub: 'u1' }, secret, salt, maxAge: 60 });
		expect((await decode({ token, secret, salt }))?.sub).toBe('u1');
		vi.setSystemTime(Date.now() + 60_000 + 16_000);
		expect(await decode({ token, secret, salt })).toBeNull();
	});

	it('bounded at 1000 tokens: one read between every 100 new ones stays cached, one read once is evicted', async () => {
		const often = await encode({ token: { sub: 'often' }, secret, salt });
		const once = await encode({ token: { sub: 'once' }, secret, salt });
		await decode({ token: often, secret, salt });
		await decode({ token: once, secret, salt });
		for (let i = 0; i < 3000; i++) {
			const other = await encode({ token: { sub: `other-${i}` }, secret, salt });
			await decode({ token: other, secret, salt });
			if (i % 100 === 99) expect(decodeCached(often, salt, secret)?.sub).toBe('often');
		}
		expect(decodeCached(once, salt, secret)).toBeUndefined();
	});

	it('a cache hit needs the same secret and salt, and returns a fresh object each time', async () => {
		const token = await encode({ token: { sub: 'u2' }, secret, salt });
		// The first read fills the cache, the next ones hit it: a mutation of either must not leak.
		for (let i = 0; i < 3; i++) {
			const read = await decode({ token, secret, salt });
			expect(read?.sub).toBe('u2');
			read!.sub = 'mutated';
		}
		expect(await decode({ token, secret: `${secret}-rotated`, salt })).toBeNull();
		expect(await decode({ token, secret, salt: '__Secure-authjs.session-token' })).toBeNull();
	});

	it('a hit needs the whole token: another token with the same last 12 characters (the cache key) is decrypted, and refused', async () => {
		const token = await encode({ token: { sub: 'u5' }, secret, salt });
		expect((await decode({ token, secret, salt }))?.sub).toBe('u5');
		const parts = token.split('.');
		const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
		// One changed ciphertext character, and one changed tag character before the key's 12.
		const forgeries = [3, 4].map((part) => parts.map((text, i) => (i === part ? flip(text) : text)).join('.'));
		for (const forged of forgeries) {
			expect([forged === token, forged.slice(-12)]).toEqual([false, token.slice(-12)]);
			expect(await decode({ token: forged, secret, salt })).toBeNull();
			expect(decodeCached(forged, salt, secret)).toBeUndefined();
		}
		expect((await decode({ token, secret, salt }))?.sub).toBe('u5');
	});

	it('a token with nested claims is copied deeply: mutating a nested claim of one read leaves the next intact', async () => {
		const token = await encode({ token: { sub: 'u3', roles: ['admin'], org: { id: 'o1' } }, secret, salt });
		for (let i = 0; i < 3; i++) {
			const read = await decode({ token, secret, salt });
			expect(read).toMatchObject({ roles: ['admin'], org: { id: 'o1' } });
			(read!.roles as string[]).push('root');
			(read!.org as { id: string }).id = 'o2';
		}
	});

	it('rotation: a hit under a list of secrets needs the same list, and a changed list misses', async () => {
		const token = await encode({ token: { sub: 'u4' }, secret, salt });
		const list = [`${secret}-new`, secret];
		expect((await decode({ token, secret: list, salt }))?.sub).toBe('u4');
		expect((await decode({ token, secret: [...list], salt }))?.sub).toBe('u4');
		// The old secret retired: the cached payload must not outlive it.
		expect(await decode({ token, secret: [`${secret}-new`], salt })).toBeNull();
		// Mutating the array that was used does not widen what a cached entry matches.
		list[1] = 'some-other-secret-that-is-32-characters-long';
		expect(await decode({ token, secret: list, salt })).toBeNull();
	});

	it('concurrent first reads of one token share its decrypt; each reader owns its object, nested claims included', async () => {
		const token = await encode({ token: { sub: 'u6', org: { id: 'o1' } }, secret, salt });
		// Counted, not replaced: the real decrypt runs.
		const decrypt = vi.spyOn(crypto.subtle, 'decrypt');
		const reads = await Promise.all(Array.from({ length: 8 }, () => decode({ token, secret, salt })));
		expect(decrypt).toHaveBeenCalledTimes(1);
		decrypt.mockRestore();
		(reads[0]!.org as { id: string }).id = 'mutated';
		reads[1]!.sub = 'mutated';
		expect(reads.slice(2).every((read) => read?.sub === 'u6' && (read.org as { id: string }).id === 'o1')).toBe(true);
		expect(new Set(reads).size).toBe(8);
	});

	it('readers that joined a failing decrypt all get null, and the failure is not kept: the next read decrypts again', async () => {
		const token = await encode({ token: { sub: 'u7' }, secret, salt });
		// One character in the middle (the ciphertext) changed: the same last 12 characters, a different token.
		const middle = token.length >> 1;
		const tampered = token.slice(0, middle) + (token[middle] === 'A' ? 'B' : 'A') + token.slice(middle + 1);
		// The tag check (HMAC, Web Crypto's sign) is where a tampered token fails: counted, not replaced.
		const hmac = vi.spyOn(crypto.subtle, 'sign');
		const reads = await Promise.all([tampered, tampered, tampered, token].map((t) => decode({ token: t, secret, salt })));
		expect(reads.slice(0, 3)).toEqual([null, null, null]);
		// A token that only shares the cache key (the tag) did not join the tampered one's decrypt.
		expect(reads[3]?.sub).toBe('u7');
		const batch = hmac.mock.calls.length;
		expect(await decode({ token: tampered, secret, salt })).toBeNull();
		const oneDecrypt = hmac.mock.calls.length - batch;
		hmac.mockRestore();
		// The later read decrypted again (a failure is never kept), and the batch cost two decrypts, not four.
		expect(oneDecrypt).toBeGreaterThan(0);
		expect(batch).toBe(2 * oneDecrypt);
	});

	it('a forged token that shares a genuine one\'s cache key, sent while the genuine one decrypts, does not get its payload', async () => {
		const token = await encode({ token: { sub: 'u8' }, secret, salt });
		const middle = token.length >> 1;
		const forged = token.slice(0, middle) + (token[middle] === 'A' ? 'B' : 'A') + token.slice(middle + 1);
		const [genuine, joined] = await Promise.all([decode({ token, secret, salt }), decode({ token: forged, secret, salt })]);
		expect(genuine?.sub).toBe('u8');
		expect(joined).toBeNull();
	});
});
