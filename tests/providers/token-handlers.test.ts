/**
 * Token answers the standard code grant cannot use as they come: `token.conform` rewrites (missing
 * token_type, array or null scope, a stray WWW-Authenticate header) and `token.request` handlers for
 * providers whose code exchange is not RFC 6749 section 4.1.3 (Azure DevOps, TikTok, WeChat).
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockProviderApis, redeemCode } from './api-mocks.ts';
import AzureDevOps, { AZURE_DEVOPS_TOKEN_URL } from '#lib/auth/providers/azure-devops.ts';
import { conformFusionAuthTokenResponse } from '#lib/auth/providers/fusionauth.ts';
import { conformTokenResponse } from '#lib/auth/providers/provider-helpers.ts';
import TikTok, { TIKTOK_TOKEN_URL } from '#lib/auth/providers/tiktok.ts';
import WeChat from '#lib/auth/providers/wechat.ts';

const server = mockProviderApis();

describe('conformTokenResponse', () => {
	it('adds the missing token_type (Foursquare, Threads, VK, WorkOS answer without one)', async () => {
		const fixed = await conformTokenResponse(Response.json({ access_token: 'a', user_id: 42 }));
		expect(await fixed!.json()).toEqual({ access_token: 'a', user_id: 42, token_type: 'bearer' });
	});

	it('joins an array scope (Medium) and drops a null scope (Mailchimp)', async () => {
		expect(await (await conformTokenResponse(Response.json({ access_token: 'a', token_type: 'Bearer', scope: ['basicProfile', 'listPublications'] })))!.json()).toEqual({
			access_token: 'a',
			token_type: 'Bearer',
			scope: 'basicProfile listPublications'
		});
		expect(await (await conformTokenResponse(Response.json({ access_token: 'a', token_type: 'bearer', scope: null })))!.json()).toEqual({ access_token: 'a', token_type: 'bearer' });
	});

	it("drops expires_in 0 only where it means 'never expires' (Mailchimp)", async () => {
		const body = { access_token: 'a', token_type: 'bearer', expires_in: 0 };
		expect(await conformTokenResponse(Response.json(body))).toBeUndefined();
		expect(await (await conformTokenResponse(Response.json(body), { zeroMeansNoExpiry: true }))!.json()).toEqual({ access_token: 'a', token_type: 'bearer' });
	});

	it('leaves conforming answers, errors and non-JSON bodies alone, and keeps the status', async () => {
		expect(await conformTokenResponse(Response.json({ access_token: 'a', token_type: 'bearer', scope: 'x' }))).toBeUndefined();
		expect(await conformTokenResponse(Response.json({ error: 'invalid_grant' }, { status: 400 }))).toBeUndefined();
		expect(await conformTokenResponse(Response.json({ error: 'invalid_grant' }))).toBeUndefined();
		expect(await conformTokenResponse(new Response('not json'))).toBeUndefined();
		const fixed = await conformTokenResponse(Response.json({ access_token: 'a' }, { status: 200, headers: { 'x-request-id': 'r1' } }));
		expect([fixed!.status, fixed!.headers.get('x-request-id'), fixed!.headers.get('content-type')]).toEqual([200, 'r1', 'application/json']);
	});

	it('FusionAuth: drops WWW-Authenticate from a successful answer, keeps it on a 401 challenge', async () => {
		const ok = Response.json({ access_token: 'a', token_type: 'Bearer' }, { headers: { 'www-authenticate': 'Bearer realm="fa"' } });
		const fixed = await conformFusionAuthTokenResponse(ok);
		expect(fixed!.headers.has('www-authenticate')).toBe(false);
		expect(await fixed!.json()).toEqual({ access_token: 'a', token_type: 'Bearer' });
		expect(await conformFusionAuthTokenResponse(new Response(null, { status: 401, headers: { 'www-authenticate': 'Basic' } }))).toBeUndefined();
		expect(await conformFusionAuthTokenResponse(Response.json({ access_token: 'a' }))).toBeUndefined();
	});
});

describe('custom code exchanges', () => {
	it('Azure DevOps redeems the code as a JWT bearer assertion with the client secret as client_assertion', async () => {
		let form: URLSearchParams | undefined;
		server.use(
			http.post(AZURE_DEVOPS_TOKEN_URL, async ({ request }) => {
				form = new URLSearchParams(await request.text());
				return HttpResponse.json({ access_token: 'eyJ0', token_type: 'jwt-bearer', expires_in: '3599', refresh_token: 'r', scope: 'vso.profile' });
			})
		);
		const provider = AzureDevOps({ clientSecret: 'app-secret-jwt', redirectUri: 'https://example.com/auth/callback/azure-devops' });
		const tokens = await redeemCode(provider, { code: 'assertion-code', state: 's' });
		expect(Object.fromEntries(form!)).toEqual({
			client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
			client_assertion: 'app-secret-jwt',
			grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
			assertion: 'assertion-code',
			redirect_uri: 'https://example.com/auth/callback/azure-devops'
		});
		expect(tokens).toMatchObject({ access_token: 'eyJ0', expires_in: 3599, scope: 'vso.profile' });
	});

	it('Azure DevOps and TikTok repeat the redirect_uri the core sent; with none known they refuse before any request', async () => {
		let form: URLSearchParams | undefined;
		server.use(
			http.post(AZURE_DEVOPS_TOKEN_URL, async ({ request }) => {
				form = new URLSearchParams(await request.text());
				return HttpResponse.json({ access_token: 'eyJ0', token_type: 'jwt-bearer', expires_in: 60 });
			})
		);
		await redeemCode(AzureDevOps({ clientSecret: 's' }), { code: 'c', state: 's' }, 'https://app.example/auth/callback/azure-devops');
		expect(form!.get('redirect_uri')).toBe('https://app.example/auth/callback/azure-devops');
		await expect(redeemCode(AzureDevOps({ clientSecret: 's' }))).rejects.toThrow(/redirectUri/);
		await expect(redeemCode(TikTok({ clientId: 'ck', clientSecret: 's' }))).rejects.toThrow(/redirectUri/);
	});

	it('TikTok sends client_key (not client_id) and reports an error answered with HTTP 200', async () => {
		let form: URLSearchParams | undefined;
		server.use(
			http.post(TIKTOK_TOKEN_URL, async ({ request }) => {
				form = new URLSearchParams(await request.text());
				return HttpResponse.json({ access_token: 'act.1', expires_in: 86400, open_id: 'oid', refresh_token: 'rft.1', scope: 'user.info.basic', token_type: 'Bearer' });
			})
		);
		const provider = TikTok({ clientId: 'ck', clientSecret: 'cs', redirectUri: 'https://example.com/auth/callback/tiktok' });
		const tokens = await redeemCode(provider);
		expect(Object.fromEntries(form!)).toEqual({
			client_key: 'ck',
			client_secret: 'cs',
			code: 'the-code',
			grant_type: 'authorization_code',
			redirect_uri: 'https://example.com/auth/callback/tiktok'
		});
		expect(tokens).toMatchObject({ access_token: 'act.1', token_type: 'bearer', open_id: 'oid' });

		server.use(http.post(TIKTOK_TOKEN_URL, () => HttpResponse.json({ error: 'invalid_grant', error_description: 'Authorization code is expired.' })));
		await expect(redeemCode(provider)).rejects.toThrow(/invalid_grant/);
	});

	it('WeChat redeems with a GET carrying appid, secret and code, adds token_type and reports errcode answers', async () => {
		let query: URLSearchParams | undefined;
		server.use(
			http.get('https://api.weixin.qq.com/sns/oauth2/access_token', ({ request }) => {
				query = new URL(request.url).searchParams;
				return HttpResponse.json({ access_token: 'wx-at', expires_in: 7200, refresh_token: 'wx-rt', openid: 'oid', scope: 'snsapi_userinfo', unionid: 'uid' });
			})
		);
		const provider = WeChat({ clientId: 'wx1', clientSecret: 'wx-secret' });
		const tokens = await redeemCode(provider);
		expect(Object.fromEntries(query!)).toEqual({ appid: 'wx1', secret: 'wx-secret', code: 'the-code', grant_type: 'authorization_code' });
		expect(tokens).toMatchObject({ access_token: 'wx-at', token_type: 'bearer', openid: 'oid' });

		server.use(http.get('https://api.weixin.qq.com/sns/oauth2/access_token', () => HttpResponse.json({ errcode: 40029, errmsg: 'invalid code' })));
		await expect(redeemCode(provider)).rejects.toThrow(/40029/);
		await expect(redeemCode(provider, { state: 's' })).rejects.toThrow(/code/);
	});
});
