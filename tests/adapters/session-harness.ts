/**
 * Drives the database session strategy the way the core does: a ResolvedConfig from resolveConfig and a
 * RequestContext per request from createContext, with the browser's cookie store carried between
 * requests. Adapter calls are counted by a wrapper around a real adapter (no mocks).
 */
import { resolveConfig, type ResolvedConfig } from '#lib/auth/config.ts';
import { createContext, type RequestContext } from '#lib/auth/context.ts';
import type { Adapter } from '#lib/auth/adapters/types.ts';
import type { SvelteKitAuthConfig } from '#lib/auth/types.ts';

export const SECRET = 'a-test-secret-that-is-at-least-32-characters-long';

/** A real adapter whose every call is appended, by method name, to `calls`. */
export function countingAdapter(adapter: Adapter): { adapter: Adapter; calls: string[] } {
	const calls: string[] = [];
	const counted: Record<string, unknown> = {};
	for (const [name, method] of Object.entries(adapter)) {
		counted[name] =
			typeof method === 'function'
				? (...args: unknown[]) => {
						calls.push(name);
						return method.apply(adapter, args);
					}
				: method;
	}
	return { adapter: counted as Adapter, calls };
}

export function databaseConfig(adapter: Adapter, overrides: Partial<SvelteKitAuthConfig> = {}): ResolvedConfig {
	return resolveConfig({ providers: [], adapter, secret: SECRET, trustHost: true, ...overrides }, { env: {} });
}

export interface SetCookie {
	name: string;
	value: string;
	expires?: Date;
	maxAge?: number;
}

export function parseSetCookie(header: string): SetCookie {
	const [pair, ...attributes] = header.split('; ');
	const eq = pair.indexOf('=');
	const cookie: SetCookie = { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)) };
	for (const attribute of attributes) {
		const [key, value] = attribute.split('=');
		if (key.toLowerCase() === 'expires') cookie.expires = new Date(value);
		if (key.toLowerCase() === 'max-age') cookie.maxAge = Number(value);
	}
	return cookie;
}

/** A minimal browser: keeps cookies between requests and builds a RequestContext per request. */
export class Browser {
	readonly jar = new Map<string, string>();
	constructor(readonly config: ResolvedConfig) {}

	request(path = '/protected'): RequestContext {
		const cookie = [...this.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
		const url = new URL(`http://localhost${path}`);
		return createContext(this.config, { request: new Request(url, { headers: cookie ? { cookie } : {} }), url });
	}

	/** Applies the response's Set-Cookie headers; returns them parsed. */
	receive(ctx: RequestContext): SetCookie[] {
		const cookies = ctx.cookies.headers().map(parseSetCookie);
		for (const cookie of cookies) {
			if (cookie.maxAge === 0) this.jar.delete(cookie.name);
			else this.jar.set(cookie.name, cookie.value);
		}
		return cookies;
	}
}
