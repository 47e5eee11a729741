/**
 * User options over factory defaults: the user always wins, arrays replace (Auth.js merged them index
 * by index), plain objects merge key by key, factory-only options do not leak.
 */
import { describe, expect, it } from 'vitest';
import type { Provider } from '#lib/auth/providers/types.ts';
import Apple from '#lib/auth/providers/apple.ts';
import Auth0 from '#lib/auth/providers/auth0.ts';
import GitHub, { GitHub as NamedGitHub } from '#lib/auth/providers/github.ts';
import Google from '#lib/auth/providers/google.ts';
import MicrosoftEntraID, { CONSUMERS_ISSUER } from '#lib/auth/providers/microsoft-entra-id.ts';
import oidc from '#lib/auth/providers/oidc.ts';
import Twitch, { conformTwitchTokenResponse } from '#lib/auth/providers/twitch.ts';
import { withUserOptions } from '#lib/auth/providers/oauth-defaults.ts';

describe('user options override the defaults', () => {
	it('user checks replace the default list instead of merging index by index', () => {
		expect(Apple().checks).toEqual(['nonce', 'state']);
		expect(Apple({ checks: ['pkce'] }).checks).toEqual(['pkce']);
		expect(GitHub({ checks: ['none'] }).checks).toEqual(['none']);
	});

	it('clientId, clientSecret and other flat options pass through unchanged', () => {
		const provider = Google({ clientId: 'cid', clientSecret: 'csecret', allowDangerousEmailAccountLinking: true, redirectProxyUrl: 'https://proxy.example/auth' });
		expect(provider).toMatchObject({ clientId: 'cid', clientSecret: 'csecret', allowDangerousEmailAccountLinking: true, redirectProxyUrl: 'https://proxy.example/auth' });
	});

	it('a partial style keeps the remaining default style keys', () => {
		expect(GitHub({ style: { bgDark: '#000000' } as never }).style).toEqual({ bg: '#24292f', text: '#ffffff', bgDark: '#000000' });
		expect(GitHub({ style: { bg: '#111111', text: '#eeeeee' } }).style).toEqual({ bg: '#111111', text: '#eeeeee' });
	});

	it('authorization params merge: a new scope keeps the URL and the other params', () => {
		expect(GitHub({ authorization: { params: { scope: 'read:user' } } }).authorization).toEqual({
			url: 'https://github.com/login/oauth/authorize',
			params: { scope: 'read:user' }
		});
		expect(Apple({ authorization: { params: { scope: 'email' } } }).authorization).toEqual({ params: { scope: 'email', response_mode: 'form_post' } });
	});

	it('a string endpoint replaces the default endpoint object', () => {
		expect(GitHub({ token: 'https://proxy.example/token' }).token).toBe('https://proxy.example/token');
	});

	it('id and name rename a provider (two GitHub apps side by side)', () => {
		const second = GitHub({ id: 'github-enterprise', name: 'GitHub (work)' });
		expect([second.id, second.name, GitHub().id]).toEqual(['github-enterprise', 'GitHub (work)', 'github']);
	});

	it('undefined option values are ignored, not written over defaults', () => {
		expect(Google({ issuer: undefined, name: undefined })).toMatchObject({ issuer: 'https://accounts.google.com', name: 'Google' });
	});

	it("the user's profile() replaces the default mapping", async () => {
		const provider = GitHub({ profile: (profile) => ({ id: String(profile.id), name: profile.login, role: 'admin' }) as never });
		expect(await provider.profile!({ id: 1, login: 'octo' } as never, {})).toEqual({ id: '1', name: 'octo', role: 'admin' });
	});

	it('each call returns a fresh object: mutating one provider leaves the next untouched', () => {
		const first = GitHub();
		first.checks!.push('nonce');
		(first.authorization as { params: Record<string, string> }).params.scope = 'changed';
		expect(GitHub().checks).toEqual(['pkce', 'state']);
		expect((GitHub().authorization as { params: Record<string, string> }).params.scope).toBe('read:user user:email');
	});

	it('the default export and the named export are the same factory, and fit a Provider[]', () => {
		expect(NamedGitHub).toBe(GitHub);
		const providers: Provider[] = [GitHub(), Google(), oidc({ issuer: 'https://sso.example' })];
		expect(providers).toHaveLength(3);
	});

	it('withUserOptions leaves functions and arrays of the user as given', () => {
		const request = () => ({});
		const merged = withUserOptions({ id: 'x', name: 'X', type: 'oauth', checks: ['pkce', 'state'] }, { checks: ['state'], userinfo: { request } });
		expect(merged.checks).toEqual(['state']);
		expect((merged.userinfo as { request: unknown }).request).toBe(request);
	});
});

