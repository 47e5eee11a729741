import { expect, test } from '@playwright/test';
import { decode, encode } from '@auth/core/jwt';
import { SECRET } from './servers.ts';
import { signInWithCredentials } from './helpers.ts';

// Users migrating from Auth.js with the same AUTH_SECRET stay signed in, and the reverse: the production
// build reads cookies @auth/core minted and writes cookies @auth/core reads. (jwt project only: the
// database strategy's cookie is an opaque token, see playwright.config.ts.)
const salt = 'authjs.session-token';

test.describe('Auth.js session cookie interop on the production build', () => {
	test('a cookie minted by @auth/core signs the user in', async ({ page, context, baseURL }) => {
		const token = await encode({ token: { name: 'Migrated User', email: 'migrated@example.test', sub: 'legacy-1' }, secret: SECRET, salt });
		await context.addCookies([{ name: salt, value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
		await page.goto('/');
		await expect(page.getByTestId('user-name')).toHaveText('Migrated User');
		const me = await (await page.request.get('/api/me')).json();
		expect(me.user).toMatchObject({ email: 'migrated@example.test', id: 'legacy-1' });
	});

	test('the cookie this app writes decodes in @auth/core', async ({ page, context }) => {
		await signInWithCredentials(page);
		await page.waitForURL('/');
		const cookie = (await context.cookies()).find((c) => c.name === salt)!;
		const payload = await decode({ token: cookie.value, secret: SECRET, salt });
		expect(payload).toMatchObject({ name: 'Demo User', email: 'demo@example.test', sub: 'demo-user' });
	});
});
