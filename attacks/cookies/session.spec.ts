/**
 * Session cookies tampered, forged, expired, oversized, chunked with gaps, duplicated, under the wrong
 * algorithm or the wrong name. The rule: anything but an authentic, unexpired session of this strategy
 * reads as signed out, and no cookie ever makes the app answer 5xx. Controls (an authentic token, its
 * chunks in any order) must read as signed in, so the cases can fail.
 */
import { expect, test, type TestInfo } from '@playwright/test';
import { serverOf } from '../../e2e/store.ts';
import { backdateSessions, storedHash } from './db.ts';
import { SESSION, flip, forgedUser, jwe, jws, realSession, unsecured, wrappedJwe, type Playwright } from './forge.ts';

/** Signed in as the demo user or the forged user, signed out, or either without a 5xx. */
type Outcome = 'in' | 'out' | 'never 5xx';
const NAMES = ['Demo User', 'Forged cookie'];
interface Setup {
	playwright: Playwright;
	baseURL: string;
	info: TestInfo;
	strategy: 'jwt' | 'database';
}
interface Case {
	title: string;
	/** What the session endpoint must say, per strategy. */
	jwt: Outcome;
	database: Outcome;
	/** The Cookie header the attacker sends. */
	cookie(setup: Setup): Promise<string>;
}

const both = (outcome: Outcome) => ({ jwt: outcome, database: outcome });
const plain = (value: string) => `${SESSION}=${value}`;
const chunks = (...parts: Array<[index: number | string, value: string]>) => parts.map(([i, v]) => `${SESSION}.${i}=${v}`).join('; ');
const halves = (token: string): [string, string] => [token.slice(0, Math.ceil(token.length / 2)), token.slice(Math.ceil(token.length / 2))];
const inHour = () => Math.floor(Date.now() / 1000) + 3600;
const agoHour = () => Math.floor(Date.now() / 1000) - 3600;
const user = forgedUser('cookie');

