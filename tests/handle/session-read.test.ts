/**
 * The jwt session read runs synchronously when nothing has to wait (session/jwt-read.ts), so a callback
 * that throws synchronously throws inside the read: through `handle`, `locals.auth()` must still reject
 * (a 503 kit error, logged once) and never make the hook itself throw. And the first reads of a new token
 * that arrive together share one decrypt (crypto/decode-cache.ts), each getting its own object.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { isHttpError } from '@sveltejs/kit';
import { Browser, baseConfig, collectingLogger, drive, makeAuth, type Render } from './harness.ts';

/** A page that reports how `locals.auth()` settled, instead of letting a rejection escape. */
const outcome: Render = async (event) => {
	try {
		return Response.json({ session: await event.locals.auth() });
	} catch (error) {
		return Response.json({ rejected: isHttpError(error) ? error.status : String(error) });
	}
};

type Failure = 'jwt callback throws' | 'session callback throws' | 'session callback rejects';

/** A signed-in browser whose next reads fail as `failure` says (the sign-in itself succeeds). */
async function signedIn(failure: Failure) {
	const { logger, errors } = collectingLogger();
	let failing = false;
	const fail = () => new Error(`${failure}: failed`);
	const auth = makeAuth(
		baseConfig({
			logger,
			callbacks: {
				jwt: ({ token }) => {
					if (failing && failure === 'jwt callback throws') throw fail();
					return token;
				},
				session: ({ session }) => {
					if (failing && failure === 'session callback throws') throw fail();
					return failing && failure === 'session callback rejects' ? Promise.reject(fail()) : session;
				}
			}
		})
	);
	const browser = new Browser(auth);
	expect((await browser.signIn()).status).toBe(302);
	// One good read first: the token is then in the decode cache, and the failing read is the synchronous one.
	expect((await (await browser.fetch('/page', {}, outcome)).json()).session?.user?.name).toBe('Demo');
	failing = true;
	return { browser, errors };
}

afterEach(() => vi.restoreAllMocks());

describe('a callback that fails during a signed-in read', () => {
	for (const failure of ['jwt callback throws', 'session callback throws', 'session callback rejects'] as const) {
		test(`${failure}: locals.auth() rejects with a 503, the page still answers, the error is logged once`, async () => {
			const { browser, errors } = await signedIn(failure);
			const response = await browser.fetch('/page', {}, outcome);
			expect(response.status).toBe(200);
			expect(await response.json()).toEqual({ rejected: 503 });
			expect(errors.map((e) => e.message)).toEqual([`${failure}: failed`]);
		});
	}
});

describe('the first reads of a new session token', () => {
	test('twenty concurrent requests with a just-issued cookie run one decrypt, and each gets its own session object', async () => {
		const auth = makeAuth(baseConfig());
		const browser = new Browser(auth);
		expect((await browser.signIn()).status).toBe(302);
		const cookie = browser.cookieHeader();
		// Counted, not replaced: the real Web Crypto decrypt runs (jose's AES-CBC step of the token).
		const decrypt = vi.spyOn(crypto.subtle, 'decrypt');
		const seen: unknown[] = [];
		const keep: Render = async (event) => {
			const session = await event.locals.auth();
			seen.push(session);
			return Response.json({ session });
		};
		const responses = await Promise.all(Array.from({ length: 20 }, () => drive(auth, '/page', { headers: { cookie } }, keep)));
		const bodies = await Promise.all(responses.map((r) => r.json()));
		expect(bodies.every((b) => b.session?.user?.name === 'Demo')).toBe(true);
		expect(decrypt).toHaveBeenCalledTimes(1);
		expect(new Set(seen).size).toBe(20);
	});
});
