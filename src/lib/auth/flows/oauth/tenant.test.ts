import { describe, expect, it } from 'vitest';
import type { AuthorizationServer } from 'oauth4webapi';
import MicrosoftEntraID from '../../providers/microsoft-entra-id.ts';
import oidc from '../../providers/oidc.ts';
import { expectedDiscoveryIssuer, serverForTenant, tenantTemplateOf } from './tenant.ts';

const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const entra = MicrosoftEntraID({ tenantId: 'common' });
const at = (tenant: string) => new URL(`https://login.microsoftonline.com/${tenant}/v2.0`);
const TEMPLATE = 'https://login.microsoftonline.com/{tenantid}/v2.0';

describe('tenantTemplateOf', () => {
	it('replaces the tenant alias of an opted-in issuer with {tenantid}', () => {
		expect(tenantTemplateOf(entra, at('common'))?.href).toBe(new URL(TEMPLATE).href);
		expect(tenantTemplateOf(entra, at('organizations'))?.href).toBe(new URL(TEMPLATE).href);
	});

	it('gives no template for a concrete tenant (a GUID), an issuer without a tenant segment, or a provider that did not opt in', () => {
		expect(tenantTemplateOf(entra, at(TENANT))).toBeUndefined();
		expect(tenantTemplateOf(entra, new URL('https://login.microsoftonline.com'))).toBeUndefined();
		expect(tenantTemplateOf(oidc({ issuer: at('common').href }), at('common'))).toBeUndefined();
	});

	it('matches the tenant format whole and statelessly, whatever the RegExp flags', () => {
		const sloppy = { ...entra, tenantIssuer: { segment: 0, claim: 'tid', format: /[0-9a-f-]{36}/g } };
		// Twice: a `g` RegExp used with test() would alternate between true and false.
		expect(tenantTemplateOf(sloppy, at(TENANT))).toBeUndefined();
		expect(tenantTemplateOf(sloppy, at(TENANT))).toBeUndefined();
		expect(tenantTemplateOf(sloppy, at(`${TENANT}x`))?.href).toBe(new URL(TEMPLATE).href);
	});
});

describe('expectedDiscoveryIssuer', () => {
	const document = (issuer: unknown) => Response.json({ issuer });

	it('expects the template only when the document publishes exactly that template', async () => {
		expect((await expectedDiscoveryIssuer(entra, at('common'), document(TEMPLATE))).href).toBe(new URL(TEMPLATE).href);
		expect((await expectedDiscoveryIssuer(entra, at('common'), document(at(TENANT).href))).href).toBe(at('common').href);
		expect((await expectedDiscoveryIssuer(entra, at('common'), new Response('not json'))).href).toBe(at('common').href);
	});

	it('leaves the response unread for oauth4webapi', async () => {
		const response = document(TEMPLATE);
		await expectedDiscoveryIssuer(entra, at('common'), response);
		expect(response.bodyUsed).toBe(false);
	});
});

describe('serverForTenant', () => {
	const as: AuthorizationServer = { issuer: TEMPLATE, jwks_uri: 'https://login.microsoftonline.com/common/discovery/v2.0/keys' };

	it('keeps the server of an ordinary issuer, and of an error answer, for oauth4webapi to judge', async () => {
		const concrete: AuthorizationServer = { issuer: at(TENANT).href };
		expect(await serverForTenant(MicrosoftEntraID({ tenantId: TENANT }), concrete, Response.json({ id_token: 'x' }))).toBe(concrete);
		expect(await serverForTenant(entra, as, Response.json({ error: 'invalid_grant' }, { status: 400 }))).toBe(as);
		expect(await serverForTenant(entra, as, Response.json({ access_token: 'a' }))).toBe(as);
	});
});
