import { expect, test, type BrowserContext } from '@playwright/test';
import { signInWithCredentials } from './helpers.ts';

// Over plain http (the jwt and database servers): the flags the library writes, read back from the browser.
// The https spec proves the prefixes and Secure.

async function cookie(context: BrowserContext, name: string) {
	return (await context.cookies()).find((c) => c.name === name);
}

test('the session cookie is HttpOnly, SameSite=Lax, Path=/, not Secure over http, and expires with the session', async ({ page, context }) => {
	await signInWithCredentials(page);
	await page.waitForURL('/');
	const session = await cookie(context, 'authjs.session-token');
	expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
	// A persistent cookie: it carries the session's expiry (default maxAge 30 days), not a browser-session cookie.
	expect(session!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
	// Scripts cannot read it.
	expect(await page.evaluate(() => document.cookie)).not.toContain('session-token');
});

test('the CSRF cookie is HttpOnly, SameSite=Lax, Path=/', async ({ page, context }) => {
	// The route that hands out the token (the built-in pages do the same; this app has its own pages).
	await page.goto('/auth/csrf');
	expect(await cookie(context, 'authjs.csrf-token')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
});
