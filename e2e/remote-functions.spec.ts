import { expect, test, signInAs } from './fixtures.ts';
import { expectSignedOut, hydrated, linkIn, uniqueEmail, waitForMail } from './helpers.ts';
import { grantsOf, signInWithTtl } from './tokens.ts';
import type { Page } from '@playwright/test';

// The demo's /remote page signs in and out through the remote functions of src/auth.remote.ts
// (docs/remote-functions.md), on the production build, under both session strategies.

async function fillCredentials(page: Page, password: string) {
	await page.getByLabel('Username', { exact: true }).fill('demo');
	await page.getByLabel('Password', { exact: true }).fill(password);
	await page.getByRole('button', { name: 'Sign in (remote form)' }).click();
}

/** The remote form's action (`?/remote=<id>`) and the suffix kit binds its field names to. */
async function remoteForm(page: Page, button: string): Promise<{ action: string; field: (name: string) => string }> {
	const form = page.locator('form', { has: page.getByRole('button', { name: button }) });
	const action = (await form.getAttribute('action'))!;
	const id = decodeURIComponent(action.replace(/^\?\/remote=/, '')).replace(/\/"[^"]*"$/, '');
	return { action, field: (name) => `${name}/${id}` };
}

test.describe('remote functions with JavaScript', () => {
	test('the remote sign-in form signs in with credentials and the remote sign-out form ends the session', async ({ page }) => {
		await page.goto('/remote');
		await hydrated(page);
		await fillCredentials(page, 'demo');
		await expect(page.getByTestId('remote-user')).toHaveText('Demo User');
		expect((await (await page.request.get('/auth/session')).json()).user.name).toBe('Demo User');

		await page.getByRole('button', { name: 'Sign out (remote form)' }).click();
		await expect(page.getByTestId('remote-status')).toHaveText('Not signed in.');
		expect((await page.request.get('/api/me')).status()).toBe(401);
	});

	test('a wrong password comes back as an issue next to the credential fields, not an error page, and signs nobody in', async ({ page }) => {
		await page.goto('/remote');
		await hydrated(page);
		await fillCredentials(page, 'wrong');
		const issue = page.getByTestId('remote-credentials-issue');
		await expect(issue).toHaveText('Sign in failed. Check the details you provided are correct.');
		await expect(issue).not.toContainText(/password|username/i);
		await expect(page.getByTestId('remote-status')).toHaveText('Not signed in.');
		expect(await (await page.request.get('/auth/session')).json()).toBeNull();
	});

	test('the remote form starts an OIDC sign-in at the identity provider and comes back signed in', async ({ page }) => {
		const email = uniqueEmail('remote-oidc');
		await page.goto(`/remote?login_hint=${encodeURIComponent(email)}`);
		await hydrated(page);
		await page.getByRole('button', { name: 'Sign in with Mock OIDC (remote form)' }).click();
		await expect(page.getByTestId('remote-user')).toHaveText(`Mock ${email.split('@')[0]}`);
		expect(new URL(page.url()).pathname).toBe('/remote');
	});

	test('the remote form mails a sign-in link; an address the provider refuses is an issue on the e-mail field', async ({ page }) => {
		await page.goto('/remote');
		await hydrated(page);
		await page.getByLabel('E-mail address').fill('nobody@nodot');
		await page.getByRole('button', { name: 'Send me a sign-in link (remote form)' }).click();
		await expect(page.getByTestId('remote-email-issue')).toHaveText('The e-mail could not be sent.');

		const email = uniqueEmail('remote-link');
		await page.getByLabel('E-mail address').fill(email);
		await page.getByRole('button', { name: 'Send me a sign-in link (remote form)' }).click();
		await page.waitForURL(/\/verify-request/);
		await page.goto(linkIn(await waitForMail(email)));
		await page.goto('/remote');
		await expect(page.getByTestId('remote-user')).toHaveText(email);
	});

	test('the remote command updates the session through the jwt/session callbacks', async ({ page, context }) => {
		await signInAs(context, { name: 'Before Rename', email: uniqueEmail('remote-rename') });
		await page.goto('/remote');
		await hydrated(page);
		const name = `Remote ${Date.now() % 100000}`;
		await page.getByLabel('New display name').fill(name);
		await page.getByRole('button', { name: 'Save name (remote command)' }).click();
		await expect(page.getByTestId('remote-renamed')).toHaveText(`Saved: ${name}`);
		await expect(page.getByTestId('nav-user')).toHaveText(name);
		expect((await (await page.request.get('/auth/session')).json()).user.name).toBe(name);
	});
});

test.describe('remote functions without JavaScript', () => {
	test.use({ javaScriptEnabled: false });

	test('wrong password, sign-in and sign-out all work as plain form posts; the password is never echoed back', async ({ page }) => {
		await page.goto('/remote');
		await fillCredentials(page, 'wrong-password');
		await expect(page.getByTestId('remote-credentials-issue')).toHaveText('Sign in failed. Check the details you provided are correct.');
		await expect(page.getByLabel('Username', { exact: true })).toHaveValue('demo');
		expect(await page.content()).not.toContain('wrong-password');

		await fillCredentials(page, 'demo');
		await page.waitForURL('/remote');
		await expect(page.getByTestId('remote-user')).toHaveText('Demo User');
		await page.getByRole('button', { name: 'Sign out (remote form)' }).click();
		await expect(page.getByTestId('remote-status')).toHaveText('Not signed in.');
		await expectSignedOut(page);
	});
});

