/**
 * Pure routing: (pathname, method, basePath) -> the auth route to run, a refusal, or null for "not ours"
 * (the app's own routes, including custom pages under basePath whose first segment is not an action name).
 */
import { MethodNotAllowed, UnknownAction, type AuthError } from '../errors.ts';

export type ActionName = 'signin' | 'signout' | 'callback' | 'session' | 'csrf' | 'providers' | 'error' | 'verify-request' | 'webauthn-options';

/** How a route's failures are answered: a redirect to a page, JSON with the error's status, or Auth.js's `400 null`. */
export type ErrorAnswer = 'page' | 'json' | 'null';

export interface RouteRule {
	methods: readonly ('GET' | 'POST')[];
	/** Whether a provider id segment is allowed / required. */
	provider: 'none' | 'optional' | 'required';
	/**
	 * State-changing POSTs that must pass the CSRF check. `provider` means: for credentials and passkey
	 * callbacks; OAuth callbacks are protected by state/PKCE/nonce instead, e-mail links by their token.
	 */
	csrf: boolean | 'provider';
	errors: ErrorAnswer;
}

export const ROUTES: Record<ActionName, RouteRule> = {
	signin: { methods: ['GET', 'POST'], provider: 'optional', csrf: true, errors: 'page' },
	signout: { methods: ['GET', 'POST'], provider: 'none', csrf: true, errors: 'page' },
	callback: { methods: ['GET', 'POST'], provider: 'required', csrf: 'provider', errors: 'page' },
	session: { methods: ['GET', 'POST'], provider: 'none', csrf: true, errors: 'null' },
	csrf: { methods: ['GET'], provider: 'none', csrf: false, errors: 'json' },
	providers: { methods: ['GET'], provider: 'none', csrf: false, errors: 'json' },
	error: { methods: ['GET'], provider: 'none', csrf: false, errors: 'page' },
	'verify-request': { methods: ['GET'], provider: 'none', csrf: false, errors: 'page' },
	'webauthn-options': { methods: ['GET'], provider: 'required', csrf: false, errors: 'json' }
};

export type RouteMatch =
	| { kind: 'action'; action: ActionName; providerId?: string; rule: RouteRule }
	| { kind: 'reject'; error: AuthError };

export function matchRoute(pathname: string, method: string, basePath: string): RouteMatch | null {
	// Every request of the app passes here: a prefix test without building `${basePath}/` each time.
	if (!pathname.startsWith(basePath) || pathname.charCodeAt(basePath.length) !== 47) return null;
	const segments = pathname.slice(basePath.length + 1).split('/').filter(Boolean);
	const action = segments[0] as ActionName | undefined;
	if (!action || !Object.hasOwn(ROUTES, action)) return null;
	const rule = ROUTES[action];
	const reject = (error: AuthError): RouteMatch => ({ kind: 'reject', error });
	if (segments.length > 2) return reject(new UnknownAction('Too many path segments'));
	let providerId: string | undefined;
	try {
		providerId = segments[1] === undefined || segments[1] === 'undefined' ? undefined : decodeURIComponent(segments[1]);
	} catch {
		return reject(new UnknownAction('Malformed provider id'));
	}
	if (providerId && rule.provider === 'none') return reject(new UnknownAction(`${action} takes no provider id`));
	if (!providerId && rule.provider === 'required') return reject(new UnknownAction(`${action} needs a provider id`));
	if (!(rule.methods as readonly string[]).includes(method)) {
		return reject(new MethodNotAllowed(`${method.slice(0, 16)} is not allowed on ${action}`, rule.methods.join(', ')));
	}
	if (action === 'signin' && method === 'GET' && providerId) return reject(new MethodNotAllowed('Sign-in with a provider needs a POST', 'POST'));
	return { kind: 'action', action, providerId, rule };
}
