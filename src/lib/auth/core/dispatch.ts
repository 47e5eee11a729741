/**
 * Runs one auth route for an HTTP request: body, the route's CSRF policy, the action, and the one
 * boundary (respond.ts) that turns its result or its error into the Response.
 */
import { MissingCSRF } from '../errors.ts';
import { isCsrfSafe } from '../security/csrf.ts';
import { createContext, type RequestContext, type RequestEventLike } from '../context.ts';
import { signInPage, startSignIn } from '../actions/signin.ts';
import { callbackRoute } from '../actions/callback.ts';
import { signOut, signOutPage } from '../actions/signout.ts';
import { sessionGet, sessionUpdate } from '../actions/session.ts';
import { csrfRoute, errorPage, verifyRequestPage } from '../actions/pages.ts';
import { providersRoute } from '../actions/providers.ts';
import { webauthnOptionsRoute } from '../actions/webauthn-options.ts';
import { field } from '../actions/input.ts';
import type { ActionResult } from '../actions/result.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { readBody, type Body } from './body.ts';
import { respond, respondError } from './respond.ts';
import type { RouteMatch, RouteRule } from './router.ts';

type ActionMatch = Extract<RouteMatch, { kind: 'action' }>;

function needsCsrf(ctx: RequestContext, rule: RouteRule, providerId: string | undefined): boolean {
	if (rule.csrf !== 'provider') return rule.csrf;
	const type = ctx.config.providers.find((p) => p.id === providerId)?.type;
	return type === 'credentials' || type === 'webauthn';
}

/** The query of `POST signin/:id` reaches the IdP as authorization parameters (e.g. `?prompt=consent`), as in Auth.js. */
function queryParams(ctx: RequestContext): Record<string, string> {
	return Object.fromEntries([...ctx.url.searchParams].filter(([key]) => key !== 'callbackUrl'));
}

function run(ctx: RequestContext, { action, providerId }: ActionMatch, method: string, body: Body | null): Promise<ActionResult> | ActionResult {
	const fields = body?.fields ?? {};
	const post = method === 'POST';
	switch (action) {
		case 'signin': {
			if (!post) return signInPage(ctx);
			const callbackUrl = field(fields, 'callbackUrl') ?? ctx.url.searchParams.get('callbackUrl');
			return startSignIn(ctx, providerId, { callbackUrl, fields, authorizationParams: queryParams(ctx) });
		}
		case 'callback':
			return callbackRoute(ctx, providerId, { method, body: body?.fields ?? null, form: body?.form ?? false });
		case 'signout':
			return post ? signOut(ctx, field(fields, 'callbackUrl') ?? field(fields, 'redirectTo')) : signOutPage(ctx);
		case 'session':
			return post ? sessionUpdate(ctx, fields.data) : sessionGet(ctx);
		case 'csrf':
			return csrfRoute(ctx);
		case 'providers':
			return providersRoute(ctx);
		case 'error':
			return errorPage(ctx);
		case 'verify-request':
			return verifyRequestPage(ctx);
		case 'webauthn-options':
			return webauthnOptionsRoute(ctx, providerId);
	}
}

export async function dispatch(config: ResolvedConfig, event: RequestEventLike, match: RouteMatch): Promise<Response> {
	const ctx = createContext(config, event);
	if (match.kind === 'reject') return respondError(ctx, match.error, 'json');
	const method = event.request.method;
	try {
		const body = method === 'POST' ? await readBody(event.request) : null;
		if (body && needsCsrf(ctx, match.rule, match.providerId) && !(await isCsrfSafe(ctx, body.fields))) {
			throw new MissingCSRF(`${method} ${ctx.url.pathname} from another site was refused`);
		}
		return respond(ctx, await run(ctx, match, method, body));
	} catch (error) {
		return respondError(ctx, error, match.rule.errors);
	}
}
