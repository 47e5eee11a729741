import { describe, expect, it } from 'vitest';
import { parseBooleanEnv, resolveConfig } from './config.ts';
import { UntrustedHost } from './errors.ts';

const secret = 'a-secret-that-is-at-least-thirty-two-chars';

describe('environment parsing', () => {
	it.each([['true', true], ['1', true], ['yes', true], ['false', false], ['0', false], ['no', false], ['off', false], ['', false], [' FALSE ', false]])(
		'AUTH_TRUST_HOST=%j means %s (Auth.js took any non-empty value as true)',
		(value, expected) => expect(parseBooleanEnv(value)).toBe(expected)
	);

	it('reads secrets newest first: AUTH_SECRET_3, _2, _1, then AUTH_SECRET', () => {
		const env = { AUTH_SECRET: `${secret}-0`, AUTH_SECRET_1: `${secret}-1`, AUTH_SECRET_3: `${secret}-3` };
		expect(resolveConfig({ providers: [] }, { env, dev: true }).secret).toEqual([`${secret}-3`, `${secret}-1`, `${secret}-0`]);
	});

	it('the origin: AUTH_URL when set; else the request URL SvelteKit resolved, when trusted (option, AUTH_TRUST_HOST, platform, dev)', () => {
		const origin = (env: Record<string, string>, dev = false, trustHost?: boolean) =>
			resolveConfig({ providers: [], secret, trustHost }, { env, dev }).url?.href ?? 'event.url';
		expect(origin({ AUTH_URL: 'https://app.example.test/some/path' })).toBe('https://app.example.test/');
		expect(origin({}, true)).toBe('event.url');
		expect(origin({ AUTH_TRUST_HOST: 'true' })).toBe('event.url');
		expect(origin({ VERCEL: '1' })).toBe('event.url');
		expect(origin({}, false, true)).toBe('event.url');
	});

	it('a production server with no trusted origin refuses to start, naming AUTH_URL and AUTH_TRUST_HOST in one line', () => {
		const start = (env: Record<string, string>, dev = false, trustHost?: boolean) => () => resolveConfig({ providers: [], secret, trustHost }, { env, dev });
		for (const run of [start({}), start({ AUTH_TRUST_HOST: 'false' }, true), start({ AUTH_TRUST_HOST: 'true' }, false, false), start({ AUTH_TRUST_HOST: '0' })]) {
			expect(run).toThrow(UntrustedHost);
			expect(run).toThrow(/^No trusted origin: set AUTH_URL=.* or AUTH_TRUST_HOST=true [^\n]*docs\/deployment\.md\.$/);
		}
		expect(start({ AUTH_URL: 'not a url' })).toThrow(UntrustedHost);
	});

	it('fills OAuth client credentials from AUTH_<ID>_ID/_SECRET/_ISSUER, explicit options winning', () => {
		const config = resolveConfig(
			{ providers: [{ id: 'my-idp', name: 'IdP', type: 'oidc', clientSecret: 'explicit' }], secret },
			{ env: { AUTH_MY_IDP_ID: 'id', AUTH_MY_IDP_SECRET: 'from-env', AUTH_MY_IDP_ISSUER: 'https://idp.example.test' }, dev: true }
		);
		expect(config.providers[0].options).toMatchObject({ clientId: 'id', clientSecret: 'explicit', issuer: 'https://idp.example.test' });
	});

	it('defaults: jwt without an adapter, 30 days maxAge, 1 day updateAge, /auth base path, frozen', () => {
		const config = resolveConfig({ providers: [], secret }, { env: {}, dev: true });
		expect(config.session).toMatchObject({ strategy: 'jwt', maxAge: 2_592_000, updateAge: 86_400 });
		expect(config.basePath).toBe('/auth');
		expect(Object.isFrozen(config)).toBe(true);
	});
});
