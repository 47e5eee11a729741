/**
 * Userinfo `request` handlers of the providers whose API is not a plain Bearer GET: where the token goes
 * (query, path, another scheme), the extra headers the API wants, and how an error answer is reported.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockProviderApis, signInProfile } from './api-mocks.ts';
import { fixture } from './catalogue-shared.ts';
import Bungie, { BUNGIE_PROFILE_URL } from '#lib/auth/providers/bungie.ts';
import Foursquare from '#lib/auth/providers/foursquare.ts';
import HubSpot, { HUBSPOT_TOKEN_INFO_URL } from '#lib/auth/providers/hubspot.ts';
import Mailchimp, { MAILCHIMP_METADATA_URL } from '#lib/auth/providers/mailchimp.ts';
import Nextcloud from '#lib/auth/providers/nextcloud.ts';
import Pipedrive from '#lib/auth/providers/pipedrive.ts';
import Todoist, { TODOIST_SYNC_URL } from '#lib/auth/providers/todoist.ts';
import Trakt from '#lib/auth/providers/trakt.ts';
import VK from '#lib/auth/providers/vk.ts';
import WeChat from '#lib/auth/providers/wechat.ts';

const server = mockProviderApis();

describe('tokens outside the Authorization header', () => {
	it('Foursquare sends the token as oauth_token and the API version as v, and maps response.user', async () => {
		let query: URLSearchParams | undefined;
		let auth: string | null = 'unset';
		server.use(
			http.get('https://api.foursquare.com/v2/users/self', ({ request }) => {
				query = new URL(request.url).searchParams;
				auth = request.headers.get('authorization');
				return HttpResponse.json(fixture('foursquare'));
			})
		);
		const { user } = await signInProfile(Foursquare({ apiVersion: '20240101' }), 'fsq-token');
		expect([query?.get('oauth_token'), query?.get('v'), auth]).toEqual(['fsq-token', '20240101', null]);
		expect(user.id).toBe('21470318');
	});

	it('HubSpot looks the token up at a URL ending in the token, and keeps the token out of error messages', async () => {
		let path = '';
		server.use(
			http.get(`${HUBSPOT_TOKEN_INFO_URL}/:token`, ({ request, params }) => {
				path = String(params.token);
				expect(request.headers.get('authorization')).toBeNull();
				return HttpResponse.json(fixture('hubspot'));
			})
		);
		expect((await signInProfile(HubSpot(), 'hs/secret token')).user.id).toBe('5012345');
		expect(path).toBe('hs/secret token');

		server.use(http.get(`${HUBSPOT_TOKEN_INFO_URL}/:token`, () => HttpResponse.json({ status: 'error' }, { status: 404 })));
		const failure = signInProfile(HubSpot(), 'hs-secret-value');
		await expect(failure).rejects.toThrow(/404/);
		await expect(failure).rejects.not.toThrow(/hs-secret-value/);
	});

	it('Mailchimp calls its metadata endpoint with the `OAuth` scheme its guide shows', async () => {
		let auth: string | null = null;
		server.use(
			http.get(MAILCHIMP_METADATA_URL, ({ request }) => {
				auth = request.headers.get('authorization');
				return HttpResponse.json(fixture('mailchimp'));
			})
		);
		expect((await signInProfile(Mailchimp(), 'mc-token')).user.email).toBe('freddie@example.com');
		expect(auth).toBe('OAuth mc-token');
	});

	it('WeChat asks /sns/userinfo with access_token and openid in the query and reports errcode answers', async () => {
		let query: URLSearchParams | undefined;
		server.use(
			http.get('https://api.weixin.qq.com/sns/userinfo', ({ request }) => {
				query = new URL(request.url).searchParams;
				return HttpResponse.json(fixture('wechat'));
			})
		);
		const { user } = await signInProfile(WeChat({ clientId: 'wx1' }), 'wx-token', { openid: 'oLVPpjqs9BhvzwPj5A-vTYAX3GLc' });
		expect([query?.get('access_token'), query?.get('openid'), query?.get('lang')]).toEqual(['wx-token', 'oLVPpjqs9BhvzwPj5A-vTYAX3GLc', 'zh_CN']);
		expect(user.id).toBe('o6_bmasdasdsad6_2sgVt7hMZOPfL');

		server.use(http.get('https://api.weixin.qq.com/sns/userinfo', () => HttpResponse.json({ errcode: 40003, errmsg: 'invalid openid' })));
		await expect(signInProfile(WeChat({ clientId: 'wx1' }), 'wx-token', { openid: 'x' })).rejects.toThrow(/40003/);
	});
});

describe('extra headers and envelopes', () => {
	it('Bungie sends the app API key with the bearer token and refuses an ErrorCode other than 1', async () => {
		const seen: Array<string | null> = [];
		server.use(
			http.get(BUNGIE_PROFILE_URL, ({ request }) => {
				seen.push(request.headers.get('x-api-key'), request.headers.get('authorization'));
				return HttpResponse.json(fixture('bungie'));
			})
		);
		expect((await signInProfile(Bungie({ apiKey: 'app-key' }), 'bng')).user.id).toBe('20915432');
		expect(seen).toEqual(['app-key', 'Bearer bng']);

		server.use(http.get(BUNGIE_PROFILE_URL, () => HttpResponse.json({ ErrorCode: 99, ErrorStatus: 'WebAuthRequired', Message: 'Please sign-in' })));
		await expect(signInProfile(Bungie({ apiKey: 'app-key' }))).rejects.toThrow(/ErrorCode 99/);
		await expect(signInProfile(Bungie())).rejects.toThrow(/apiKey/);
	});

	it('Trakt names API version 2 and the client id on every call', async () => {
		let headers: Headers | undefined;
		server.use(
			http.get('https://api.trakt.tv/users/me', ({ request }) => {
				headers = request.headers;
				expect(new URL(request.url).searchParams.get('extended')).toBe('full');
				return HttpResponse.json(fixture('trakt'));
			})
		);
		expect((await signInProfile(Trakt({ clientId: 'trakt-client' }))).user.id).toBe('theo-grant');
		expect([headers?.get('trakt-api-version'), headers?.get('trakt-api-key')]).toEqual(['2', 'trakt-client']);
	});

	it('Nextcloud reads the user named by the token answer from the OCS API and hands over ocs.data', async () => {
		let ocsHeader: string | null = null;
		server.use(
			http.get('https://cloud.example.com/ocs/v1.php/cloud/users/:user', ({ request, params }) => {
				ocsHeader = request.headers.get('ocs-apirequest');
				expect(params.user).toBe('frank');
				return HttpResponse.json(fixture('nextcloud'));
			})
		);
		const { raw, user } = await signInProfile(Nextcloud({ issuer: 'https://cloud.example.com' }), 'nc', { user_id: 'frank' });
		expect(ocsHeader).toBe('true');
		expect(raw.displayname).toBe('Frank Moreau');
		expect(user.id).toBe('frank');
		await expect(signInProfile(Nextcloud({ issuer: 'https://cloud.example.com' }), 'nc')).rejects.toThrow(/user_id/);
	});

	it('Todoist POSTs a sync for the user resource and hands over the user', async () => {
		let form: URLSearchParams | undefined;
		server.use(
			http.post(TODOIST_SYNC_URL, async ({ request }) => {
				form = new URLSearchParams(await request.text());
				return HttpResponse.json(fixture('todoist'));
			})
		);
		const { raw } = await signInProfile(Todoist(), 'td');
		expect([form?.get('sync_token'), form?.get('resource_types')]).toEqual(['*', '["user"]']);
		expect(raw.id).toBe('2671355');
	});

	it('VK hands over the first users.get entry with the e-mail of the token answer, and reports API errors', async () => {
		server.use(http.get('https://api.vk.com/method/users.get', () => HttpResponse.json(fixture('vk'))));
		const { user } = await signInProfile(VK(), 'vk', { email: 'dmitri.sokolov@example.com' });
		expect(user).toMatchObject({ id: '743784474', email: 'dmitri.sokolov@example.com' });
		expect((await signInProfile(VK(), 'vk')).user.email).toBeNull();

		server.use(http.get('https://api.vk.com/method/users.get', () => HttpResponse.json({ error: { error_code: 5, error_msg: 'User authorization failed' } })));
		await expect(signInProfile(VK(), 'vk')).rejects.toThrow(/5: User authorization failed/);
	});

	it("Pipedrive calls the company's api_domain from the token answer, and the global host for any other domain", async () => {
		const hosts: string[] = [];
		const answer = () => HttpResponse.json(fixture('pipedrive'));
		server.use(
			http.get('https://costaimports.pipedrive.com/api/v1/users/me', ({ request }) => (hosts.push(new URL(request.url).host), answer())),
			http.get('https://api.pipedrive.com/api/v1/users/me', ({ request }) => (hosts.push(new URL(request.url).host), answer()))
		);
		await signInProfile(Pipedrive(), 'pd', { api_domain: 'https://costaimports.pipedrive.com' });
		await signInProfile(Pipedrive(), 'pd', { api_domain: 'https://attacker.example' });
		await signInProfile(Pipedrive(), 'pd');
		expect(hosts).toEqual(['costaimports.pipedrive.com', 'api.pipedrive.com', 'api.pipedrive.com']);
	});
});
