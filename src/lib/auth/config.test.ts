import { describe, expect, it } from 'vitest';
import { parseBooleanEnv, resolveConfig } from './config.ts';

const secret = 'a-secret-that-is-at-least-thirty-two-chars';

describe('environment parsing', () => {
	it.each([['true', true], ['1', true], ['yes', true], ['false', false], ['0', false], ['no', false], ['off', false], ['', false], [' FALSE ', false]])(
		'AUTH_TRUST_HOST=%j means %s (Auth.js took any non-empty value as true)',
		(value, expected) => expect(parseBooleanEnv(value)).toBe(expected)
	);

	it('reads secrets newest first: AUTH_SECRET_3, _2, _1, then AUTH_SECRET', () => {
		const env = { AUTH_SECRET: `${secret}-0`, AUTH_SECRET_1: `${secret}-1`, AUTH_SECRET_3: `${secret}-3` };
		expect(resolveConfig({ providers: [] }, { env }).secret).toEqual([`${secret}-3`, `${secret}-1`, `${secret}-0`]);
	});

	it('trustHost: explicit option, then AUTH_TRUST_HOST, then AUTH_URL, then dev', () => {
		const trust = (env: Record<string, string>, dev = false, trustHost?: boolean) =>
			resolveConfig({ providers: [], secret, trustHost }, { env, dev }).trustHost;
		expect(trust({})).toBe(false);
		expect(trust({}, true)).toBe(true);
		expect(trust({ AUTH_TRUST_HOST: 'false' }, true)).toBe(false);
		expect(trust({ AUTH_URL: 'https://app.example.test' })).toBe(true);
		expect(trust({ AUTH_TRUST_HOST: 'true' }, false, false)).toBe(false);
	});

	it('fills OAuth client credentials from AUTH_<ID>_ID/_SECRET/_ISSUER, explicit options winning', () => {
		const config = resolveConfig(
			{ providers: [{ id: 'my-idp', name: 'IdP', type: 'oidc', clientSecret: 'explicit' }], secret },
			{ env: { AUTH_MY_IDP_ID: 'id', AUTH_MY_IDP_SECRET: 'from-env', AUTH_MY_IDP_ISSUER: 'https://idp.example.test' } }
		);
		expect(config.providers[0]).toMatchObject({ clientId: 'id', clientSecret: 'explicit', issuer: 'https://idp.example.test' });
	});

	it('defaults: jwt without an adapter, 30 days maxAge, 1 day updateAge, /auth base path, frozen', () => {
		const config = resolveConfig({ providers: [], secret }, { env: {} });
		expect(config.session).toMatchObject({ strategy: 'jwt', maxAge: 2_592_000, updateAge: 86_400 });
		expect(config.basePath).toBe('/auth');
		expect(Object.isFrozen(config)).toBe(true);
	});
});