test.describe('remote functions refuse what the form actions refuse', () => {
	test('a foreign redirectTo lands on this origin', async ({ page, baseURL }) => {
		await page.goto('/remote');
		const { action, field } = await remoteForm(page, 'Sign in (remote form)');
		const response = await page.request.post(`/remote${action}`, {
			form: { [field('credentials.username')]: 'demo', [field('credentials._password')]: 'demo', [field('redirectTo')]: 'https://evil.test/phish' },
			headers: { origin: baseURL!, accept: 'text/html' },
			maxRedirects: 0
		});
		expect(response.status()).toBe(303);
		expect(new URL(response.headers().location).origin).toBe(baseURL);
	});

	test('an unknown provider is a 404 page, never a 500', async ({ page, baseURL }) => {
		await page.goto('/remote');
		const { action, field } = await remoteForm(page, 'Sign in (remote form)');
		const response = await page.request.post(`/remote${action}`, {
			form: { [field('provider')]: 'nope' },
			headers: { origin: baseURL!, accept: 'text/html' },
			maxRedirects: 0
		});
		expect(response.status()).toBe(404);
		expect(await response.text()).toContain('Unknown provider');
	});

	test("crafted posts to the remote sign-in form are 400 from the library, not SvelteKit's 500, and sign nobody in", async ({ page, baseURL }) => {
		await page.goto('/remote');
		const { action, field } = await remoteForm(page, 'Sign in (remote form)');
		const headers = { origin: baseURL!, accept: 'text/html' };
		const crafted: Array<[string, Record<string, string> | string]> = [
			['a field the form does not define', 'username=demo&password=demo'],
			['a bound field sent twice', `${encodeURIComponent(field('credentials.username'))}=demo&${encodeURIComponent(field('credentials.username'))}=root`],
			['a path through __proto__', { [field('credentials.__proto__.role')]: 'admin' }],
			['a name that is no property path', { [field('credentials.user-name')]: 'demo' }]
		];
		for (const [what, body] of crafted) {
			const form = typeof body === 'string' ? undefined : body;
			const data = typeof body === 'string' ? body : undefined;
			const noJs = await page.request.post(`/remote${action}`, { form, data, headers: { ...headers, ...(data ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) }, maxRedirects: 0 });
			expect(noJs.status(), `without JavaScript: ${what}`).toBe(400);
			expect(await noJs.text()).toContain('this form submission cannot be read');
		}
		// The same at kit's remote endpoint, where a JavaScript client posts; it answers in kit's JSON shape.
		const formId = field('').slice(1);
		const endpoint = await page.request.post(`/_app/remote/${formId}`, { form: { username: 'demo', password: 'demo' }, headers: { origin: baseURL! } });
		expect(endpoint.status()).toBe(400);
		expect(await endpoint.json()).toEqual({ type: 'error', error: { status: 400, message: 'Bad Request' } });
		// A call that names its page, as kit's own client does: kit then makes event.url the page's, but it is still the endpoint's post.
		const named = await page.request.post(`/_app/remote/${formId}`, { form: { username: 'demo', password: 'demo' }, headers: { origin: baseURL!, 'x-sveltekit-pathname': '/remote' } });
		expect(named.status()).toBe(400);
		// A body over the server's size limit keeps SvelteKit's own answer (413): the check reads no further than kit would.
		const huge = await page.request.post(`/remote${action}`, { data: `${encodeURIComponent(field('email'))}=${'x'.repeat(600_000)}`, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } });
		expect(huge.status()).toBe(413);
		expect(await (await page.request.get('/auth/session')).json()).toBeNull();
	});
});

test.describe('a remote query with a guard and an in-process read (SvelteKit forbids event.url in a query)', () => {
	test('an anonymous visitor is sent to sign in and back to the page, not a 500', async ({ page }) => {
		const response = await page.request.get('/remote/accounts', { headers: { accept: 'text/html' }, maxRedirects: 0 });
		expect(response.status()).toBe(303);
		const location = new URL(response.headers().location, 'http://x');
		expect(location.pathname).toBe('/signin');
		expect(location.searchParams.get('callbackUrl')).toBe('/remote/accounts');
		expect(location.searchParams.get('error')).toBe('SessionRequired');
	});

	test('a signed-in user gets the query: the guard passes and the API lists the linked accounts', async ({ page, context }) => {
		await signInAs(context, { name: 'Query Reader', email: uniqueEmail('remote-query') });
		await page.goto('/remote/accounts');
		await expect(page.getByTestId('accounts-user')).toHaveText('Query Reader');
		await expect(page.getByTestId('accounts-list')).toBeVisible();
	});
});

test.describe('a provider-token refresh inside a remote query', () => {
	test("the rotated refresh token reaches the browser on the query's response (kit refuses cookie writes in a query), so the next refresh redeems it, not the old one", async ({ page, baseURL }) => {
		const sub = await signInWithTtl(page, baseURL!, uniqueEmail('query-token'), 60);
		await page.goto('/remote/token');
		await hydrated(page);
		const fingerprints = [await page.getByTestId('token-fingerprint').textContent()];
		const before = await grantsOf(sub);
		// Two reads by the browser alone: each refreshes (60 s tokens) with the refresh token the last one stored.
		for (const n of [1, 2]) {
			await page.getByRole('button', { name: 'Read again (remote query)' }).click();
			await expect(page.getByTestId('token-reads')).toHaveText(String(n));
			fingerprints.push(await page.getByTestId('token-fingerprint').textContent());
		}
		expect(new Set(fingerprints).size, fingerprints.join(', ')).toBe(3);
		expect(fingerprints.every((f) => /^[0-9a-f]{16}$/.test(f ?? ''))).toBe(true);
		const after = await grantsOf(sub);
		expect(after.refreshes).toBe(before.refreshes + 2);
		// A second use of a refresh token would have revoked the grant.
		expect(after).toMatchObject({ reuses: 0, revokedUses: 0 });
	});
});
