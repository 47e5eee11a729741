/**
 * One fuzz case from the generator: a method, a path under the auth base path (or one of the demo's pages,
 * which read the session), a query, headers and a body. About a third of the cases are well-formed enough
 * (same origin, a real CSRF pair, the fields the route reads) to get past the first checks and into the
 * flows; the rest is every kind of wrong.
 */
import type { Rng } from './prng.ts';
import { ACTIONS, ALNUM, APP_PATHS, BASE64URL, LATIN1, PROVIDERS, deepJson, encodedBytes, fuzzQuery, fuzzValue, junkSegment, oddJson, passkeyData } from './values.ts';

/** Real values the generator mixes in, fetched from the server before the run. */
export interface Material {
	/** The origin the build knows itself by (what a same-origin `Origin` header says). */
	origin: string;
	/** A CSRF token and the cookie value it belongs to. */
	csrf: { token: string; cookie: string };
	/** The session cookie of a real sign-in (the demo user). */
	session: string;
	/** Session JWEs made with the app's secret, carrying odd claims (cookies an attacker with the secret could make). */
	forged: string[];
	/** The ids (`<hash>/<name>`) of the demo's remote sign-in and sign-out forms, as its /remote page names them. */
	remoteForms: string[];
}

export interface FuzzCase {
	method: string;
	/** Path and query, sent as they are. */
	path: string;
	headers: Array<[string, string]>;
	body?: Buffer;
	/** The body goes out in chunks without a Content-Length. */
	chunked: boolean;
}

const MAX_TARGET = 10_000;
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;
const SESSION = 'authjs.session-token';
const CHECK_COOKIES = ['authjs.callback-url', 'authjs.pkce.code_verifier', 'authjs.state', 'authjs.nonce', 'authjs.challenge'];

interface Target {
	path: string;
	action?: string;
	provider?: string;
	/** The remote form the post goes to (its fields are named after it). */
	remote?: string;
}

/**
 * A remote form's two doors: a page with `?/remote=<id>[/<key>]` (no JavaScript) and kit's endpoint
 * `/_app/remote/<id>[/<key>]`; the key is `form.for(...)`'s, JSON and percent-encoded, or anything else.
 */
function remotePath(rng: Rng, formId: string): Target {
	const key = rng.pick([() => '', () => '/%22credentials%22', () => '/%22nodemailer%22', () => `/${encodeURIComponent(JSON.stringify(oddJson(rng)))}`, () => `/${junkSegment(rng)}`])();
	const path = rng.chance(0.6) ? `${rng.pick(['/remote', '/signin', '/'])}?/remote=${formId}${key}` : `/_app/remote/${formId}${key}`;
	return { path, remote: formId };
}

function fuzzPath(rng: Rng, m: Material): Target {
	const roll = rng.next();
	if (roll < 0.06 && m.remoteForms.length) return remotePath(rng, rng.pick(m.remoteForms));
	if (roll < 0.08) return { path: rng.pick(APP_PATHS) };
	if (roll < 0.16) return { path: rng.pick(['/auth', '/auth/', '/AUTH/signin', `/auth//${rng.pick(ACTIONS)}`, `/auth/${junkSegment(rng)}`, `/auth/./session`, `/auth/%73ession`]) };
	const action = rng.pick(ACTIONS);
	const withProvider = ['signin', 'callback', 'webauthn-options'].includes(action) ? rng.chance(0.8) : rng.chance(0.15);
	const provider = withProvider ? (rng.chance(0.85) ? rng.pick(PROVIDERS) : junkSegment(rng)) : undefined;
	let path = `/auth/${action}${provider ? `/${provider}` : ''}`;
	if (rng.chance(0.06)) path += `/${junkSegment(rng)}`;
	if (rng.chance(0.06)) path += rng.pick(['/', '//', '///']);
	return { path, action, provider };
}

