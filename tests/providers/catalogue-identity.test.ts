/**
 * Catalogue: identity platforms and single sign-on services (tenant-based OIDC presets and the OAuth 2
 * bridges in front of SAML), each against its recorded response (fixtures/<id>.json).
 */
import { describe, expect, it } from 'vitest';
import { describeCatalogue, fixture, tokens, type CatalogueCase } from './catalogue-shared.ts';
import Asgardeo from '#lib/auth/providers/asgardeo.ts';
import AzureAD from '#lib/auth/providers/azure-ad.ts';
import AzureADB2C from '#lib/auth/providers/azure-ad-b2c.ts';
import BankIDNorway from '#lib/auth/providers/bankid-no.ts';
import BeyondIdentity from '#lib/auth/providers/beyondidentity.ts';
import BoxyHQSAML from '#lib/auth/providers/boxyhq-saml.ts';
import Descope from '#lib/auth/providers/descope.ts';
import DuendeIdentityServer6 from '#lib/auth/providers/duende-identity-server6.ts';
import Frontegg from '#lib/auth/providers/frontegg.ts';
import FusionAuth from '#lib/auth/providers/fusionauth.ts';
import IdentityServer4 from '#lib/auth/providers/identity-server4.ts';
import Kinde from '#lib/auth/providers/kinde.ts';
import Logto from '#lib/auth/providers/logto.ts';
import OneLogin from '#lib/auth/providers/onelogin.ts';
import OryHydra from '#lib/auth/providers/ory-hydra.ts';
import Osso from '#lib/auth/providers/osso.ts';
import Passage from '#lib/auth/providers/passage.ts';
import PingId from '#lib/auth/providers/ping-id.ts';
import SimpleLogin from '#lib/auth/providers/simplelogin.ts';
import UnitedEffects from '#lib/auth/providers/united-effects.ts';
import Vipps from '#lib/auth/providers/vipps.ts';
import WorkOS from '#lib/auth/providers/workos.ts';

const ENTRA_TENANT = 'b9419818-09af-49c2-b0c3-653adc1f376e';
const B2C_ISSUER = 'https://contoso.b2clogin.com/775527ff-9a37-4307-8b3d-cc311f58d925/v2.0/';
const BEYOND_ISSUER = 'https://auth-us.beyondidentity.com/v1/tenants/00011a2b3c4d5e6f/realms/8f7e6d5c4b3a2910/applications/3c2b1a09-8765-4321-a0b9-c8d7e6f5a4b3';
const PING_ISSUER = 'https://auth.pingone.eu/0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d/as';
const UE_ISSUER = 'https://auth.unitedeffects.com/8d2f7a1c-4b3e-4e5f-9a6b-7c8d9e0f1a2b';
const OIDC = 'openid profile email';

