import { safeSignIn } from '../../auth.ts';
import type { Actions, PageServerLoad } from './$types';

// This page is also the demo's error page (pages.signIn and pages.error in src/auth.ts): the library sends
// every sign-in error here as ?error=<value>[&code=<code>], and the guards send ?error=SessionRequired.
export const load: PageServerLoad = async ({ url }) => ({
	error: url.searchParams.get('error'),
	code: url.searchParams.get('code'),
	callbackUrl: url.searchParams.get('callbackUrl') ?? '/',
	// Demo only: `?login_hint=<e-mail>` picks who the mock identity provider signs in (mocks/idp.ts).
	loginHint: url.searchParams.get('login_hint')
});

// safeSignIn returns fail(400, { error, code }) for a wrong password, and fail(429, { error: 'RateLimited',
// code: <seconds> }) past an abuse limit, instead of throwing (docs/configuration.md, docs/rate-limits.md).
export const actions: Actions = { default: safeSignIn };
