/**
 * Check cookies (OAuth state, PKCE verifier, OIDC nonce, WebAuthn challenge): short-lived JWE cookies
 * whose payload binds the value to the provider that minted it, so a value minted for one provider is
 * refused by another (the June 2026 Auth.js fix). Always sealed with the built-in codec, whatever
 * `jwt.encode` says, and salted with the cookie's own name.
 */
import { InvalidCheck } from '../errors.ts';
import { decode, encode } from '../crypto/jwt.ts';
import type { RequestContext } from '../context.ts';
import type { CookieAttributes } from '../cookies.ts';
import { CHECK_MAX_AGE } from '../cookies.ts';

export type CheckKey = 'state' | 'pkceCodeVerifier' | 'nonce' | 'webauthnChallenge';

/** Seals `value` for `providerId` into the check cookie `key` (15 minutes). */
export async function setCheck(
	ctx: RequestContext,
	key: CheckKey,
	value: string,
	providerId: string,
	extra: Partial<CookieAttributes> = {}
): Promise<void> {
	const definition = ctx.names[key];
	const sealed = await encode({
		token: { value, provider: providerId },
		secret: ctx.config.secret,
		salt: definition.name,
		maxAge: CHECK_MAX_AGE
	});
	ctx.cookies.set(definition, sealed, {
		maxAge: CHECK_MAX_AGE,
		expires: new Date(Date.now() + CHECK_MAX_AGE * 1000),
		...extra
	});
}

/**
 * Opens the check cookie `key` for `providerId` and marks it for deletion.
 * Throws InvalidCheck when it is missing, expired, forged or bound to another provider.
 */
export async function useCheck(ctx: RequestContext, key: CheckKey, providerId: string): Promise<string> {
	const definition = ctx.names[key];
	const raw = ctx.cookies.get(definition.name);
	if (!raw) throw new InvalidCheck(`${key} cookie was missing`);
	const payload = await decode({ token: raw, secret: ctx.config.secret, salt: definition.name });
	if (!payload || typeof payload.value !== 'string') throw new InvalidCheck(`${key} value could not be parsed`);
	if (payload.provider !== providerId) throw new InvalidCheck(`${key} value was minted for another provider`);
	ctx.cookies.delete(definition);
	return payload.value;
}
