/**
 * CSRF on every state-changing route: each route x body encoding x where the request claims to come
 * from x the double-submit token. The library lets a request through only when it is same-origin by its
 * headers, or carries no site headers at all and the valid token; everything else is a 4xx and changes
 * nothing. Where SvelteKit's own check runs (the jwt server), it answers form bodies first, and JSON
 * reaches the library; on the database server kit's check is off, so every body reaches the library's.
 */
import { expect, test, type APIRequestContext, type APIResponse, type TestInfo } from '@playwright/test';
import { kitChecksOrigin } from '../e2e/servers.ts';
import { count, serverOf } from '../e2e/store.ts';
import { EVIL, csrfToken, session, setsSession, signInDemo, signInOidc, uniqueAddress } from './support.ts';

type Encoding = 'form' | 'json' | 'text/plain';
type Token = 'valid' | 'wrong' | 'none';
type Site = 'same-origin' | 'cross-site Origin' | 'null Origin' | 'Sec-Fetch-Site cross-site' | 'Sec-Fetch-Site same-site' | 'no site headers';

const SITES: Record<Site, (baseURL: string) => Record<string, string>> = {
	'same-origin': (baseURL) => ({ origin: baseURL }),
	'cross-site Origin': () => ({ origin: EVIL }),
	'null Origin': () => ({ origin: 'null' }),
	'Sec-Fetch-Site cross-site': () => ({ 'sec-fetch-site': 'cross-site' }),
	// A sibling subdomain is same-site but not same-origin: still another origin's request.
	'Sec-Fetch-Site same-site': () => ({ 'sec-fetch-site': 'same-site' }),
	'no site headers': () => ({})
};

interface Route {
	name: string;
	path: string;
	/**
	 * Whether the case needs a signed-in client first: as the demo user (a credentials sign-in, the cheapest),
	 * or as a fresh user of its own where the case may change the user (a renamed demo user would show in
	 * every other spec).
	 */
	signedIn: false | 'demo' | 'own user';
	/** For SvelteKit form actions: the bodies the action reads (kit answers JSON with 415 before it runs). */
	formAction?: Encoding[];
	fields(ctx: Case): Record<string, string>;
	/** Whether the request changed anything (or, for a passkey, got past the CSRF check to verification). */
	changed(ctx: Case, answer: APIResponse): Promise<boolean>;
}

interface Case {
	request: APIRequestContext;
	baseURL: string;
	info: TestInfo;
	address: string;
	name: string;
	encoding: Encoding;
}

const ROUTES: Route[] = [
	{
		name: 'e-mail sign-in',
		path: '/auth/signin/nodemailer',
		signedIn: false,
		fields: (c) => ({ email: c.address }),
		changed: async (c) => count(c.info, 'SELECT COUNT(*) FROM auth_verification_tokens WHERE identifier = ?', c.address) > 0
	},
	{
		name: 'OAuth sign-in start',
		path: '/auth/signin/mock-oidc',
		signedIn: false,
		fields: () => ({}),
		changed: async (_c, answer) => answer.status() === 302 && /state|pkce|nonce/.test(answer.headers()['set-cookie'] ?? '')
	},
	{
		name: 'credentials callback',
		path: '/auth/callback/credentials',
		signedIn: false,
		fields: () => ({ username: 'demo', password: 'demo' }),
		changed: async (c, answer) => setsSession(answer) || (await session(c.request)) !== null
	},
	{
		name: 'passkey verification',
		path: '/auth/callback/passkey',
		signedIn: false,
		fields: () => ({ action: 'authenticate', data: '{}' }),
		// No authenticator answers here: past the CSRF check the library refuses the assertion itself, with a
		// redirect to the error page (a CSRF refusal is a 403 before verification).
		changed: async (_c, answer) => answer.status() === 302
	},
	{
		name: 'sign-out',
		path: '/auth/signout',
		signedIn: 'demo',
		fields: () => ({ callbackUrl: '/' }),
		changed: async (c) => (await session(c.request)) === null
	},
	{
		name: 'session update',
		path: '/auth/session',
		signedIn: 'own user',
		fields: (c) => ({ data: JSON.stringify({ name: c.name }) }),
		// The client's update() sends JSON, whose `data` the demo's callbacks read; a form's `data` is a string
		// they ignore, so a form update that got through shows as an answered update (200) only.
		changed: async (c, answer) => (await session(c.request))?.user?.name === c.name || (c.encoding !== 'json' && answer.status() === 200)
	},
	{
		name: "the demo's sign-in form action",
		path: '/signin',
		signedIn: false,
		// The sign-in action reads a form (request.formData()): a text/plain body is a 400 before any sign-in.
		formAction: ['form'],
		fields: () => ({ providerId: 'credentials', username: 'demo', password: 'demo', redirectTo: '/' }),
		changed: async (c, answer) => setsSession(answer) || (await session(c.request)) !== null
	},
	{
		name: "the demo's sign-out form action",
		path: '/signout',
		signedIn: 'demo',
		// The sign-out action needs no field: whatever the body, it signs out once the request is same-site.
		formAction: ['form', 'text/plain'],
		fields: () => ({ redirectTo: '/' }),
		changed: async (c) => (await session(c.request)) === null
	}
];

