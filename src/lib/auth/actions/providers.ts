/** GET providers: the public provider map; and provider lookup for every action. */
import { InvalidProvider } from '../errors.ts';
import { jsonResponse } from '../core/respond.ts';
import type { RequestContext } from '../core/context.ts';
import type { AnyProviderConfig } from '../providers/types.ts';

export function findProvider(ctx: RequestContext, id: string): AnyProviderConfig {
	const provider = ctx.config.providers.find((p) => p.id === id);
	if (!provider) throw new InvalidProvider(`Unknown provider "${id.slice(0, 64)}"`);
	return provider;
}

export function publicProviders(ctx: RequestContext) {
	return ctx.config.providers.map((p) => ({
		id: p.id,
		name: p.name,
		type: p.type,
		signinUrl: ctx.actionUrl('signin', p.id),
		callbackUrl: ctx.actionUrl('callback', p.id),
		style: 'style' in p ? (p.style as never) : undefined,
		credentials: p.type === 'credentials' ? p.credentials : undefined,
		formFields: p.type === 'webauthn' ? p.formFields : undefined,
		optionsUrl: p.type === 'webauthn' ? ctx.actionUrl('webauthn-options', p.id) : undefined,
		conditional: p.type === 'webauthn' ? p.enableConditionalUI === true : undefined
	}));
}

export function providersRoute(ctx: RequestContext): Response {
	const map: Record<string, unknown> = {};
	for (const { id, name, type, signinUrl, callbackUrl } of publicProviders(ctx)) map[id] = { id, name, type, signinUrl, callbackUrl };
	return jsonResponse(ctx, map);
}
