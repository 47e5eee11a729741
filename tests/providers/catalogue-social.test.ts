/**
 * Catalogue: social networks, media, games, sport and regional sign-ins, each against its recorded
 * response (fixtures/<id>.json).
 */
import { describe, expect, it } from 'vitest';
import { describeCatalogue, fixture, tokens, type CatalogueCase } from './catalogue-shared.ts';
import BattleNet from '#lib/auth/providers/battlenet.ts';
import Bungie from '#lib/auth/providers/bungie.ts';
import Concept2 from '#lib/auth/providers/concept2.ts';
import Dribbble from '#lib/auth/providers/dribbble.ts';
import EVEOnline from '#lib/auth/providers/eveonline.ts';
import FACEIT from '#lib/auth/providers/faceit.ts';
import Foursquare from '#lib/auth/providers/foursquare.ts';
import Kakao from '#lib/auth/providers/kakao.ts';
import LINE from '#lib/auth/providers/line.ts';
import Mailru from '#lib/auth/providers/mailru.ts';
import Mastodon from '#lib/auth/providers/mastodon.ts';
import Medium from '#lib/auth/providers/medium.ts';
import Naver from '#lib/auth/providers/naver.ts';
import Osu from '#lib/auth/providers/osu.ts';
import Patreon from '#lib/auth/providers/patreon.ts';
import Pinterest from '#lib/auth/providers/pinterest.ts';
import Roblox from '#lib/auth/providers/roblox.ts';
import Strava from '#lib/auth/providers/strava.ts';
import Threads from '#lib/auth/providers/threads.ts';
import TikTok from '#lib/auth/providers/tiktok.ts';
import Trakt from '#lib/auth/providers/trakt.ts';
import VK from '#lib/auth/providers/vk.ts';
import WeChat from '#lib/auth/providers/wechat.ts';
import Wikimedia from '#lib/auth/providers/wikimedia.ts';
import Yandex from '#lib/auth/providers/yandex.ts';

