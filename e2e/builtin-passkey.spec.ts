import { expect, test, type Page } from '@playwright/test';
import { addAuthenticator } from './authenticator.ts';
import { uniqueEmail } from './helpers.ts';

// The built-in /auth/signin page carries its own inline script for WebAuthn forms: an app that uses the
// built-in pages gets working passkeys without any component, and the page loads nothing from a CDN.

const form = (page: Page) => page.locator('#passkey-form');

async function sessionEmail(page: Page): Promise<string | null> {
	const session = await (await page.request.get('/auth/session')).json();
	return session?.user?.email ?? null;
}

/** Fails the test if the page requests anything from another origin (Auth.js loaded a script from unpkg). */
function watchForeignRequests(page: Page, baseURL: string): string[] {
	const foreign: string[] = [];
	page.on('request', (request) => {
		if (new URL(request.url()).origin !== new URL(baseURL).origin) foreign.push(request.url());
	});
	return foreign;
}

async function signUp(page: Page, email: string) {
	await page.goto('/auth/signin?callbackUrl=%2Fprotected');
	await form(page).getByLabel('Email').fill(email);
	await form(page).getByRole('button', { name: 'Continue with a passkey' }).click();
	await page.waitForURL('/protected');
	expect(await sessionEmail(page)).toBe(email);
}

test.describe('passkeys on the built-in sign-in page', () => {
	test('a new address registers a passkey from the form; later the autofill ceremony signs in with it', async ({ page, context, baseURL }) => {
		const foreign = watchForeignRequests(page, baseURL!);
		const { cdp, authenticatorId } = await addAuthenticator(context, page);
		const email = uniqueEmail('builtin-passkey');
		await signUp(page, email);
		await context.clearCookies();
		// Conditional UI starts on load; the virtual authenticator answers it as a user picking the passkey would.
		await page.goto('/auth/signin?callbackUrl=%2Fprotected');
		await page.waitForURL('/protected');
		expect(await sessionEmail(page)).toBe(email);
		const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
		expect(credentials).toHaveLength(1);
		expect(credentials[0].signCount).toBeGreaterThan(0);
		expect(foreign).toEqual([]);
	});

	test('without autofill support, the button signs in an existing passkey holder', async ({ page, context }) => {
		await page.addInitScript(() => {
			PublicKeyCredential.isConditionalMediationAvailable = async () => false;
		});
		await addAuthenticator(context, page);
		const email = uniqueEmail('builtin-button');
		await signUp(page, email);
		await context.clearCookies();
		await page.goto('/auth/signin?callbackUrl=%2Fprotected');
		await form(page).getByLabel('Email').fill(email);
		await form(page).getByRole('button', { name: 'Continue with a passkey' }).click();
		await page.waitForURL('/protected');
		expect(await sessionEmail(page)).toBe(email);
	});

	test('a cancelled prompt is explained on the page and nobody is signed in', async ({ page }) => {
		await page.addInitScript(() => {
			const cancel = () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
			navigator.credentials.create = cancel;
			navigator.credentials.get = cancel;
		});
		await page.goto('/auth/signin');
		await form(page).getByLabel('Email').fill(uniqueEmail('builtin-cancel'));
		await form(page).getByRole('button', { name: 'Continue with a passkey' }).click();
		await expect(form(page).getByRole('status')).toHaveText(/closed or timed out/);
		await expect(page).toHaveURL(/\/auth\/signin$/);
		expect(await sessionEmail(page)).toBeNull();
	});

	test('a browser without the WebAuthn JSON codecs is told so instead of posting a broken form', async ({ page }) => {
		await page.addInitScript(() => {
			delete (PublicKeyCredential as { parseCreationOptionsFromJSON?: unknown }).parseCreationOptionsFromJSON;
		});
		await page.goto('/auth/signin');
		await expect(form(page).getByRole('status')).toHaveText('This browser cannot use passkeys on this page.');
		await expect(form(page).getByRole('button', { name: 'Continue with a passkey' })).toBeDisabled();
	});
});
