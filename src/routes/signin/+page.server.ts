import { safeSignIn } from '../../auth.ts';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ url }) => ({
	// Shown when the auth routes redirect here (e.g. ?error=CredentialsSignin&code=invalid_login).
	error: url.searchParams.get('error'),
	code: url.searchParams.get('code'),
	callbackUrl: url.searchParams.get('callbackUrl') ?? '/',
	// Demo only: `?login_hint=<e-mail>` picks who the mock identity provider signs in (mocks/idp.ts).
	loginHint: url.searchParams.get('login_hint')
});

// safeSignIn returns fail(400, { error, code }) for a wrong password instead of throwing (docs/configuration.md).
export const actions: Actions = { default: safeSignIn };
