import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// The library's built-in pages (the `builtin` server: the demo without `pages`) pass axe-core in light and
// dark, for each page and the error values they explain; sign-in works with the keyboard alone.
const PAGES = [
	'/auth/signin',
	'/auth/signin?callbackUrl=%2Fprotected&error=SessionRequired',
	'/auth/signin?error=CredentialsSignin&code=invalid_login',
	'/auth/signin?error=OAuthAccountNotLinked',
	'/auth/signin?error=EmailSignin',
	'/auth/signout',
	'/auth/error?error=Configuration',
	'/auth/error?error=AccessDenied',
	'/auth/error?error=Verification',
	'/auth/error?error=WebAuthnVerificationError',
	'/auth/verify-request?provider=nodemailer&type=email'
];

for (const colorScheme of ['light', 'dark'] as const) {
	for (const [part, paths] of [
		['sign-in and sign-out', PAGES.filter((p) => !p.startsWith('/auth/error'))],
		['error pages', PAGES.filter((p) => p.startsWith('/auth/error'))]
	] as const) {
		test(`axe, ${colorScheme}: built-in ${part}`, async ({ page }) => {
			// axe inspects the whole page each time: several pages per test take longer than one flow.
			test.slow();
			await page.emulateMedia({ colorScheme });
			for (const path of paths) {
				await page.goto(path);
				await expectNoAxeViolations(page, `${path} (${colorScheme})`);
			}
		});
	}
}

test('keyboard only: the built-in sign-in page signs in with Tab, typing and Enter', async ({ page }) => {
	await page.goto('/auth/signin?callbackUrl=%2Fprotected');
	const username = page.getByLabel('Username', { exact: true });
	for (let i = 0; i < 15 && !(await username.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
	await expect(username).toBeFocused();
	await page.keyboard.type('demo');
	await page.keyboard.press('Tab');
	await page.keyboard.type('demo');
	await page.keyboard.press('Enter');
	await page.waitForURL('/protected');
});
