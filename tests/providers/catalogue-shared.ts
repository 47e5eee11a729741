/**
 * What every catalogue test file shares: the recorded responses (fixtures/<id>.json) and the checks each
 * provider passes, its profile mapping against the recorded response and the shape of its provider object.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { User } from '#lib/auth/model.ts';
import type { EndpointHandler, OAuthConfig } from '#lib/auth/providers/types.ts';

/** The recorded response of a provider API, shaped as the provider documents it. */
export function fixture(name: string): any {
	return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
}

export const tokens = { access_token: 'at-1', token_type: 'bearer' };

export interface CatalogueCase {
	provider: OAuthConfig<any>;
	type: 'oauth' | 'oidc';
	user: User;
	/** The issuer the provider object carries; `undefined` for most OAuth 2 providers. */
	issuer?: string;
	scope?: string;
	/** What the provider's userinfo handler hands `profile()` out of the recorded answer, when not all of it. */
	profileOf?: (recorded: any) => any;
}

export function scopeOf(provider: OAuthConfig<any>): string | undefined {
	const authorization = provider.authorization as EndpointHandler | undefined;
	return authorization?.params?.scope;
}

/** The profile object `profile()` receives for a case: the recorded answer, or the part a handler picks. */
export function recordedProfile(id: string, entry: CatalogueCase): any {
	const recorded = fixture(id);
	return entry.profileOf ? entry.profileOf(recorded) : recorded;
}

/** The generic checks, one `describe` per provider. */
export function describeCatalogue(cases: Record<string, CatalogueCase>): void {
	describe.each(Object.entries(cases))('%s', (id, entry) => {
		const { provider, type, user, issuer, scope } = entry;

		it(`maps the documented ${id} response to { id (string), name, email, image }`, async () => {
			const mapped = await provider.profile!(recordedProfile(id, entry), tokens);
			expect(mapped).toStrictEqual(user);
			expect(typeof mapped.id).toBe('string');
		});

		it(`is a plain ${type} provider object with id "${id}", a name, a button style and checks`, () => {
			expect(provider.id).toBe(id);
			expect(provider.type).toBe(type);
			expect(provider.name).toMatch(/\S/);
			expect(provider.style).toMatchObject({ bg: expect.stringMatching(/^#[0-9a-f]{6}$/), text: expect.stringMatching(/^#[0-9a-f]{6}$/) });
			expect(provider.checks?.length).toBeGreaterThan(0);
			expect(provider.issuer).toBe(issuer);
			if (scope !== undefined) expect(scopeOf(provider)).toBe(scope);
		});

		if (type === 'oauth' && id !== 'oauth') {
			it(`${id} names https authorization, token and userinfo endpoints of the provider`, () => {
				for (const name of ['authorization', 'token', 'userinfo'] as const) {
					const endpoint = provider[name] as EndpointHandler | string;
					const url = typeof endpoint === 'string' ? endpoint : endpoint.url;
					expect(new URL(url!).protocol, name).toBe('https:');
				}
			});
		}
	});
}