/** The Cookie header: nothing, real cookies, forged ones, oversized, chunked or broken ones. */
function fuzzCookie(rng: Rng, m: Material): string | undefined {
	if (rng.chance(0.35)) return undefined;
	const parts: string[] = [];
	const count = rng.between(1, 3);
	for (let i = 0; i < count; i++) {
		parts.push(
			rng.pick([
				() => `authjs.csrf-token=${m.csrf.cookie}`,
				() => `authjs.csrf-token=${rng.pick([m.csrf.token, `${m.csrf.token}|${'0'.repeat(64)}`, '|', rng.chars(40, ALNUM)])}`,
				() => `${SESSION}=${m.session}`,
				() => `${SESSION}=${rng.pick(m.forged)}`,
				() => `${SESSION}=${rng.chars(rng.between(0, 300), BASE64URL)}`,
				() => `${SESSION}=${rng.chars(rng.between(3000, 12000), BASE64URL)}`,
				() => {
					const half = Math.ceil(m.session.length / 2);
					const [a, b] = [m.session.slice(0, half), m.session.slice(half)];
					return rng.pick([`${SESSION}.0=${a}; ${SESSION}.1=${b}`, `${SESSION}.1=${b}; ${SESSION}.0=${a}`, `${SESSION}.0=${a}; ${SESSION}.2=${b}`, `${SESSION}.${rng.pick(['-1', 'x', '99999999999', '1e3', ''])}=${b}`]);
				},
				() => Array.from({ length: rng.between(2, 40) }, (_, k) => `${SESSION}.${k}=${rng.chars(rng.between(1, 200), BASE64URL)}`).join('; '),
				() => `${rng.pick(CHECK_COOKIES)}=${rng.pick([rng.chars(rng.between(0, 400), BASE64URL), rng.pick(m.forged), '%', encodedBytes(rng, 20)])}`,
				() => rng.pick([';;;=;', '=', 'a', '%', '=x', `${SESSION}`, `${SESSION}=%E0%A4%A`, `${SESSION}="quoted"`, rng.chars(rng.between(1, 300), LATIN1)]),
				() => Array.from({ length: rng.between(50, 300) }, (_, k) => `c${k}=${k}`).join('; ')
			])()
		);
	}
	return parts.join('; ');
}