// prettier-ignore
const cases: Record<string, CatalogueCase> = {
	asgardeo: { provider: Asgardeo({ issuer: 'https://api.asgardeo.io/t/acme' }), type: 'oidc', issuer: 'https://api.asgardeo.io/t/acme/oauth2/token', scope: OIDC, user: { id: '4f7d2c1a-9e3b-4b8a-a6c5-2d1e0f9a8b7c', name: null, email: 'priya.raman@acme.example', image: null } },
	'azure-ad': { provider: AzureAD({ tenantId: ENTRA_TENANT }), type: 'oidc', issuer: `https://login.microsoftonline.com/${ENTRA_TENANT}/v2.0`, scope: `${OIDC} User.Read`, user: { id: '5_J9rSss8-jvt_Icu6ueRNL8xXb8LF4Fsg_KooC2RJQ', name: 'Abe Lincoln', email: 'AbeLi@microsoft.com', image: null } },
	'azure-ad-b2c': { provider: AzureADB2C({ issuer: B2C_ISSUER, tenantId: 'contoso', primaryUserFlow: 'B2C_1_signupsignin' }), type: 'oidc', issuer: B2C_ISSUER, scope: OIDC, user: { id: '0c8b1e55-3f52-4f36-9a8d-6c1a3b2e4d70', name: 'Sanne de Vries', email: 'sanne.devries@example.nl', image: null } },
	'bankid-no': { provider: BankIDNorway(), type: 'oidc', issuer: 'https://auth.bankid.no/auth/realms/prod', scope: OIDC, user: { id: '9578-6000-4-35318', name: 'Ola Nordmann', email: 'ola.nordmann@example.no', image: null } },
	beyondidentity: { provider: BeyondIdentity({ issuer: BEYOND_ISSUER }), type: 'oidc', issuer: BEYOND_ISSUER, scope: OIDC, user: { id: 'f0e1d2c3b4a59687', name: 'Amara Okafor', email: 'amara.okafor@example.com', image: null } },
	'boxyhq-saml': { provider: BoxyHQSAML({ issuer: 'https://jackson.example.com/' }), type: 'oauth', issuer: 'https://jackson.example.com', user: { id: '8a5c1f0e9b7d', name: 'Sam Jackson', email: 'jackson@example.com', image: null } },
	descope: { provider: Descope({ clientId: 'P2abcDEF123ghiJKL456' }), type: 'oidc', issuer: 'https://api.descope.com/P2abcDEF123ghiJKL456', scope: OIDC, user: { id: 'U2xyzABC987defGHI654jkl', name: 'Noa Levi', email: 'noa.levi@example.com', image: 'https://static.descope.com/avatars/noa.png' } },
	'duende-identity-server6': { provider: DuendeIdentityServer6({ issuer: 'https://demo.duendesoftware.com' }), type: 'oidc', issuer: 'https://demo.duendesoftware.com', scope: OIDC, user: { id: '818727', name: 'Alice Smith', email: 'AliceSmith@example.com', image: null } },
	frontegg: { provider: Frontegg({ issuer: 'https://app-abc123.frontegg.com' }), type: 'oidc', issuer: 'https://app-abc123.frontegg.com', scope: OIDC, user: { id: 'c4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70', name: 'Hana Kim', email: 'hana.kim@example.com', image: null } },
	fusionauth: { provider: FusionAuth({ issuer: 'https://auth.example.com' }), type: 'oidc', issuer: 'https://auth.example.com', scope: 'openid offline_access email profile', user: { id: '2ee27dc8-b0e1-4ad4-9ec5-0f5f4b2b14ab', name: 'richard', email: 'richard@example.com', image: null } },
	'identity-server4': { provider: IdentityServer4({ issuer: 'https://identity.example.com' }), type: 'oidc', issuer: 'https://identity.example.com', scope: OIDC, user: { id: '88421113', name: 'Bob Smith', email: 'BobSmith@example.com', image: null } },
	kinde: { provider: Kinde({ issuer: 'https://acme.kinde.com' }), type: 'oidc', issuer: 'https://acme.kinde.com', scope: OIDC, user: { id: 'kp_4f1c0a9b8e7d6c5b4a3928170f6e5d4c', name: 'Jordan Reyes', email: 'jordan.reyes@example.com', image: 'https://lh3.googleusercontent.com/a/ACg8ocK-jordan=s96-c' } },
	logto: { provider: Logto({ issuer: 'https://abc123.logto.app/oidc' }), type: 'oidc', issuer: 'https://abc123.logto.app/oidc', scope: 'offline_access openid email profile', user: { id: 'ixd4fk2p9q8r', name: 'mateo', email: 'mateo.silva@example.com', image: null } },
	onelogin: { provider: OneLogin({ issuer: 'https://acme.onelogin.com' }), type: 'oidc', issuer: 'https://acme.onelogin.com/oidc/2', scope: OIDC, user: { id: '73618274', name: 'Marcus Webb', email: 'marcus.webb@acme.example', image: null } },
	hydra: { provider: OryHydra({ issuer: 'https://auth.example.com' }), type: 'oidc', issuer: 'https://auth.example.com', scope: OIDC, user: { id: 'a3b9f4c2-7d1e-4f6a-8b5c-9e0d1f2a3b4c', name: 'Kai Nakamura', email: 'kai.nakamura@example.com', image: null } },
	osso: { provider: Osso({ issuer: 'https://demo.ossoapp.com/' }), type: 'oauth', issuer: 'https://demo.ossoapp.com', scope: '', user: { id: '7f3c2b1a-0e9d-4c8b-a7f6-5e4d3c2b1a09', name: null, email: 'user@example.com', image: null } },
	passage: { provider: Passage({ issuer: 'https://auth.passage.id/v1/apps/Abc123XyZ' }), type: 'oidc', issuer: 'https://auth.passage.id/v1/apps/Abc123XyZ', scope: OIDC, user: { id: 'p4Ss4g3Us3rId', name: null, email: 'lucas.meyer@example.com', image: null } },
	'ping-id': { provider: PingId({ issuer: PING_ISSUER }), type: 'oidc', issuer: PING_ISSUER, scope: OIDC, user: { id: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9', name: 'Sofia Rossi', email: 'sofia.rossi@example.com', image: 'https://cdn.example.com/avatars/sofia.png' } },
	simplelogin: { provider: SimpleLogin(), type: 'oidc', issuer: 'https://app.simplelogin.io', scope: OIDC, user: { id: 'jH8vC3nG5a2LkQ9w', name: 'Nina Petrova', email: 'brave.owl42@aleeas.com', image: 'https://app.simplelogin.io/static/default-avatar.png' } },
	'united-effects': { provider: UnitedEffects({ issuer: UE_ISSUER }), type: 'oidc', issuer: UE_ISSUER, scope: 'openid email profile', user: { id: 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6', name: null, email: 'chris.ueda@example.com', image: null } },
	vipps: { provider: Vipps(), type: 'oidc', issuer: 'https://api.vipps.no/access-management-1.0/access/', scope: 'openid name email', user: { id: 'c06c4afe-d9e1-4c5d-939a-177d752a0944', name: 'Ada Lovelace', email: 'ada.lovelace@example.com', image: null } },
	workos: { provider: WorkOS(), type: 'oauth', scope: '', user: { id: 'prof_01DMC79VCBZ0NY2099737PSVF1', name: 'Todd Rivers', email: 'todd@example.com', image: 'https://example.com/todd.png' } }
};

describeCatalogue(cases);

describe('identity platform presets', () => {
	it('azure-ad is the Entra ID preset under the id azure-ad, multi-tenant aware, and a user name still wins', () => {
		const provider = AzureAD({ tenantId: 'organizations' });
		expect(provider).toMatchObject({ id: 'azure-ad', name: 'Azure Active Directory', issuer: 'https://login.microsoftonline.com/organizations/v2.0' });
		expect(provider.tenantIssuer).toMatchObject({ claim: 'tid' });
		expect(provider).not.toHaveProperty('tenantId');
		expect(AzureAD({ name: 'Work account' }).name).toBe('Work account');
	});

	it('Azure AD B2C locates the user flow discovery document from tenantId and primaryUserFlow, and reads `emails`', async () => {
		expect(AzureADB2C({ tenantId: 'contoso', primaryUserFlow: 'B2C_1_signin' }).wellKnown).toBe(
			'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_signin/v2.0/.well-known/openid-configuration'
		);
		expect(AzureADB2C({ wellKnown: 'https://login.example.test/wk' }).wellKnown).toBe('https://login.example.test/wk');
		expect(AzureADB2C()).not.toHaveProperty('primaryUserFlow');
		const { emails: _e, ...single } = fixture('azure-ad-b2c');
		expect((await AzureADB2C().profile!({ ...single, email: 'one@example.com' }, tokens)).email).toBe('one@example.com');
	});

	it('Asgardeo and OneLogin complete an organization URL given in code to their issuer, and keep a full issuer', () => {
		expect(Asgardeo({ issuer: 'https://api.asgardeo.io/t/acme/oauth2/token/' }).issuer).toBe('https://api.asgardeo.io/t/acme/oauth2/token');
		expect(OneLogin({ issuer: 'https://acme.onelogin.com/oidc/2' }).issuer).toBe('https://acme.onelogin.com/oidc/2');
		expect(Asgardeo().issuer).toBeUndefined();
		expect(OneLogin().issuer).toBeUndefined();
	});

	it('Descope derives its issuer from the project id (clientId) and leaves it to the environment otherwise', () => {
		expect(Descope().issuer).toBeUndefined();
		expect(Descope({ clientId: 'P2x', issuer: 'https://auth.example.com/P2x' }).issuer).toBe('https://auth.example.com/P2x');
	});

	it('FusionAuth with tenantId discovers that tenant and names it at the authorize endpoint; tenantId needs the issuer in code', () => {
		const provider = FusionAuth({ issuer: 'https://auth.example.com/', tenantId: 't-1' });
		expect(provider.wellKnown).toBe('https://auth.example.com/.well-known/openid-configuration?tenantId=t-1');
		expect((provider.authorization as { params: Record<string, string> }).params.tenantId).toBe('t-1');
		expect(provider.token).toMatchObject({ url: 'https://auth.example.com/oauth2/token' });
		expect(provider).not.toHaveProperty('tenantId');
		expect(() => FusionAuth({ tenantId: 't-1' })).toThrow(/issuer/);
		expect(FusionAuth().token).toMatchObject({ conform: expect.any(Function) });
	});

	it('FusionAuth joins given, middle and family name when there is neither name nor preferred_username', async () => {
		const { preferred_username: _p, ...profile } = fixture('fusionauth');
		expect((await FusionAuth().profile!({ ...profile, middle_name: 'J.' }, tokens)).name).toBe('Richard J. Hendricks');
	});

	it('Frontegg, BoxyHQ SAML and Osso refuse to start without the issuer their endpoints are built from', () => {
		expect(() => Frontegg()).toThrow(/issuer/);
		expect(() => BoxyHQSAML()).toThrow(/issuer/);
		expect(() => Osso()).toThrow(/issuer/);
		expect(Frontegg({ issuer: 'https://app-abc123.frontegg.com/' })).toMatchObject({
			authorization: { url: 'https://app-abc123.frontegg.com/oauth/authorize', params: { scope: 'openid profile email' } },
			wellKnown: 'https://app-abc123.frontegg.com/oauth/.well-known/openid-configuration'
		});
	});

	it('United Effects sends the issuer as the RFC 8707 resource parameter; Vipps and BankID read the profile from userinfo', () => {
		expect((UnitedEffects({ issuer: UE_ISSUER }).authorization as { params: Record<string, string> }).params.resource).toBe(UE_ISSUER);
		expect(Vipps()).toMatchObject({ idToken: false, checks: ['pkce', 'state', 'nonce'] });
		expect(BankIDNorway()).toMatchObject({ idToken: false, client: { token_endpoint_auth_method: 'client_secret_post', userinfo_signed_response_alg: 'RS256' } });
	});

	it('WorkOS names a fixed connection at the authorize endpoint without leaking the option', () => {
		const provider = WorkOS({ connection: 'conn_123' });
		expect((provider.authorization as { params: Record<string, string> }).params.connection).toBe('conn_123');
		expect(provider).not.toHaveProperty('connection');
		expect(WorkOS({ issuer: 'https://sso.example.com/' }).userinfo).toEqual({ url: 'https://sso.example.com/sso/profile' });
	});
});