const CASES: Case[] = [
	// Controls: authentic tokens read as signed in.
	{ title: 'the real session cookie of a sign-in (control)', ...both('in'), cookie: async (s) => plain(await realSession(s.playwright, s.baseURL)) },
	{ title: "a JWE made with the app's secret: the jwt strategy trusts it, the database strategy only trusts stored sessions", jwt: 'in', database: 'out', cookie: async () => plain(await jwe(user)) },
	{ title: 'a JWE under A256GCM with the right key (Auth.js tokens): read by the jwt strategy', jwt: 'in', database: 'out', cookie: async () => plain(await jwe(user, { enc: 'A256GCM' })) },
	{ title: 'a JWE without a kid, with the right key: read by the jwt strategy', jwt: 'in', database: 'out', cookie: async () => plain(await jwe(user, { kid: null })) },
	{ title: 'the real session split into .0 and .1 chunks (control)', ...both('in'), cookie: async (s) => chunks(...halves(await realSession(s.playwright, s.baseURL)).map((v, i) => [i, v] as [number, string])) },
	{ title: 'the chunks sent in reverse order are joined by index (control)', ...both('in'), cookie: async (s) => { const [a, b] = halves(await realSession(s.playwright, s.baseURL)); return chunks([1, b], [0, a]); } },
	{ title: 'a valid whole cookie beside garbage chunks: the whole cookie wins', ...both('in'), cookie: async (s) => `${plain(await realSession(s.playwright, s.baseURL))}; ${chunks([0, 'garbage'], [1, 'garbage'])}` },
	// Expired and not yet valid.
	{ title: 'a JWE whose exp passed an hour ago', ...both('out'), cookie: async () => plain(await jwe(user, { exp: agoHour() })) },
	{ title: 'a JWE whose exp passed a minute ago (beyond the 15 s clock tolerance)', ...both('out'), cookie: async () => plain(await jwe(user, { exp: Math.floor(Date.now() / 1000) - 60 })) },
	{ title: 'a JWE not valid before an hour from now (nbf)', ...both('out'), cookie: async () => plain(await jwe(user, { nbf: inHour() })) },
	{ title: 'a JWE whose exp is a string', ...both('out'), cookie: async () => plain(await jwe(user, { exp: '9999999999' })) },
	{
		title: 'an expired session: exp in the past under jwt, the stored row expired under database',
		...both('out'),
		cookie: async (s) => {
			if (s.strategy === 'jwt') return plain(await jwe(user, { exp: agoHour() }));
			const token = await realSession(s.playwright, s.baseURL, 'oidc');
			await backdateSessions(s.info, token);
			return plain(token);
		}
	},
	// The right payload under the wrong key, salt, algorithm or kind of token.
	{ title: 'a JWE made with another secret', ...both('out'), cookie: async () => plain(await jwe(user, { secret: 'another-secret-that-is-at-least-32-characters' })) },
	{ title: "a JWE keyed for the __Secure- cookie's salt", ...both('out'), cookie: async () => plain(await jwe(user, { salt: `__Secure-${SESSION}` })) },
	{ title: "a JWE keyed for the CSRF cookie's salt", ...both('out'), cookie: async () => plain(await jwe(user, { salt: 'authjs.csrf-token' })) },
	{ title: "a JWE whose kid names no key of the app's", ...both('out'), cookie: async () => plain(await jwe(user, { kid: 'not-a-key' })) },
	{ title: 'a JWE with A256KW key wrapping (a key from the secret)', ...both('out'), cookie: async () => plain(await wrappedJwe(user, 'A256KW')) },
	{ title: 'a JWE with PBES2 key wrapping (the secret as password)', ...both('out'), cookie: async () => plain(await wrappedJwe(user, 'PBES2-HS256+A128KW')) },
	{ title: "a JWE to an attacker's RSA key", ...both('out'), cookie: async () => plain(await wrappedJwe(user, 'RSA-OAEP-256')) },
	{ title: 'a JWS (HS256) signed with the secret instead of a JWE', ...both('out'), cookie: async () => plain(await jws(user)) },
	{ title: 'a JWS (HS512) signed with the secret instead of a JWE', ...both('out'), cookie: async () => plain(await jws(user, 'HS512')) },
	{ title: 'an unsecured JWT (alg none)', ...both('out'), cookie: async () => plain(unsecured(user)) },
	{ title: 'a base64url JSON payload', ...both('out'), cookie: async () => plain(Buffer.from(JSON.stringify(user)).toString('base64url')) },
	// Real tokens, tampered.
	...[0, 1, 2, 3, 4].map((part) => ({
		title: `a forged JWE with one character of part ${part} changed`,
		...both('out' as Outcome),
		cookie: async () => plain(flip(await jwe(user), part))
	})),
	{ title: 'the real token with one character changed', ...both('out'), cookie: async (s) => plain(flipMiddle(await realSession(s.playwright, s.baseURL))) },
	{ title: 'the real token in upper case', ...both('out'), cookie: async (s) => plain((await realSession(s.playwright, s.baseURL)).toUpperCase()) },
	{ title: 'the real token truncated by one character', ...both('out'), cookie: async (s) => plain((await realSession(s.playwright, s.baseURL)).slice(0, -1)) },
	{ title: 'the real token with a sixth segment appended', ...both('out'), cookie: async (s) => plain(`${await realSession(s.playwright, s.baseURL)}.AAAA`) },
	{ title: 'the real token twice, concatenated', ...both('out'), cookie: async (s) => { const t = await realSession(s.playwright, s.baseURL); return plain(t + t); } },
	// Malformed and oversized values.
	{ title: 'an empty session cookie', ...both('out'), cookie: async () => plain('') },
	{ title: 'five dots', ...both('out'), cookie: async () => plain('.....') },
	{ title: 'a malformed percent-encoding', ...both('out'), cookie: async () => plain('%E0%A4%A') },
	{ title: 'an encoded NUL byte and line break', ...both('out'), cookie: async () => plain('abc%00%0d%0adef') },
	{ title: 'percent-encoded non-ASCII text', ...both('out'), cookie: async () => plain(encodeURIComponent('сессия-🍪'.repeat(20))) },
	{ title: 'an 8 KiB random value', ...both('out'), cookie: async () => plain('x'.repeat(8 * 1024)) },
	{ title: 'a 14 KiB value (close to the header limit)', ...both('out'), cookie: async () => plain('y'.repeat(14 * 1024)) },
	{ title: '200 chunk cookies of garbage', ...both('out'), cookie: async () => chunks(...Array.from({ length: 200 }, (_, i) => [i, 'z'.repeat(20)] as [number, string])) },
	// Chunk gaps and odd chunk names.
	{ title: 'chunks .0 and .2 of the real token (a gap)', ...both('out'), cookie: async (s) => { const [a, b] = halves(await realSession(s.playwright, s.baseURL)); return chunks([0, a], [2, b]); } },
	{ title: 'only chunk .1 of the real token', ...both('out'), cookie: async (s) => chunks([1, halves(await realSession(s.playwright, s.baseURL))[1]]) },
	{ title: 'only chunk .0 of the real token', ...both('out'), cookie: async (s) => chunks([0, halves(await realSession(s.playwright, s.baseURL))[0]]) },
	{ title: 'chunks named .00 and .01 (not chunk names)', ...both('out'), cookie: async (s) => { const [a, b] = halves(await realSession(s.playwright, s.baseURL)); return chunks(['00', a], ['01', b]); } },
	{ title: 'garbage whole cookie beside valid chunks: the whole cookie wins', ...both('out'), cookie: async (s) => { const [a, b] = halves(await realSession(s.playwright, s.baseURL)); return `${plain('garbage')}; ${chunks([0, a], [1, b])}`; } },
	{ title: 'the stored hash of a real session as the cookie (a copy of a stolen database)', ...both('out'), cookie: async (s) => plain(storedHash(await realSession(s.playwright, s.baseURL))) },
	// Other names.
	{ title: 'the real token under the __Secure- name over http', ...both('out'), cookie: async (s) => `__Secure-${plain(await realSession(s.playwright, s.baseURL))}` },
	{ title: 'the real token under a prefix-matching name (session-tokenX)', ...both('out'), cookie: async (s) => `${SESSION}X=${await realSession(s.playwright, s.baseURL)}` },
	{ title: "a forged JWE under NextAuth v4's cookie name", ...both('out'), cookie: async () => `next-auth.session-token=${await jwe(user, { salt: 'next-auth.session-token' })}` },
	// Duplicates: whichever copy is read, nobody else's session and no 5xx.
	{ title: 'the session cookie twice, garbage first', ...both('never 5xx'), cookie: async (s) => `${plain('garbage')}; ${plain(await realSession(s.playwright, s.baseURL))}` },
	{ title: 'the session cookie twice, garbage second', ...both('never 5xx'), cookie: async (s) => `${plain(await realSession(s.playwright, s.baseURL))}; ${plain('garbage')}` },
	{ title: 'two real sessions of two users under one name', ...both('never 5xx'), cookie: async (s) => `${plain(await realSession(s.playwright, s.baseURL, 'oidc'))}; ${plain(await realSession(s.playwright, s.baseURL))}` }
];

function flipMiddle(token: string): string {
	const at = Math.floor(token.length / 2);
	return token.slice(0, at) + (token[at] === 'a' ? 'b' : 'a') + token.slice(at + 1);
}

test.describe('session cookies', () => {
	for (const c of CASES) {
		test(`${c.title}: jwt ${c.jwt}, database ${c.database}`, async ({ playwright, request, baseURL }, info) => {
			const strategy = serverOf(info) as Setup['strategy'];
			const cookie = await c.cookie({ playwright, baseURL: baseURL!, info, strategy });
			const page = await request.get('/', { headers: { cookie } });
			expect(page.status(), 'a page that reads the session never fails').toBeLessThan(500);
			const answer = await request.get('/auth/session', { headers: { cookie } });
			expect(answer.status(), 'never a server error').toBeLessThan(500);
			const session = answer.status() === 200 ? ((await answer.json()) as { user?: { name?: string } } | null) : null;
			const expected = c[strategy];
			if (expected === 'in') expect(NAMES, 'signed in as the user the token names').toContain(session?.user?.name);
			if (expected === 'out') expect(session, 'read as signed out').toBeNull();
			if (expected === 'never 5xx' && session) expect(session.user?.name, "one of the cookies' own users").toBeTruthy();
		});
	}
});
