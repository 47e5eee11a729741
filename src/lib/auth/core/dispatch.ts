/**
 * Runs one auth route: method/CSRF policy, body, action, and the one error boundary.
 * `raw` mode (used by the form actions) rethrows AuthErrors so the action can throw or `fail()`.
 */
import { AuthError, MissingCSRF, UntrustedHost } from '../errors.ts';
import { isCsrfSafe } from '../security/csrf.ts';
import { BadBody, readBody, type Body } from './body.ts';
import { createRequestContext } from './request-context.ts';
import { configurationError, errorResponse, jsonResponse } from './respond.ts';
import { signInPage, signInPost } from '../actions/signin.ts';
import { callbackRoute } from '../actions/callback.ts';
import { signOutPage, signOutPost } from '../actions/signout.ts';
import { sessionGet, sessionUpdate } from '../actions/session.ts';
import { csrfRoute, errorPage, verifyRequestPage } from '../actions/pages.ts';
import { providersRoute } from '../actions/providers.ts';
import { webauthnOptionsRoute } from '../actions/webauthn-options.ts';
import type { RouteMatch } from './router.ts';
import type { RequestContext, ResolvedConfig } from './context.ts';

type ActionMatch = Extract<RouteMatch, { kind: 'action' }>;

function needsCsrf(ctx: RequestContext, match: ActionMatch, method: string): boolean {
	if (method !== 'POST') return false;
	if (match.rule.csrf) return true;
	const provider = match.providerId ? ctx.config.providers.find((p) => p.id === match.providerId) : undefined;
	return match.action === 'callback' && provider?.type === 'credentials';
}

async function run(ctx: RequestContext, match: ActionMatch, method: string, body: Body | null): Promise<Response> {
	const id = match.providerId;
	switch (match.action) {
		case 'signin':
			return method === 'GET' ? signInPage(ctx) : signInPost(ctx, id, body ?? {});
		case 'callback':
			return callbackRoute(ctx, id!, method, body);
		case 'signout':
			return method === 'GET' ? signOutPage(ctx) : signOutPost(ctx, body ?? {});
		case 'session':
			return method === 'GET' ? sessionGet(ctx) : sessionUpdate(ctx, body ?? {});
		case 'csrf':
			return csrfRoute(ctx);
		case 'providers':
			return providersRoute(ctx);
		case 'error':
			return errorPage(ctx);
		case 'verify-request':
			return verifyRequestPage(ctx);
		case 'webauthn-options':
			return webauthnOptionsRoute(ctx, id!);
	}
}

export interface DispatchResult {
	response: Response;
	ctx: RequestContext;
}

export async function dispatch(
	config: ResolvedConfig,
	request: Request,
	url: URL,
	match: RouteMatch,
	{ raw = false }: { raw?: boolean } = {}
): Promise<DispatchResult> {
	const ctx = createRequestContext(config, request, url);
	const method = request.method;
	if (match.kind === 'reject') {
		const headers = match.allow ? { allow: match.allow } : undefined;
		const response = jsonResponse(ctx, { error: 'UnknownAction', message: match.reason }, match.status);
		if (headers) response.headers.set('allow', headers.allow);
		return { response, ctx };
	}
	try {
		if (!config.trustHost) {
			// Answered here, not through the error page, which would fail the same check and loop.
			config.logger.error(new UntrustedHost('Host must be trusted. Set AUTH_TRUST_HOST=true or `trustHost: true` when the host header is set by a proxy you control.'));
			return { response: configurationError(ctx, match.action, method), ctx };
		}
		let body: Body | null = null;
		if (method === 'POST') {
			try {
				body = await readBody(request);
			} catch (error) {
				if (error instanceof BadBody) return { response: jsonResponse(ctx, { error: 'BadRequest', message: error.message }, 400), ctx };
				throw error;
			}
		}
		if (needsCsrf(ctx, match, method) && !(await isCsrfSafe(ctx, body))) {
			config.logger.warn('csrf-refused', `${method} ${url.pathname} from another site was refused`);
			if (raw) throw new MissingCSRF('Cross-site request refused');
			return { response: jsonResponse(ctx, { error: 'MissingCSRF', message: 'Cross-site request refused' }, 403), ctx };
		}
		return { response: await run(ctx, match, method, body), ctx };
	} catch (error) {
		if (raw && error instanceof AuthError) throw error;
		return { response: errorResponse(ctx, error, match.action, method), ctx };
	}
}
