import { expect, test, type BrowserContext } from '@playwright/test';
import { encode } from '../src/lib/auth/crypto/jwt.ts';
import { hydrated, signInWithCredentials, uniqueEmail } from './helpers.ts';
import { SECRET } from './servers.ts';

// The production build behind a TLS proxy, as users reach it: every cookie of the library is Secure, with the
// `__Secure-` prefix (the CSRF cookie: `__Host-`, which also forbids a Domain and requires Path=/).

async function cookie(context: BrowserContext, name: string) {
	return (await context.cookies()).find((c) => c.name === name);
}

const LIBRARY = { secure: true, httpOnly: true, sameSite: 'Lax', path: '/' } as const;

test.describe('over https', () => {
	test('credentials sign-in sets __Secure-authjs.session-token: Secure, HttpOnly, SameSite=Lax, Path=/, no unprefixed twin', async ({ page, context }) => {
		await signInWithCredentials(page);
		await page.waitForURL('/');
		expect(await cookie(context, '__Secure-authjs.session-token')).toMatchObject(LIBRARY);
		expect(await cookie(context, 'authjs.session-token')).toBeUndefined();
		await expect(page.getByTestId('nav-user')).toHaveText('Demo User');
	});

	test('the CSRF route sets __Host-authjs.csrf-token: Secure, Path=/, no Domain', async ({ page, context }) => {
		await page.goto('/auth/csrf');
		const csrf = await cookie(context, '__Host-authjs.csrf-token');
		expect(csrf).toMatchObject(LIBRARY);
		expect(csrf!.domain).toBe('localhost');
	});

	test('an OIDC sign-in: its check cookies are __Secure- and Secure, and it signs in', async ({ page, context }) => {
		const email = uniqueEmail('tls');
		await page.goto(`/signin?login_hint=${encodeURIComponent(email)}`);
		await hydrated(page);
		// Stop at the IdP to read the check cookies the sign-in started with. The IdP's page is answered here and
		// waited for: an aborted navigation could still be committing its error page when the next goto starts,
		// which then failed with net::ERR_ABORTED.
		await page.route('**/authorize**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>At the IdP</p>' }));
		await page.getByRole('button', { name: 'Sign in with Mock OIDC' }).click();
		await page.waitForURL('**/authorize**');
		for (const name of ['__Secure-authjs.state', '__Secure-authjs.pkce.code_verifier', '__Secure-authjs.nonce', '__Secure-authjs.callback-url']) {
			expect(await cookie(context, name), name).toMatchObject(LIBRARY);
		}
		await page.unroute('**/authorize**');
		await page.goto(`/signin?login_hint=${encodeURIComponent(email)}`);
		await hydrated(page);
		await page.getByRole('button', { name: 'Sign in with Mock OIDC' }).click();
		await page.waitForURL('/');
		await expect(page.getByTestId('user-email')).toHaveText(email);
		expect(await cookie(context, '__Secure-authjs.session-token')).toMatchObject(LIBRARY);
	});

	test('an unprefixed session cookie (as plain http would set it) is not read over https', async ({ context, request, baseURL }) => {
		const token = await encode({ token: { sub: 'http-era', name: 'Http Era' }, secret: SECRET, salt: 'authjs.session-token' });
		await context.addCookies([{ name: 'authjs.session-token', value: token, url: baseURL! }]);
		const page = await context.newPage();
		const session = await page.request.get('/auth/session');
		expect(await session.json()).toBeNull();
		void request;
	});
});
