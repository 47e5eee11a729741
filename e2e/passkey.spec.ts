import { expect, test, type Page, type Request } from '@playwright/test';
import { addAuthenticator } from './authenticator.ts';
import { hydrated, uniqueEmail } from './helpers.ts';

async function signUp(page: Page, email: string) {
	await page.goto('/signin');
	await hydrated(page);
	await page.getByLabel('E-mail (to create a passkey)').fill(email);
	await page.getByRole('button', { name: 'Continue with a passkey' }).click();
	await page.waitForURL('/');
	await expect(page.getByTestId('user-email')).toHaveText(email);
}

test.describe('passkeys with a virtual authenticator', () => {
	test('sign up, sign out, and autofill (conditional UI) signs in again with the saved passkey', async ({ page, context }) => {
		const { cdp, authenticatorId } = await addAuthenticator(context, page);
		const email = uniqueEmail('passkey');
		await signUp(page, email);
		await context.clearCookies();
		// The sign-in page starts a conditional ceremony on load; the authenticator answers it with the
		// discoverable credential, as a user picking it from the autofill list would.
		await page.goto('/signin');
		await page.waitForURL('/');
		await expect(page.getByTestId('user-email')).toHaveText(email);
		const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
		expect(credentials).toHaveLength(1);
		expect(credentials[0].signCount).toBeGreaterThan(0);
	});

	test('a click right after the page loads is not undone by the autofill ceremony starting late', async ({ page, context }) => {
		await addAuthenticator(context, page);
		const email = uniqueEmail('late-autofill');
		// The autofill ceremony's options are held until the click's own options have arrived, so they land
		// while the click's ceremony runs: starting the autofill ceremony then would abort the click's.
		let release!: () => void;
		const held = new Promise<void>((resolve) => (release = resolve));
		// The click abandons the autofill's request (its AbortSignal). A browser never sends an abandoned request
		// on, but a route holding it would forward it and store its challenge cookie over the click's: it is
		// dropped here as the browser drops it. The page's abort reaches Playwright as a `requestfailed` event,
		// which may come after the click's own request is seen: the route waits for it (bounded), and forwards
		// only a request the page did not abandon, so a click that no longer abandons it still fails the test.
		const abandoned = new Set<Request>();
		page.on('requestfailed', (request) => abandoned.add(request));
		const abandonedIn = (request: Request, timeout: number) =>
			abandoned.has(request) ||
			page.waitForEvent('requestfailed', { predicate: (failed) => failed === request, timeout }).then(
				() => true,
				() => false
			);
		await page.route(/\/auth\/webauthn-options\/passkey\?action=authenticate$/, async (route) => {
			await held;
			if (await abandonedIn(route.request(), 5_000)) await route.abort().catch(() => {});
			else await route.continue();
		});
		await page.goto('/signin');
		await hydrated(page);
		await page.getByLabel('E-mail (to create a passkey)').fill(email);
		const registration = page.waitForRequest((r) => r.url().includes('/auth/webauthn-options/passkey?email='));
		await page.getByRole('button', { name: 'Continue with a passkey' }).click();
		await registration;
		release();
		await page.waitForURL('/');
		await expect(page.getByTestId('user-email')).toHaveText(email);
	});

	test('in a browser without conditional UI, the passkey button signs in', async ({ page, context }) => {
		// Browsers without autofill for passkeys report it here; the component then waits for a click.
		await page.addInitScript(() => {
			PublicKeyCredential.isConditionalMediationAvailable = async () => false;
		});
		const { cdp, authenticatorId } = await addAuthenticator(context, page);
		const email = uniqueEmail('click');
		await signUp(page, email);
		await context.clearCookies();
		await page.goto('/signin');
		await hydrated(page);
		await page.getByRole('button', { name: 'Continue with a passkey' }).click();
		await page.waitForURL('/');
		await expect(page.getByTestId('user-email')).toHaveText(email);
		const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
		expect(credentials[0].signCount).toBeGreaterThan(0);
	});

	test('a second passkey can be added from /account and both are listed', async ({ page, context }) => {
		await addAuthenticator(context, page);
		const email = uniqueEmail('two-keys');
		await signUp(page, email);
		await page.goto('/account');
		await hydrated(page);
		await expect(page.getByTestId('passkey')).toHaveCount(1);
		// A second authenticator (a security key; Chrome allows one platform authenticator): the first
		// one is in excludeCredentials, so only the new key can answer.
		await addAuthenticator(context, page, 'usb');
		await page.getByRole('button', { name: 'Add a passkey' }).click();
		await expect(page.getByTestId('passkey')).toHaveCount(2);
	});

	test('a user cancelling the ceremony gets a clear error and no session', async ({ page }) => {
		// What the browser reports when the user dismisses the passkey dialog (WebAuthn Level 3, 5.1.3).
		await page.addInitScript(() => {
			const cancel = () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
			navigator.credentials.create = cancel;
			navigator.credentials.get = cancel;
		});
		await page.goto('/signin');
		await hydrated(page);
		await page.getByLabel('E-mail (to create a passkey)').fill(uniqueEmail('cancel'));
		await page.getByRole('button', { name: 'Continue with a passkey' }).click();
		await expect(page.getByTestId('passkey-error')).toBeVisible();
		expect(await (await page.request.get('/auth/session')).json()).toBeNull();
	});

	test('a forged WebAuthn response is refused with WebAuthnVerificationError', async ({ page, baseURL }) => {
		await page.goto('/signin');
		const options = await page.request.get('/auth/webauthn-options/passkey?action=authenticate');
		expect(options.status()).toBe(200);
		const response = await page.request.post('/auth/callback/passkey', {
			form: { action: 'authenticate', data: JSON.stringify({ id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {} }) },
			headers: { origin: baseURL! },
			maxRedirects: 0
		});
		expect(response.status()).toBe(302);
		expect(response.headers().location).toMatch(/error=WebAuthnVerificationError/);
		expect(await (await page.request.get('/auth/session')).json()).toBeNull();
	});
});
