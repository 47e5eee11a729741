/**
 * `npm run screenshots`: every page of the demo and every built-in page, light and dark, desktop and phone,
 * written to screenshots/ (git-ignored) for a person to look at. Not a test of anything: not part of
 * `npm test` (playwright.screenshots.config.ts).
 */
import { test, type Page } from '@playwright/test';
import { hydrated, signInWithCredentials, uniqueEmail } from './helpers.ts';
import { SERVERS, originOf } from './servers.ts';

const builtin = originOf(SERVERS.find((s) => s.name === 'builtin')!);

/** `path`: open it first; the app's own pages are photographed once hydrated (built-in and static pages have no script). */
async function shot(page: Page, name: string, path?: string) {
	if (path) {
		const response = await page.goto(path);
		if (!path.startsWith('http') && response?.status() !== 403) await hydrated(page);
	}
	const { project } = test.info();
	await page.screenshot({ path: `screenshots/${project.name}/${name}.png`, fullPage: true });
}

test('signed out', async ({ page }) => {
	await shot(page, 'home-signed-out', '/');
	await shot(page, 'signin', '/signin');
	await shot(page, 'signin-session-required', '/signin?callbackUrl=%2Fprotected&error=SessionRequired');
	await shot(page, 'signin-wrong-password', '/signin?error=CredentialsSignin&code=invalid_login');
	await shot(page, 'signin-account-not-linked', '/signin?error=OAuthAccountNotLinked');
	await shot(page, 'signin-link-expired', '/signin?error=Verification');
	await shot(page, 'signout-signed-out', '/signout');
	await shot(page, 'verify-request', '/verify-request?provider=nodemailer&type=email');
	await shot(page, 'not-found', '/no-such-page');
});

test('signed in as the admin', async ({ page }) => {
	await signInWithCredentials(page);
	await page.waitForURL('/');
	await shot(page, 'home-admin', '/');
	await shot(page, 'protected', '/protected');
	await shot(page, 'account', '/account');
	await shot(page, 'admin', '/admin');
	await shot(page, 'signout', '/signout');
	await shot(page, 'signin-signed-in', '/signin');
});

test('signed in without a name or role', async ({ page }) => {
	await page.goto(`/signin?login_hint=${encodeURIComponent(uniqueEmail('newcomer'))}`);
	await hydrated(page);
	await page.getByRole('button', { name: 'Sign in with Mock OAuth' }).click();
	await page.waitForURL('/');
	await shot(page, 'home-user', '/');
	await shot(page, 'account-user', '/account');
	// The hook's 403 (src/error.html).
	await shot(page, 'forbidden', '/admin');
});

test('built-in pages (an app without `pages`)', async ({ page }) => {
	for (const [name, path] of [
		['signin', '/auth/signin'],
		['signin-session-required', '/auth/signin?callbackUrl=%2Fprotected&error=SessionRequired'],
		['signin-error', '/auth/signin?error=OAuthAccountNotLinked'],
		['signout', '/auth/signout'],
		['error-configuration', '/auth/error?error=Configuration'],
		['error-verification', '/auth/error?error=Verification'],
		['verify-request', '/auth/verify-request?provider=nodemailer&type=email']
	]) {
		await shot(page, `builtin-${name}`, `${builtin}${path}`);
	}
});
