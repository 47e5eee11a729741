/**
 * Multi-tenant issuers (Microsoft Entra ID `common`, `organizations`): the discovery document names
 * its issuer as a template, `https://login.microsoftonline.com/{tenantid}/v2.0`, and the `iss` of an
 * id_token is that template filled with the signed-in user's own tenant, which the token also carries
 * in its `tid` claim.
 * https://learn.microsoft.com/en-us/entra/identity-platform/v2-protocols-oidc#find-your-apps-openid-configuration-document-uri
 * https://learn.microsoft.com/en-us/entra/identity-platform/id-token-claims-reference#payload-claims
 *
 * Only a provider with `tenantIssuer` (the Entra ID preset) gets this. Every other provider keeps the
 * exact comparisons of OIDC Discovery 1.0 section 4.3 and OIDC Core 1.0 section 3.1.3.7 item 2.
 * Nothing here verifies a token: it only chooses the issuer that oauth4webapi then verifies against.
 */
import * as oauth from 'oauth4webapi';
import { decodeJwt } from 'jose';
import type { OAuthConfig } from '../../providers/types.ts';

/** What Microsoft's discovery documents put in place of the tenant. */
export const TENANT_PLACEHOLDER = '{tenantid}';

/**
 * Whether all of `value` has the tenant id format. Stateless and anchored whatever the flags: a
 * `g`/`y` RegExp keeps a lastIndex between calls, and a partial match could smuggle a path into the URL.
 */
function isTenantId(format: RegExp, value: string): boolean {
	const match = value.match(new RegExp(format.source, format.flags.replace(/[gy]/g, '')));
	return match !== null && match.index === 0 && match[0] === value;
}

/**
 * `issuer` with its tenant path segment replaced by `{tenantid}`, for a provider that opted in.
 * Undefined when it did not, when the issuer has no such segment, or when the configured tenant is
 * already a concrete tenant id: a single tenant must be discovered as itself, exactly as before.
 */
export function tenantTemplateOf(provider: OAuthConfig, issuer: URL): URL | undefined {
	const tenant = provider.tenantIssuer;
	if (!tenant) return undefined;
	// pathname starts with "/", so segment 0 of the path is index 1 of the split.
	const segments = issuer.pathname.split('/');
	const index = tenant.segment + 1;
	const configured = segments[index];
	if (!configured || isTenantId(tenant.format, configured)) return undefined;
	segments[index] = TENANT_PLACEHOLDER;
	const template = new URL(issuer);
	template.pathname = segments.join('/');
	return template;
}

/** Whether two issuer identifiers are the same URL, compared the way oauth4webapi compares them. */
function sameIssuer(value: unknown, expected: URL): boolean {
	if (typeof value !== 'string') return false;
	try {
		return new URL(value).href === expected.href;
	} catch {
		return false;
	}
}

/**
 * The issuer identifier oauth4webapi must find in the discovery document: the template form of the
 * configured issuer when the provider opted in and the document publishes exactly that template,
 * else the configured issuer. oauth4webapi's exact comparison still runs either way, so a document
 * naming any other issuer is refused as before (OIDC Discovery 1.0 section 4.3).
 */
export async function expectedDiscoveryIssuer(provider: OAuthConfig, issuer: URL, response: Response): Promise<URL> {
	const template = tenantTemplateOf(provider, issuer);
	if (!template) return issuer;
	// A peek at a copy only: oauth4webapi reads and validates the response itself.
	const published = await response
		.clone()
		.json()
		.then((body: unknown) => (body && typeof body === 'object' ? (body as Record<string, unknown>).issuer : undefined))
		.catch(() => undefined);
	return sameIssuer(published, template) ? template : issuer;
}

/** The template issuer `as` was discovered with, or undefined for an ordinary (concrete) issuer. */
function templateIssuerOf(provider: OAuthConfig, as: oauth.AuthorizationServer): string | undefined {
	if (!provider.tenantIssuer || !provider.issuer) return undefined;
	const template = tenantTemplateOf(provider, new URL(provider.issuer));
	return template && sameIssuer(as.issuer, template) ? as.issuer : undefined;
}

/**
 * The authorization server to process a token response with. For a template issuer: `as` with the
 * issuer of the tenant the id_token names in its tenant claim, so oauth4webapi verifies signature,
 * `iss`, `aud`, `exp`, nonce... against that concrete issuer: a token whose `iss` is another tenant's
 * than its claim says is refused there. The claim is read unverified, only to build that expectation,
 * and must have the tenant id format before it goes into a URL. Throws on a missing or malformed claim.
 * An error answer, or one without an id_token, is left to oauth4webapi to report.
 */
export async function serverForTenant(provider: OAuthConfig, as: oauth.AuthorizationServer, response: Response): Promise<oauth.AuthorizationServer> {
	const template = templateIssuerOf(provider, as);
	const tenant = provider.tenantIssuer;
	if (!template || !tenant || response.status !== 200) return as;
	const body: unknown = await response.clone().json().catch(() => undefined);
	const idToken = body && typeof body === 'object' ? (body as Record<string, unknown>).id_token : undefined;
	if (typeof idToken !== 'string') return as;
	const value = decodeJwt(idToken)[tenant.claim];
	if (value === undefined) throw new Error(`The id_token has no "${tenant.claim}" claim naming the user's tenant`);
	if (typeof value !== 'string' || !isTenantId(tenant.format, value)) {
		throw new Error(`The id_token's "${tenant.claim}" claim is not a tenant id of the expected format`);
	}
	return { ...as, issuer: template.replace(TENANT_PLACEHOLDER, value) };
}

/** One JWKS cache per key set URL, shared by every tenant's copy of a template server. */
const tenantKeys = new Map<string, oauth.JWKSCacheInput>();

/**
 * Signature-check options for `server` (from serverForTenant). oauth4webapi caches a JWKS per server
 * object, and each sign-in builds a new copy for its tenant: without a shared cache every sign-in
 * would download the issuer's keys again. The tenants of a template issuer share one `jwks_uri`.
 */
export function tenantKeyCache(as: oauth.AuthorizationServer, server: oauth.AuthorizationServer): { [oauth.jwksCache]?: oauth.JWKSCacheInput } {
	if (server === as || !server.jwks_uri) return {};
	let cache = tenantKeys.get(server.jwks_uri);
	if (!cache) tenantKeys.set(server.jwks_uri, (cache = {}));
	return { [oauth.jwksCache]: cache };
}

/** Test hook (through clearDiscoveryCache): forget the shared key sets. */
export function clearTenantKeys(): void {
	tenantKeys.clear();
}
