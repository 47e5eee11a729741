/**
 * A misbehaving identity provider (the mock IdP's per-request `mock_fault`), stolen and replayed codes, and
 * check cookies of another browser or provider. The rule: the production build refuses each with an error
 * page, signs nobody in and stores nobody.
 */
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../../e2e/helpers.ts';
import { hasUser } from '../../e2e/store.ts';
import { finishOAuth as callback, startOAuth as startAt } from '../support.ts';

const FAULTS: Array<[fault: string, error: string]> = [
	['wrong-nonce', 'Configuration'],
	['wrong-iss', 'Configuration'],
	['wrong-aud', 'Configuration'],
	['expired', 'Configuration'],
	['unsigned', 'Configuration'],
	['foreign-key', 'Configuration'],
	['client-secret-hmac', 'Configuration'],
	['wrong-state', 'Configuration'],
	['wrong-iss-param', 'Configuration'],
	['error', 'OAuthCallbackError']
];

test.describe('a misbehaving identity provider is refused by the production build', () => {
	for (const [fault, error] of FAULTS) {
		test(`mock_fault=${fault}: ${error}, no session, no user stored`, async ({ request, baseURL }, info) => {
			const email = uniqueEmail(`fault-${fault}`);
			const answer = await callback(request, await startAt(request, baseURL!, 'mock-oidc', { login_hint: email, mock_fault: fault }));
			expect(answer).toEqual({ status: 302, error, session: false });
			expect(await (await request.get('/auth/session')).json()).toBeNull();
			expect(hasUser(info, email)).toBe(false);
		});
	}
});

test.describe('codes and check cookies bound to their browser and provider', () => {
	test("another browser's code at my callback fails PKCE and state: no session for either", async ({ playwright, baseURL }, info) => {
		const victimEmail = uniqueEmail('victim');
		const victim = await playwright.request.newContext({ baseURL });
		const attacker = await playwright.request.newContext({ baseURL });
		try {
			const victimsCallback = await startAt(victim, baseURL!, 'mock-oidc', { login_hint: victimEmail });
			await startAt(attacker, baseURL!, 'mock-oidc', { login_hint: uniqueEmail('attacker') });
			// The attacker's own browser, with its own check cookies, redeems the victim's code.
			const stolen = await callback(attacker, victimsCallback);
			expect(stolen).toEqual({ status: 302, error: 'Configuration', session: false });
			expect(hasUser(info, victimEmail)).toBe(false);
		} finally {
			await victim.dispose();
			await attacker.dispose();
		}
	});

	for (const check of ['pkce.code_verifier', 'nonce'] as const) {
		test(`with every other check cookie of the victim, another browser's ${check} cookie alone refuses the victim's code`, async ({ playwright, baseURL }) => {
			const victim = await playwright.request.newContext({ baseURL });
			const attacker = await playwright.request.newContext({ baseURL });
			try {
				const victimsCallback = await startAt(victim, baseURL!, 'mock-oidc', { login_hint: uniqueEmail('victim') });
				await startAt(attacker, baseURL!, 'mock-oidc', { login_hint: uniqueEmail('attacker') });
				const own = (await attacker.storageState()).cookies.find((c) => c.name.endsWith(check))!;
				const cookies = [...(await victim.storageState()).cookies.filter((c) => !c.name.endsWith(check)), own];
				// Only this one check binds the answer to the browser now: state and the rest are the victim's.
				const mixed = await playwright.request.newContext({ baseURL, storageState: { cookies, origins: [] } });
				expect(await callback(mixed, victimsCallback)).toEqual({ status: 302, error: 'Configuration', session: false });
				await mixed.dispose();
			} finally {
				await victim.dispose();
				await attacker.dispose();
			}
		});
	}

	test('a replayed callback (the code already redeemed) signs nobody in', async ({ playwright, baseURL }) => {
		const first = await playwright.request.newContext({ baseURL });
		const second = await playwright.request.newContext({ baseURL });
		try {
			const url = await startAt(first, baseURL!, 'mock-oidc', { login_hint: uniqueEmail('replay') });
			expect((await callback(first, url)).session).toBe(true);
			// The same callback again, from a browser that started a sign-in of its own (fresh check cookies).
			await startAt(second, baseURL!, 'mock-oidc', { login_hint: uniqueEmail('replayer') });
			expect(await callback(second, url)).toEqual({ status: 302, error: 'Configuration', session: false });
		} finally {
			await first.dispose();
			await second.dispose();
		}
	});

	test("a callback for mock-oidc with mock-oauth's check cookies is refused (cookies bound to their provider)", async ({ request, baseURL }) => {
		const oauthCallback = new URL(await startAt(request, baseURL!, 'mock-oauth', { login_hint: uniqueEmail('cross') }));
		const crossed = `/auth/callback/mock-oidc${oauthCallback.search}`;
		expect(await callback(request, crossed)).toEqual({ status: 302, error: 'Configuration', session: false });
	});
});