type Refuser = 'nobody' | 'kit' | 'action' | 'library';

/** The rule: who refuses a request, if anyone ('nobody': it is let through and takes effect). */
function refuser(route: Route, site: Site, token: Token, encoding: Encoding, kitChecks: boolean): Refuser {
	if (kitChecks && encoding !== 'json' && site !== 'same-origin') return 'kit';
	if (route.formAction && !route.formAction.includes(encoding)) return 'action';
	// A form action reads its fields (and so the token) from form bodies only.
	const sent = route.formAction && encoding !== 'form' ? 'none' : token;
	return site === 'same-origin' || (site === 'no site headers' && sent === 'valid') ? 'nobody' : 'library';
}

function body(encoding: Encoding, fields: Record<string, string>): Parameters<APIRequestContext['post']>[1] {
	if (encoding === 'form') return { form: fields };
	if (encoding === 'json') {
		// The session route takes its `data` as an object in JSON, as the client's update() sends it.
		const json: Record<string, unknown> = { ...fields };
		if (typeof fields.data === 'string') json.data = JSON.parse(fields.data);
		return { data: json };
	}
	return { data: new URLSearchParams(fields).toString(), headers: { 'content-type': 'text/plain;charset=UTF-8' } };
}

for (const route of ROUTES) {
	test.describe(`CSRF: ${route.name} (POST ${route.path})`, () => {
		for (const encoding of ['form', 'json', 'text/plain'] as const) {
			for (const site of Object.keys(SITES) as Site[]) {
				for (const token of ['valid', 'wrong', 'none'] as const) {
					// The title states the library's rule; where SvelteKit's own check runs it may refuse earlier (see `refuser`).
					const rule = refuser(route, site, token, encoding, false) === 'nobody' ? 'takes effect' : 'is refused with a 4xx and changes nothing';
					test(`${encoding}, ${site}, ${token} token: ${rule}`, async ({ request, baseURL }, info) => {
						const by = refuser(route, site, token, encoding, kitChecksOrigin(serverOf(info)));
						info.annotations.push({ type: 'rule', description: by === 'nobody' ? 'let through' : `refused by ${by === 'kit' ? 'SvelteKit' : `the ${by}`}, nothing changes` });
						const c: Case = { request, baseURL: baseURL!, info, address: uniqueAddress('csrf'), name: `Renamed ${Math.random().toString(36).slice(2, 8)}`, encoding };
						if (route.signedIn === 'demo') await signInDemo(request, c.baseURL);
						if (route.signedIn === 'own user') await signInOidc(request, c.baseURL);
						const valid = await csrfToken(request);
						const fields = { ...route.fields(c), ...(token === 'none' ? {} : { csrfToken: token === 'valid' ? valid : 'f'.repeat(64) }) };
						const options = body(encoding, fields);
						const answer = await request.post(route.path, { ...options, headers: { ...options?.headers, ...SITES[site](c.baseURL) }, maxRedirects: 0 });
						expect(answer.status(), 'never a server error').toBeLessThan(500);
						if (by === 'nobody') {
							expect(await route.changed(c, answer), 'the control request takes effect').toBe(true);
							return;
						}
						expect(answer.status(), 'refused').toBeGreaterThanOrEqual(400);
						if (by === 'kit') expect(await answer.text()).toBe('Cross-site POST form submissions are forbidden');
						if (by === 'library') {
							expect(answer.status()).toBe(403);
							if (!route.formAction) expect(await answer.json()).toEqual({ error: 'MissingCSRF', message: expect.any(String) });
						}
						expect(await route.changed(c, answer), 'nothing changed').toBe(false);
					});
				}
			}
		}
	});
}
