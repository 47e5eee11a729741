/** GET providers: the public provider map; and the provider lookup every action uses. */
import { InvalidProvider } from '../errors.ts';
import type { ResolvedConfig, ResolvedProvider } from '../config/types.ts';
import type { RequestContext } from '../context.ts';
import type { PageProvider } from '../pages/types.ts';
import { json, type ActionResult } from './result.ts';

/** The provider of that id, narrowed to `types` when given; InvalidProvider (404) otherwise. */
export function findProvider<T extends ResolvedProvider['type']>(
	config: ResolvedConfig,
	id: string | undefined,
	types?: readonly T[]
): Extract<ResolvedProvider, { type: T }> {
	const provider = id ? config.providers.find((p) => p.id === id) : undefined;
	if (!provider) throw new InvalidProvider(`Unknown provider "${(id ?? '').slice(0, 64)}"`);
	if (types && !(types as readonly string[]).includes(provider.type)) {
		throw new InvalidProvider(`Provider "${provider.id}" is not of type ${types.join(' or ')}`);
	}
	return provider as Extract<ResolvedProvider, { type: T }>;
}

export function publicProviders(ctx: RequestContext): PageProvider[] {
	return ctx.config.providers.map((p) => ({
		id: p.id,
		name: p.name,
		type: p.type,
		signinUrl: ctx.actionUrl('signin', p.id),
		callbackUrl: ctx.actionUrl('callback', p.id),
		style: p.type === 'oauth' || p.type === 'oidc' ? p.options.style : undefined,
		credentials: p.type === 'credentials' ? p.options.credentials : undefined,
		formFields: p.type === 'webauthn' ? p.options.formFields : undefined,
		optionsUrl: p.type === 'webauthn' ? ctx.actionUrl('webauthn-options', p.id) : undefined,
		conditional: p.type === 'webauthn' ? p.options.enableConditionalUI === true : undefined
	}));
}

export function providersRoute(ctx: RequestContext): ActionResult {
	const map: Record<string, unknown> = {};
	for (const { id, name, type, signinUrl, callbackUrl } of publicProviders(ctx)) map[id] = { id, name, type, signinUrl, callbackUrl };
	return json(map);
}
