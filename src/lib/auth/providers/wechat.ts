/**
 * WeChat Login (OAuth 2 with WeChat's own parameter names): for Official Accounts (inside WeChat) and
 * for websites (QR code).
 * Docs: https://developers.weixin.qq.com/doc/oplatform/en/Website_App/WeChat_Login/Wechat_Login.html
 */
import type { TokenSet } from '../model.ts';
import type { EndpointContext, OAuthConfig } from './types.ts';
import { firstString, omitKeys, requireId, withUserOptions } from './oauth-defaults.ts';
import { accessTokenOf, bearerTokenSet, fetchJson, requireOption, type TokenRequestContext } from './provider-helpers.ts';

/** GET /sns/userinfo: https://developers.weixin.qq.com/doc/oplatform/en/Website_App/WeChat_Login/Authorized_Interface_Calling_UnionID.html */
export interface WeChatProfile {
	/** Per application. */
	openid: string;
	/** The same across the apps of one WeChat Open Platform account; absent without such an account. */
	unionid?: string;
	nickname: string;
	sex: number;
	province: string;
	city: string;
	country: string;
	headimgurl: string;
	privilege: string[];
	[claim: string]: unknown;
}

export type WeChatOptions = Partial<OAuthConfig<WeChatProfile>> & {
	/** `OfficialAccount` (pages opened inside WeChat, the default) or `WebsiteApp` (QR code on the web). */
	platformType?: 'OfficialAccount' | 'WebsiteApp';
};

const API = 'https://api.weixin.qq.com/sns';

/** WeChat reports failures as HTTP 200 with `errcode` and `errmsg`. */
function checkWeChatAnswer<T extends Record<string, unknown>>(answer: T, what: string): T {
	if (typeof answer.errcode === 'number' && answer.errcode !== 0) throw new Error(`WeChat ${what} failed: ${answer.errcode} ${String(answer.errmsg ?? '')}`);
	return answer;
}

/**
 * WeChat's code exchange is a GET with `appid` and `secret` in the query and answers without
 * `token_type`: https://developers.weixin.qq.com/doc/oplatform/en/Website_App/WeChat_Login/Wechat_Login.html
 */
export async function redeemWeChatCode(context: TokenRequestContext): Promise<TokenSet> {
	const code = context.params?.code;
	if (!code) throw new TypeError('WeChat answered without a code');
	const url = new URL(`${API}/oauth2/access_token`);
	url.searchParams.set('appid', String(context.provider.clientId ?? ''));
	url.searchParams.set('secret', String(context.provider.clientSecret ?? ''));
	url.searchParams.set('code', code);
	url.searchParams.set('grant_type', 'authorization_code');
	return bearerTokenSet(checkWeChatAnswer(await fetchJson<Record<string, unknown>>(context, url), 'code exchange'));
}

/** /sns/userinfo takes the token and the openid in the query, not in an Authorization header. */
export async function fetchWeChatProfile(context: EndpointContext): Promise<WeChatProfile> {
	const url = new URL(`${API}/userinfo`);
	url.searchParams.set('access_token', accessTokenOf(context, 'api.weixin.qq.com'));
	url.searchParams.set('openid', String(context.tokens.openid ?? ''));
	url.searchParams.set('lang', 'zh_CN');
	return checkWeChatAnswer(await fetchJson<WeChatProfile>(context, url), 'userinfo');
}

/**
 * WeChat sign-in. Callback URL: `<origin>/auth/callback/wechat`. `clientId` (the AppID) is needed in code,
 * because the authorize endpoint reads it as `appid`. The account id is the `unionid`, as Auth.js stores
 * it; apps without an Open Platform account have none and fall back to the per-app `openid`. No e-mail.
 * @example WeChat({ clientId: env.AUTH_WECHAT_ID, clientSecret: env.AUTH_WECHAT_SECRET, platformType: 'WebsiteApp' })
 */
export default function WeChat(options: WeChatOptions = {}): OAuthConfig<WeChatProfile> {
	const appid = requireOption(options.clientId, 'WeChat', 'clientId', 'its authorize endpoint takes the AppID as `appid`');
	const website = options.platformType === 'WebsiteApp';
	return withUserOptions<WeChatProfile>(
		{
			id: 'wechat',
			name: 'WeChat',
			type: 'oauth',
			authorization: {
				// The fragment is part of WeChat's documented authorize URL; the core keeps it.
				url: `${website ? 'https://open.weixin.qq.com/connect/qrconnect' : 'https://open.weixin.qq.com/connect/oauth2/authorize'}#wechat_redirect`,
				params: { appid, scope: website ? 'snsapi_login' : 'snsapi_userinfo' }
			},
			token: { url: `${API}/oauth2/access_token`, request: redeemWeChatCode },
			userinfo: { url: `${API}/userinfo`, request: fetchWeChatProfile },
			// WeChat documents `state` only, and the custom code exchange could not send a PKCE verifier.
			checks: ['state'],
			profile: (profile) => ({
				id: requireId(profile.unionid, profile.openid),
				name: firstString(profile.nickname),
				email: null,
				image: firstString(profile.headimgurl)
			}),
			style: { bg: '#07c160', text: '#ffffff' }
		},
		omitKeys(options, ['platformType'])
	);
}

export { WeChat };