function fuzzHeaders(rng: Rng, m: Material): Array<[string, string]> {
	const headers: Array<[string, string]> = [];
	// A header line carries Latin-1 only (RFC 9110 section 5.5): anything else is replaced, as a client must.
	const add = (name: string, value: string | undefined) => value !== undefined && headers.push([name, value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?')]);
	const roll = rng.next();
	add('origin', roll < 0.4 ? undefined : roll < 0.75 ? m.origin : rng.pick(['https://evil.example', 'null', '', m.origin.replace('http:', 'https:'), rng.chars(30, LATIN1)]));
	if (rng.chance(0.15)) add('sec-fetch-site', rng.pick(['same-origin', 'same-site', 'cross-site', 'none', 'x']));
	if (rng.chance(0.3)) add('accept', rng.pick(['application/json', 'text/html', '*/*', 'application/json, text/html', 'text/html;q=0', rng.chars(50, LATIN1)]));
	add('cookie', fuzzCookie(rng, m));
	if (rng.chance(0.15)) {
		add('x-forwarded-host', rng.pick(['evil.example', 'localhost:1', '', rng.chars(100, LATIN1)]));
		add('x-forwarded-proto', rng.pick(['https', 'http', 'gopher', '']));
		add('x-forwarded-for', rng.pick(['203.0.113.7', '1.1.1.1, 2.2.2.2', 'garbage', '::1', '300.1.1.1', Array.from({ length: 200 }, () => '10.0.0.1').join(', ')]));
		if (rng.chance(0.5)) add('forwarded', rng.pick(['for=1.2.3.4;host=evil.example;proto=https', 'garbage', '']));
	}
	if (rng.chance(0.1)) add('x-auth-return-redirect', rng.pick(['1', 'true', '']));
	if (rng.chance(0.05)) add('host', rng.pick(['evil.example', 'localhost', '[::1]', 'a'.repeat(300)]));
	if (rng.chance(0.03)) add('content-encoding', rng.pick(['gzip', 'br', 'x']));
	if (rng.chance(0.03)) add('referer', fuzzValue(rng, m.origin).slice(0, 2000));
	return headers;
}

/** The fields a route reads, with real values where they help (a valid CSRF token, the demo's password). */
function fields(rng: Rng, m: Material, action: string | undefined, provider: string | undefined): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	const value = () => fuzzValue(rng, m.origin);
	if (rng.chance(0.7)) out.csrfToken = rng.chance(0.8) ? m.csrf.token : value();
	if (rng.chance(0.5)) out.callbackUrl = value();
	if (provider === 'nodemailer') out.email = rng.chance(0.5) ? `fuzz-${rng.chars(8, ALNUM)}@example.test` : value();
	if (provider === 'credentials') Object.assign(out, rng.chance(0.4) ? { username: 'demo', password: rng.chance(0.5) ? 'demo' : value() } : { username: value(), password: value() });
	if (provider === 'passkey') Object.assign(out, { action: rng.pick(['authenticate', 'register', '', 'x']), data: passkeyData(rng) });
	if (action === 'callback' && provider?.startsWith('mock-')) Object.assign(out, { code: value(), state: value(), iss: value() });
	if (action === 'session') out.data = rng.chance(0.5) ? oddJson(rng) : { name: value() };
	if (action === 'signout' && rng.chance(0.3)) out.redirectTo = value();
	for (let i = rng.int(3); i > 0; i--) out[rng.pick(['x', '__proto__', 'constructor', 'providerId', 'redirect', rng.chars(6, ALNUM)])] = rng.chance(0.7) ? value() : oddJson(rng);
	return out;
}

/**
 * A remote form's fields: mostly names bound to the form as `.as(...)` makes them (`<path>/<form id>`, with
 * kit's `n:`/`b:` type prefixes and `[]`), some of them paths kit refuses, some unbound, some repeated.
 */
function remoteFields(rng: Rng, m: Material, formId: string): Array<[string, unknown]> {
	const value = () => (rng.chance(0.8) ? fuzzValue(rng, m.origin) : oddJson(rng));
	const paths = ['credentials.username', 'credentials._password', 'email', 'provider', 'redirectTo', 'id', 'tags[0]', 'a.b', 'credentials', '__proto__.x', 'a-b', '0', ''];
	return Array.from({ length: rng.between(1, 6) }, (): [string, unknown] => {
		const path = rng.chance(0.85) ? rng.pick(paths) : rng.chars(rng.between(1, 12), ALNUM);
		const name = rng.chance(0.85) ? `${rng.pick(['', '', '', 'n:', 'b:', 'i:'])}${path}${rng.chance(0.15) ? '[]' : ''}/${formId}` : path;
		return [name, rng.chance(0.3) && path === 'credentials.username' ? 'demo' : value()];
	});
}

const formOf = (values: Record<string, unknown> | Array<[string, unknown]>) => new URLSearchParams((Array.isArray(values) ? values : Object.entries(values)).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

function fuzzBody(rng: Rng, m: Material, { action, provider, remote }: Target): { type?: string; body: Buffer } {
	const values = remote ? Object.fromEntries(remoteFields(rng, m, remote)) : fields(rng, m, action, provider);
	const [type, text] = rng.pick<() => [string | undefined, string | Buffer]>([
		() => ['application/x-www-form-urlencoded', formOf(remote ? remoteFields(rng, m, remote) : values)],
		() => ['application/x-www-form-urlencoded', formOf(values)],
		() => ['application/json', JSON.stringify(values)],
		() => ['application/json', JSON.stringify(values)],
		() => ['text/plain;charset=UTF-8', formOf(values)],
		() => [undefined, formOf(values)],
		() => ['application/json', rng.pick(['[]', '"x"', '1', 'null', '{', '{"a":', deepJson(rng.between(100, 20000)), '{"__proto__":{"csrfToken":"x"}}'])],
		() => ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="csrfToken"\r\n\r\n${m.csrf.token}\r\n--x--\r\n`],
		() => [rng.pick(['multipart/form-data', 'text/html', 'application/xml', 'image/png', rng.chars(rng.between(1, 8000), LATIN1)]), formOf(values)],
		() => ['application/x-www-form-urlencoded; charset=iso-8859-1', Buffer.from(formOf(values).replace(/%C3%A9/g, '%E9') + '&n=\u00e9', 'latin1')],
		() => ['application/json; charset=utf-16', Buffer.from(JSON.stringify(values), 'utf16le')],
		() => [rng.pick(['application/json', 'application/x-www-form-urlencoded']), Buffer.from(Array.from({ length: rng.between(1, 2000) }, () => rng.int(256)))],
		() => [rng.pick(['application/json', 'application/x-www-form-urlencoded']), `csrfToken=${m.csrf.token}&x=${'y'.repeat(rng.between(60_000, 700_000))}`]
	])();
	return { type, body: Buffer.isBuffer(text) ? text : Buffer.from(text) };
}

/** The next case of a run. */
export function nextCase(rng: Rng, m: Material): FuzzCase {
	const method = rng.chance(0.03) ? rng.pick(['TRACE', 'PROPFIND', 'post', 'QUERY']) : rng.pick([...METHODS, 'GET', 'POST', 'POST']);
	const target = fuzzPath(rng, m);
	const headers = fuzzHeaders(rng, m);
	// kit's own client names the page a remote call comes from; kit then rewrites event.url to it.
	if (target.remote && rng.chance(0.3)) headers.push(['x-sveltekit-pathname', rng.pick(['/remote', '/', '/signin', '/_app/remote/x'])]);
	const wantsBody = method === 'GET' || method === 'HEAD' ? rng.chance(0.04) : method === 'POST' ? rng.chance(0.95) : rng.chance(0.4);
	let body: Buffer | undefined;
	if (wantsBody) {
		const made = fuzzBody(rng, m, target);
		if (made.type !== undefined) headers.push(['content-type', made.type]);
		body = made.body;
	}
	// Node's parser answers a request head over 16 KiB itself (431, or a reset for a long request line): the
	// request line stays well below it, so the case reaches the app.
	const path = `${target.path}${fuzzQuery(rng, m.origin)}`.slice(0, MAX_TARGET);
	return { method, path, headers, body, chunked: !!body && rng.chance(0.1) };
}