// prettier-ignore
const cases: Record<string, CatalogueCase> = {
	battlenet: { provider: BattleNet({ issuer: 'https://oauth.battle.net' }), type: 'oidc', issuer: 'https://oauth.battle.net', scope: 'openid profile email', user: { id: '104857622', name: 'Valkyrie#11842', email: null, image: null } },
	bungie: { provider: Bungie({ apiKey: 'bungie-api-key' }), type: 'oauth', scope: '', user: { id: '20915432', name: 'Ghostlight', email: null, image: 'https://www.bungie.net/img/profile/avatars/default_avatar.gif' } },
	concept2: { provider: Concept2(), type: 'oauth', scope: 'user:read,results:write', user: { id: '2290113', name: 'rowfast', email: 'ingrid.halvorsen@example.com', image: 'https://log.concept2.com/profile/2290113/image.jpg' } },
	dribbble: { provider: Dribbble(), type: 'oauth', scope: 'public', user: { id: '1', name: 'Elena Vasquez', email: null, image: 'https://cdn.dribbble.com/users/1/avatars/normal/dc.jpg' } },
	eveonline: { provider: EVEOnline(), type: 'oauth', scope: 'publicData', user: { id: '2112625428', name: 'Arlen Vex', email: null, image: 'https://images.evetech.net/characters/2112625428/portrait?size=128' } },
	faceit: { provider: FACEIT(), type: 'oauth', scope: 'openid email profile', user: { id: 'ac2b7c3d-9e1f-4a5b-8c6d-7e8f9a0b1c2d', name: 's1lentfox', email: 's1lentfox@example.com', image: 'https://assets.faceit-cdn.net/avatars/ac2b7c3d-9e1f-4a5b-8c6d-7e8f9a0b1c2d.jpg' } },
	foursquare: { provider: Foursquare(), type: 'oauth', scope: '', user: { id: '21470318', name: 'Rosa Martins', email: 'rosa.martins@example.com', image: 'https://fastly.4sqi.net/img/user/original/21470318-ABCDEFGHIJKLMNOP.jpg' } },
	kakao: { provider: Kakao(), type: 'oauth', scope: '', user: { id: '2814931537', name: 'Minji', email: 'minji.park@example.com', image: 'http://k.kakaocdn.net/dn/bQmXyz/btsAbc123/abcdEFGH1234/img_640x640.jpg' } },
	line: { provider: LINE(), type: 'oidc', issuer: 'https://access.line.me', scope: 'openid profile email', user: { id: 'U1234567890abcdef1234567890abcdef', name: 'Taro Line', email: 'taro.line@example.com', image: 'https://sample_line.me/aBcdefg123456' } },
	mailru: { provider: Mailru(), type: 'oauth', scope: 'userinfo', user: { id: '1234567890123456789', name: 'Ivan Petrov', email: 'ivan.petrov@mail.ru', image: 'https://filin.mail.ru/pic?d=hGvEAbCdEf0123456789&width=180&height=180' } },
	mastodon: { provider: Mastodon({ issuer: 'https://mastodon.social/' }), type: 'oauth', issuer: 'https://mastodon.social', scope: 'read', user: { id: '109384756', name: 'quietfern', email: null, image: 'https://files.mastodon.social/accounts/avatars/109/384/756/original/34aa222f4ae2e0a9.png' } },
	medium: { provider: Medium(), type: 'oauth', scope: 'basicProfile', user: { id: '5303d74c64f66366f00cb9b2a94f3251bf5', name: 'Owen Clarke', email: null, image: 'https://images.medium.com/0*fkfQiTzT7TlUGGyI.png' } },
	naver: { provider: Naver(), type: 'oauth', scope: '', user: { id: '32742776', name: 'OpenAPI', email: 'openapi@naver.com', image: 'https://ssl.pstatic.net/static/pwe/address/nodata_33x33.gif' } },
	osu: { provider: Osu(), type: 'oauth', scope: 'identify', user: { id: '18455231', name: 'kiraboshi', email: null, image: 'https://a.ppy.sh/18455231?1691234567.jpeg' } },
	patreon: { provider: Patreon(), type: 'oauth', scope: 'identity identity[email]', user: { id: '4092351', name: 'Corgi The Dev', email: 'corgi@example.com', image: 'https://c8.patreon.com/2/400/0000000' } },
	pinterest: { provider: Pinterest(), type: 'oauth', scope: 'user_accounts:read', user: { id: 'pinlover', name: 'pinlover', email: null, image: 'https://i.pinimg.com/280x280_RS/5c/14/a8/5c14a8b3e0f1c2d3e4f5a6b7c8d9e0f1.jpg' } },
	roblox: { provider: Roblox(), type: 'oidc', issuer: 'https://apis.roblox.com/oauth/', scope: 'openid profile', user: { id: '1516563360', name: 'exampleuser', email: null, image: 'https://tr.rbxcdn.com/30DAY-AvatarHeadshot-0A1B2C3D4E5F60718293A4B5C6D7E8F9-Png/150/150/AvatarHeadshot/Png/noFilter' } },
	strava: { provider: Strava(), type: 'oauth', scope: 'read', user: { id: '28391457', name: 'Marianne Hale', email: null, image: 'https://xxxxx.cloudfront.net/pictures/athletes/123456789/123456789/2/large.jpg' } },
	threads: { provider: Threads(), type: 'oauth', scope: 'threads_basic', user: { id: '1234567890123456', name: 'threads_tester', email: null, image: 'https://scontent.cdninstagram.com/v/t51.2885-19/1234567890_n.jpg' } },
	tiktok: { provider: TikTok({ clientId: 'awx3ky9mdoqlmn1z' }), type: 'oauth', scope: 'user.info.basic', user: { id: '-000LLkHuW1Sb9CtgzU4P6AaBbCcDdEeFf', name: 'Tik Toker', email: null, image: 'https://p19-sign.tiktokcdn-us.com/tos-useast5-avt-0068-tx/b17f0e4b3a4f4a50993cf72cda8b88b8~c5_168x168.jpeg' } },
	trakt: { provider: Trakt(), type: 'oauth', scope: '', user: { id: 'theo-grant', name: 'Theo Grant', email: null, image: 'https://walter-r2.trakt.tv/images/users/000/000/001/avatars/large/0ba3f72910.jpg' } },
	vk: { provider: VK(), type: 'oauth', scope: 'email', profileOf: (answer) => ({ ...answer.response[0], email: 'dmitri.sokolov@example.com' }), user: { id: '743784474', name: 'Dmitri Sokolov', email: 'dmitri.sokolov@example.com', image: 'https://sun1-88.userapi.com/s/v1/ig2/abcdEFG123.jpg?size=100x100&quality=95&crop=0,0,400,400&ava=1' } },
	wechat: { provider: WeChat({ clientId: 'wx1a2b3c4d5e6f7a8b' }), type: 'oauth', scope: 'snsapi_userinfo', user: { id: 'o6_bmasdasdsad6_2sgVt7hMZOPfL', name: '小明', email: null, image: 'https://thirdwx.qlogo.cn/mmopen/g3MonUZtNHkdmzicIlibx6iaFqAc56vxLSUfpb6n5WKSYVY0ChQKkiaJSgQ1dZuTOgvLLrhJbERQQ4eMsv84eavHiaiceqxibJxCfHe/0' } },
	wikimedia: { provider: Wikimedia(), type: 'oauth', scope: '', user: { id: '71234567', name: 'Example Editor', email: 'example.editor@example.org', image: null } },
	yandex: { provider: Yandex(), type: 'oauth', scope: 'login:info login:email login:avatar', user: { id: '1000034426', name: 'Ivan', email: 'test@yandex.ru', image: 'https://avatars.yandex.net/get-yapic/131652443/islands-200' } }
};

