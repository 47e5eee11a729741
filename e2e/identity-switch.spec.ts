import { expect, test } from '@playwright/test';
import { encode } from '../src/lib/auth/crypto/jwt.ts';
import { hydrated, uniqueEmail } from './helpers.ts';
import { SECRET } from './servers.ts';

// The jwt server only: under the database strategy every session belongs to a stored user.
test.describe('no silent identity switch', () => {
	test('a signed-in user the adapter does not know cannot link: AccountLinkingUnavailable, and they stay who they were', async ({ page, context, baseURL }) => {
		// A valid session of a user that is not stored (a JWT-only credentials user, or one deleted since).
		const token = await encode({ token: { sub: 'not-stored-1', name: 'Ghost', email: 'ghost@example.test' }, secret: SECRET, salt: 'authjs.session-token' });
		await context.addCookies([{ name: 'authjs.session-token', value: token, url: baseURL! }]);
		await page.goto(`/signin?login_hint=${encodeURIComponent(uniqueEmail('switch'))}`);
		await hydrated(page);
		await page.getByRole('button', { name: 'Sign in with Mock OAuth' }).click();
		await expect(page).toHaveURL(/\/signin\?error=AccountLinkingUnavailable$/);
		await expect(page.getByRole('alert')).toContainText('Sign out first');
		const session = await (await page.request.get('/auth/session')).json();
		expect(session?.user?.name).toBe('Ghost');
	});
});
