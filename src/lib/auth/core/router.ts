/**
 * Pure routing: (pathname, method, basePath) -> the auth action to run, a 400/405 answer, or null for
 * "not ours" (the app's own routes, including custom pages under basePath whose first segment is not an
 * action name, AUTHJS-BEHAVIOUR.md 13).
 */
export type ActionName =
	| 'signin'
	| 'signout'
	| 'callback'
	| 'session'
	| 'csrf'
	| 'providers'
	| 'error'
	| 'verify-request'
	| 'webauthn-options';

interface RouteRule {
	methods: readonly ('GET' | 'POST')[];
	/** Whether a provider id segment is allowed / required. */
	provider: 'none' | 'optional' | 'required';
	/** State-changing POSTs that must pass the CSRF check (callbacks are protected by state/PKCE instead). */
	csrf: boolean;
}

export const ROUTES: Record<ActionName, RouteRule> = {
	signin: { methods: ['GET', 'POST'], provider: 'optional', csrf: true },
	signout: { methods: ['GET', 'POST'], provider: 'none', csrf: true },
	callback: { methods: ['GET', 'POST'], provider: 'required', csrf: false },
	session: { methods: ['GET', 'POST'], provider: 'none', csrf: true },
	csrf: { methods: ['GET'], provider: 'none', csrf: false },
	providers: { methods: ['GET'], provider: 'none', csrf: false },
	error: { methods: ['GET'], provider: 'none', csrf: false },
	'verify-request': { methods: ['GET'], provider: 'none', csrf: false },
	'webauthn-options': { methods: ['GET'], provider: 'required', csrf: false }
};

export type RouteMatch =
	| { kind: 'action'; action: ActionName; providerId?: string; rule: RouteRule }
	| { kind: 'reject'; status: 400 | 405; reason: string; allow?: string };

export function matchRoute(pathname: string, method: string, basePath: string): RouteMatch | null {
	if (!pathname.startsWith(`${basePath}/`)) return null;
	const segments = pathname.slice(basePath.length + 1).split('/').filter(Boolean);
	const action = segments[0] as ActionName | undefined;
	if (!action || !Object.hasOwn(ROUTES, action)) return null;
	const rule = ROUTES[action];
	if (segments.length > 2) return { kind: 'reject', status: 400, reason: 'Too many path segments' };
	let providerId: string | undefined;
	try {
		providerId = segments[1] === undefined || segments[1] === 'undefined' ? undefined : decodeURIComponent(segments[1]);
	} catch {
		return { kind: 'reject', status: 400, reason: 'Malformed provider id' };
	}
	if (providerId && rule.provider === 'none') return { kind: 'reject', status: 400, reason: `${action} takes no provider id` };
	if (!providerId && rule.provider === 'required') return { kind: 'reject', status: 400, reason: `${action} needs a provider id` };
	if (!(rule.methods as readonly string[]).includes(method)) {
		return { kind: 'reject', status: 405, reason: `${method} is not allowed on ${action}`, allow: rule.methods.join(', ') };
	}
	if (action === 'signin' && method === 'GET' && providerId) {
		return { kind: 'reject', status: 405, reason: 'Sign-in with a provider needs a POST', allow: 'POST' };
	}
	return { kind: 'action', action, providerId, rule };
}