describe('issuer handling', () => {
	it('Entra ID builds the issuer from tenantId and does not leak tenantId into the provider', () => {
		const provider = MicrosoftEntraID({ tenantId: 'contoso.onmicrosoft.com' });
		expect(provider.issuer).toBe('https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0');
		expect(provider).not.toHaveProperty('tenantId');
	});

	it("Entra ID tenantId 'consumers': discovered at the consumers alias, verified against the personal-account tenant's issuer", () => {
		const provider = MicrosoftEntraID({ tenantId: 'consumers' });
		expect(provider.issuer).toBe(CONSUMERS_ISSUER);
		expect(CONSUMERS_ISSUER).toBe('https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0');
		expect(provider.wellKnown).toBe('https://login.microsoftonline.com/consumers/v2.0/.well-known/openid-configuration');
		// Your own issuer or wellKnown wins; other tenants get no wellKnown.
		expect(MicrosoftEntraID({ tenantId: 'consumers', issuer: 'https://login.example.test/x/v2.0' })).toMatchObject({ issuer: 'https://login.example.test/x/v2.0' });
		expect(MicrosoftEntraID({ tenantId: 'consumers', issuer: 'https://login.example.test/x/v2.0' }).wellKnown).toBeUndefined();
		expect(MicrosoftEntraID({ tenantId: 'consumers', wellKnown: 'https://login.example.test/wk' }).wellKnown).toBe('https://login.example.test/wk');
		expect(MicrosoftEntraID({ tenantId: 'common' }).wellKnown).toBeUndefined();
	});

	it('Entra ID: an explicit issuer wins over tenantId; neither leaves it for AUTH_MICROSOFT_ENTRA_ID_ISSUER', () => {
		expect(MicrosoftEntraID({ issuer: 'https://login.microsoftonline.com/abc/v2.0', tenantId: 'other' }).issuer).toBe(
			'https://login.microsoftonline.com/abc/v2.0'
		);
		expect(MicrosoftEntraID().issuer).toBeUndefined();
	});

	it('tenant-specific presets leave the issuer unset for the environment (AUTH_<ID>_ISSUER) to fill', () => {
		expect(Auth0().issuer).toBeUndefined();
		expect(Auth0({ issuer: 'https://t.auth0.com/' }).issuer).toBe('https://t.auth0.com/');
	});

	it('the generic oidc() takes id, name and issuer from its options', () => {
		const provider = oidc({ id: 'corp', name: 'Corp SSO', issuer: 'https://sso.corp.example', clientId: 'a', clientSecret: 'b' });
		expect(provider).toMatchObject({ id: 'corp', name: 'Corp SSO', type: 'oidc', issuer: 'https://sso.corp.example', clientId: 'a', clientSecret: 'b' });
	});
});

describe('Twitch token response', () => {
	it('asks for e-mail and picture through the OIDC claims parameter', () => {
		const { params } = Twitch().authorization as { params: Record<string, string> };
		expect(JSON.parse(params.claims)).toEqual({ id_token: { email: null, picture: null, preferred_username: null } });
	});

	it('conform joins the array scope Twitch returns into the space-separated string RFC 6749 wants', async () => {
		const body = { access_token: 'a', token_type: 'bearer', expires_in: 3600, id_token: 'x.y.z', scope: ['openid', 'user:read:email'] };
		const fixed = await conformTwitchTokenResponse(Response.json(body));
		expect(await fixed!.json()).toEqual({ ...body, scope: 'openid user:read:email' });
	});

	it('conform leaves conforming responses and errors alone', async () => {
		expect(await conformTwitchTokenResponse(Response.json({ access_token: 'a', scope: 'openid' }))).toBeUndefined();
		expect(await conformTwitchTokenResponse(Response.json({ error: 'invalid_grant' }, { status: 400 }))).toBeUndefined();
		expect(await conformTwitchTokenResponse(new Response('not json'))).toBeUndefined();
	});
});