describeCatalogue(cases);

describe('social and regional presets', () => {
	it('Threads maps the documented top-level /me answer and the `data`-wrapped shape Auth.js reads', async () => {
		const user = await Threads().profile!({ data: fixture('threads') }, tokens);
		expect(user.id).toBe('1234567890123456');
	});

	it('WeChat: the Official Account flow by default, the QR-code flow for websites, and the openid when there is no unionid', async () => {
		expect(WeChat({ clientId: 'wx1' }).authorization).toEqual({
			url: 'https://open.weixin.qq.com/connect/oauth2/authorize#wechat_redirect',
			params: { appid: 'wx1', scope: 'snsapi_userinfo' }
		});
		const website = WeChat({ clientId: 'wx1', platformType: 'WebsiteApp' });
		expect(website.authorization).toEqual({ url: 'https://open.weixin.qq.com/connect/qrconnect#wechat_redirect', params: { appid: 'wx1', scope: 'snsapi_login' } });
		expect(website).not.toHaveProperty('platformType');
		const { unionid: _u, ...perApp } = fixture('wechat');
		expect((await WeChat({ clientId: 'wx1' }).profile!(perApp, tokens)).id).toBe('oLVPpjqs9BhvzwPj5A-vTYAX3GLc');
	});

	it('TikTok and WeChat need the client id in code, because their authorize endpoints take it under another name', () => {
		expect(() => TikTok()).toThrow(/clientId/);
		expect(() => WeChat()).toThrow(/clientId/);
		expect((TikTok({ clientId: 'ck' }).authorization as { params: Record<string, string> }).params.client_key).toBe('ck');
	});

	it('Mastodon needs its server URL and builds every endpoint from it', () => {
		expect(() => Mastodon()).toThrow(/issuer/);
		expect(Mastodon({ issuer: 'https://fosstodon.org' }).userinfo).toEqual({ url: 'https://fosstodon.org/api/v1/accounts/verify_credentials' });
	});

	it('Yandex shows no avatar for an empty one, and falls back to the real name and first address', async () => {
		const { display_name: _d, default_email: _e, ...profile } = fixture('yandex');
		expect(await Yandex().profile!({ ...profile, is_avatar_empty: true }, tokens)).toMatchObject({ name: 'Ivan Ivanov', email: 'test@yandex.ru', image: null });
	});

	it('Bungie keeps the API key on the provider for its userinfo handler, and completes a relative picture path', async () => {
		expect(Bungie({ apiKey: 'k' }).apiKey).toBe('k');
		const profile = fixture('bungie');
		profile.Response.bungieNetUser.profilePicturePath = 'img/profile/avatars/x.jpg';
		expect((await Bungie().profile!(profile, tokens)).image).toBe('https://www.bungie.net/img/profile/avatars/x.jpg');
	});

	it('Foursquare maps no image when the user has no photo', async () => {
		const profile = fixture('foursquare');
		delete profile.response.user.photo;
		expect((await Foursquare().profile!(profile, tokens)).image).toBeNull();
	});
});
