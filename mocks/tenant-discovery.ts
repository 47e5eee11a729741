/**
 * A loopback stand-in for Microsoft Entra ID's multi-tenant discovery (tests and the demo's mocks, real HTTP).
 * oauth2-mock-server publishes its own URL as issuer, so this server publishes the document
 * login.microsoftonline.com serves for `common` / `organizations`: issuer
 * `<origin>/{tenantid}/v2.0`, with the authorization, token and userinfo endpoints of the real mock
 * and its key set through a pass-through that counts downloads.
 * https://learn.microsoft.com/en-us/entra/identity-platform/v2-protocols-oidc#find-your-apps-openid-configuration-document-uri
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Events, type MutableToken } from 'oauth2-mock-server';
import type { MockIdp } from './idp.ts';

const DOCUMENT = /^\/([^/]+)\/v2\.0\/\.well-known\/openid-configuration$/;
const KEYS = '/common/discovery/v2.0/keys';

export interface TenantDiscovery {
	origin: string;
	/** `<origin>/<tenant>/v2.0`: an issuer of Entra's shape (`{tenantid}` gives the template). */
	issuer(tenant: string): string;
	/** Which issuer the document of a requested tenant path names; no argument: the `{tenantid}` template again. */
	publish(issuerFor?: (tenant: string) => string): void;
	/** How many times the key set was downloaded since start. */
	keyDownloads(): number;
	stop(): Promise<void>;
}

/** Starts the discovery server on 127.0.0.1 (port 0: a free one) in front of the running `idp`. */
export async function startTenantDiscovery(idp: MockIdp, options: { port?: number } = {}): Promise<TenantDiscovery> {
	let origin = '';
	const issuer = (tenant: string) => `${origin}/${tenant}/v2.0`;
	const template = () => issuer('{tenantid}');
	let issuerFor: (tenant: string) => string = template;
	let downloads = 0;

	const server = createServer((req, res) => {
		const path = new URL(req.url ?? '/', origin).pathname;
		const document = DOCUMENT.exec(path);
		if (req.method === 'GET' && document) {
			res.writeHead(200, { 'content-type': 'application/json' });
			res.end(
				JSON.stringify({
					issuer: issuerFor(decodeURIComponent(document[1])),
					authorization_endpoint: `${idp.issuer}/authorize`,
					token_endpoint: `${idp.issuer}/token`,
					userinfo_endpoint: `${idp.issuer}/userinfo`,
					jwks_uri: `${origin}${KEYS}`,
					response_types_supported: ['code'],
					subject_types_supported: ['pairwise'],
					id_token_signing_alg_values_supported: ['RS256'],
					token_endpoint_auth_methods_supported: ['none', 'client_secret_basic'],
					claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'name', 'tid', 'email']
				})
			);
			return;
		}
		if (req.method === 'GET' && path === KEYS) {
			downloads += 1;
			fetch(`${idp.issuer}/jwks`).then(
				async (keys) => {
					res.writeHead(keys.status, { 'content-type': 'application/json' });
					res.end(await keys.text());
				},
				() => res.writeHead(502).end()
			);
			return;
		}
		res.writeHead(404).end();
	});
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(options.port ?? 0, '127.0.0.1', resolve);
	});
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

	return {
		origin,
		issuer,
		publish(next) {
			issuerFor = next ?? template;
		},
		keyDownloads: () => downloads,
		stop: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
	};
}

/**
 * Makes the mock answer `clientId`'s token requests as Microsoft does for a user of `tenant`: the
 * id_token's `iss` is that tenant's issuer and its `tid` the tenant (the access token carries `amr`, the
 * id_token does not). Other clients keep the mock's own issuer. For `npm run mocks`, the demo's Mock Entra ID.
 */
export function issueAsTenant(idp: MockIdp, discovery: TenantDiscovery, clientId: string, tenant: string): void {
	idp.server.service.on(Events.BeforeTokenSigning, (token: MutableToken, req: { body?: Record<string, string> }) => {
		if ('amr' in token.payload || req.body?.client_id !== clientId) return;
		token.payload.iss = discovery.issuer(tenant);
		token.payload.tid = tenant;
	});
}
