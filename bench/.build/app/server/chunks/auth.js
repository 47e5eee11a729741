import { t as building } from "./server.js";
import "./paths.js";
import { mt as resolve } from "./internal.js";
import { a as redirect, n as fail, t as error } from "./exports.js";
import { a as sha256Hex, i as randomUUID, n as hkdf, o as timingSafeEqual$1, r as randomToken, t as store } from "./adapter.js";
import "./server3.js";
import { a as ensure_array_like, c as render, d as attr, i as derived, l as stringify, m as escape_html, n as attributes, o as head } from "./server2.js";
import { t as demoEnv } from "./env.js";
import "node:fs";
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from "@simplewebauthn/server";
import { EncryptJWT, base64url, calculateJwkThumbprint, decodeProtectedHeader, jwtDecrypt } from "jose";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import * as oauth from "oauth4webapi";
import { createHash, timingSafeEqual } from "node:crypto";
// src/lib/auth/errors.ts
var AuthError = class extends Error {
	/** Identifies the error in logs and URLs. */
	type = "AuthError";
	/** `signIn` errors are shown on the sign-in page, the rest on the error page. */
	kind = "error";
	constructor(message, errorOptions) {
		if (message instanceof Error) super(void 0, { cause: {
			err: message,
			...errorOptions?.cause ?? {}
		} });
		else if (typeof message === "string") super(message, errorOptions instanceof Error ? { cause: { err: errorOptions } } : errorOptions);
		else super(void 0, message);
		this.name = new.target.name;
		this.type = new.target.type ?? "AuthError";
		this.kind = new.target.kind ?? "error";
	}
};
function define(type, kind = "error") {
	return class extends AuthError {
		static type = type;
		static kind = kind;
	};
}
/** Sign-in kind: shown on the sign-in page. */
var SignInError = class extends AuthError {
	static kind = "signIn";
};
/**
* Thrown (or subclassed) by a credentials provider's `authorize`. `code` lands in the URL: it must never
* say which field was wrong.
* @example class InvalidLogin extends CredentialsSignin { code = 'invalid_login' }
*/
var CredentialsSignin = class extends SignInError {
	static type = "CredentialsSignin";
	code = "credentials";
};
var AccessDenied = class extends define("AccessDenied") {};
var AdapterError = class extends define("AdapterError") {};
var CallbackRouteError = class extends define("CallbackRouteError") {};
var EventError = class extends define("EventError") {};
var InvalidEndpoints = class extends define("InvalidEndpoints") {};
var InvalidCheck = class extends define("InvalidCheck") {};
var MissingAdapter = class extends define("MissingAdapter") {};
var MissingAdapterMethods = class extends define("MissingAdapterMethods") {};
var MissingAuthorize = class extends define("MissingAuthorize") {};
var MissingSecret = class extends define("MissingSecret") {};
var OAuthAccountNotLinked = class extends define("OAuthAccountNotLinked", "signIn") {};
var OAuthCallbackError = class extends define("OAuthCallbackError", "signIn") {};
var OAuthProfileParseError = class extends define("OAuthProfileParseError") {};
var SessionTokenError = class extends define("SessionTokenError") {};
var OAuthSignInError = class extends define("OAuthSignInError", "signIn") {};
var EmailSignInError = class extends define("EmailSignInError", "signIn") {};
var SignOutError = class extends define("SignOutError") {};
var UnsupportedStrategy = class extends define("UnsupportedStrategy") {};
var InvalidProvider = class extends define("InvalidProvider") {};
var UntrustedHost = class extends define("UntrustedHost") {};
var Verification = class extends define("Verification") {};
var MissingCSRF = class extends define("MissingCSRF", "signIn") {};
var AccountNotLinked = class extends define("AccountNotLinked", "signIn") {};
var DuplicateConditionalUI = class extends define("DuplicateConditionalUI") {};
var MissingWebAuthnAutocomplete = class extends define("MissingWebAuthnAutocomplete") {};
var WebAuthnVerificationError = class extends define("WebAuthnVerificationError") {};
var ExperimentalFeatureNotEnabled = class extends define("ExperimentalFeatureNotEnabled") {};
/** Ours: a per-address throttle refused a sign-in e-mail (see docs/email.md). Shown as EmailSignin on the page. */
var EmailRateLimited = class extends define("EmailRateLimited", "signIn") {};
/** Error types that may travel verbatim in `?error=`; every other type becomes `Configuration`. */
var CLIENT_SAFE = /* @__PURE__ */ new Set([
	"CredentialsSignin",
	"OAuthAccountNotLinked",
	"OAuthCallbackError",
	"AccessDenied",
	"Verification",
	"MissingCSRF",
	"AccountNotLinked",
	"WebAuthnVerificationError",
	"EmailSignin"
]);
function isClientSafe(error) {
	return CLIENT_SAFE.has(error.type);
}
/** The `?error=` value for an error: its type when client-safe, else `Configuration`. */
function errorParam(error) {
	if (error instanceof AuthError) {
		if (error.type === "EmailRateLimited" || error.type === "EmailSignInError") return "EmailSignin";
		return isClientSafe(error) ? error.type : "Configuration";
	}
	return "Configuration";
}
// src/lib/auth/core/logger.ts
/**
* The default logger and the redaction every log line goes through: tokens, secrets and codes never
* reach the logs verbatim (a log shipped to a third party must not be a credential store).
*/
var SENSITIVE = /(access_token|refresh_token|id_token|client_secret|code_verifier|password|secret|token|code)=([^&\s"]+)/gi;
var SENSITIVE_KEYS = /^(access_token|refresh_token|id_token|client_secret|code_verifier|password|secret|token|sessionToken|csrfToken|apiKey)$/i;
function redact(value, depth = 0) {
	if (typeof value === "string") return value.replace(SENSITIVE, "$1=[redacted]");
	if (depth > 4 || value === null || typeof value !== "object") return value;
	if (value instanceof Error) return value;
	if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
	const out = {};
	for (const [key, item] of Object.entries(value)) out[key] = SENSITIVE_KEYS.test(key) ? "[redacted]" : redact(item, depth + 1);
	return out;
}
function describe(error) {
	let line = `[auth][error] ${error instanceof AuthError ? error.type : error.name}: ${redact(error.message)}`;
	const cause = error.cause;
	if (cause && typeof cause === "object") {
		const { err, ...details } = cause;
		if (err instanceof Error) line += `\n[auth][cause]: ${redact(err.stack ?? err.message)}`;
		if (Object.keys(details).length) line += `\n[auth][details]: ${JSON.stringify(redact(details))}`;
	} else if (cause instanceof Error) line += `\n[auth][cause]: ${redact(cause.stack ?? cause.message)}`;
	return line;
}
/** Console logger; `config.logger` methods replace it per level; `debug` output only when asked. */
function createLogger(custom = {}, debug = false) {
	return {
		error: (error) => custom.error ? custom.error(error) : console.error(describe(error)),
		warn: (code, ...message) => custom.warn ? custom.warn(code, ...message.map((m) => redact(m))) : console.warn(`[auth][warn][${code}]`, ...message.map((m) => redact(m))),
		debug: (code, ...message) => {
			if (custom.debug) custom.debug(code, ...message.map((m) => redact(m)));
			else if (debug) console.debug(`[auth][debug]: ${code}`, ...message.map((m) => JSON.stringify(redact(m))));
		}
	};
}
// src/lib/auth/core/events.ts
/** Events are audit hooks: a throwing handler is logged as EventError and never breaks a flow. */
var NAMES = [
	"signIn",
	"signOut",
	"createUser",
	"updateUser",
	"linkAccount",
	"session"
];
function wrapEvents(events = {}, logger) {
	const wrapped = {};
	for (const name of NAMES) {
		const handler = events[name];
		wrapped[name] = async (message) => {
			if (!handler) return;
			try {
				await handler(message);
			} catch (error) {
				logger.error(new EventError(`events.${name} threw`, { cause: { err: error } }));
			}
		};
	}
	return wrapped;
}
// src/lib/auth/security/redirects.ts
/** The default `redirect` callback: same origin only, anything else becomes the base URL. */
function defaultRedirect({ url, baseUrl }) {
	return sameOriginUrl(url, baseUrl) ?? baseUrl;
}
/**
* `url` resolved against `baseUrl` when it is a path ("/x") or an absolute URL of the same origin;
* null otherwise (including relative values without a leading slash, quirk 18 of AUTHJS-BEHAVIOUR.md).
*/
function sameOriginUrl(url, baseUrl) {
	if (typeof url !== "string" || url.length === 0 || url.length > 2048) return null;
	if (/[\u0000-\u001f\u007f]/.test(url)) return null;
	const base = new URL(baseUrl);
	if (!url.startsWith("/") && !/^https?:\/\//i.test(url)) return null;
	let target;
	try {
		target = new URL(url, base);
	} catch {
		return null;
	}
	if (target.origin !== base.origin) return null;
	return target.href;
}
/** Runs the configured `redirect` callback on a candidate; a throwing or odd callback falls back to the origin. */
async function resolveRedirect(ctx, url) {
	const baseUrl = ctx.origin;
	if (!url) return baseUrl;
	try {
		const result = await ctx.config.callbacks.redirect({
			url,
			baseUrl
		});
		return typeof result === "string" && result ? result : baseUrl;
	} catch (error) {
		ctx.config.logger.error(error);
		return baseUrl;
	}
}
// src/lib/auth/providers/env.ts
function envPrefix(id) {
	return `AUTH_${id.toUpperCase().replace(/-/g, "_")}`;
}
function applyProviderEnv(provider, env) {
	const prefix = envPrefix(provider.id);
	if (provider.type === "oauth" || provider.type === "oidc") return {
		...provider,
		clientId: provider.clientId ?? env[`${prefix}_ID`],
		clientSecret: provider.clientSecret ?? env[`${prefix}_SECRET`],
		issuer: provider.issuer ?? env[`${prefix}_ISSUER`]
	};
	if (provider.type === "email") return {
		...provider,
		apiKey: provider.apiKey ?? env[`${prefix}_KEY`]
	};
	return provider;
}
// src/lib/auth/adapters/wrap.ts
/**
* The library's side of the adapter contract: checks at startup that the configuration's adapter has the
* methods it needs, and wraps each method so a failure surfaces as one error type naming the method.
*/
/** Own and inherited property names: a class-based adapter keeps its methods, non-enumerable, on the prototype. */
function methodNames(adapter) {
	const names = /* @__PURE__ */ new Set();
	for (let o = adapter; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) for (const name of Object.getOwnPropertyNames(o)) if (name !== "constructor") names.add(name);
	return names;
}
/** Methods the e-mail provider calls (AUTHJS-BEHAVIOUR.md section 16.1). */
var EMAIL_METHODS = [
	"createVerificationToken",
	"useVerificationToken",
	"getUserByEmail"
];
/** Methods the database session strategy (and the user/account lifecycle behind it) calls. */
var SESSION_METHODS = [
	"createUser",
	"getUser",
	"getUserByEmail",
	"getUserByAccount",
	"updateUser",
	"linkAccount",
	"createSession",
	"getSessionAndUser",
	"updateSession",
	"deleteSession"
];
/** Methods the WebAuthn (passkey) provider calls. */
var WEBAUTHN_METHODS = [
	"createUser",
	"getUser",
	"getUserByEmail",
	"getUserByAccount",
	"linkAccount",
	"getAuthenticator",
	"createAuthenticator",
	"listAuthenticatorsByUserId",
	"updateAuthenticatorCounter"
];
/** Methods an OAuth/OIDC sign-in with an adapter calls to find, create and link users, whatever the strategy. */
var OAUTH_METHODS = [
	"createUser",
	"getUser",
	"getUserByEmail",
	"getUserByAccount",
	"linkAccount"
];
/**
* The adapter methods a configuration needs. Unlike Auth.js, whose assertion checks the e-mail set
* *instead of* the session set when both apply (`lib/utils/assert.ts`), this is the union of every set
* that applies, so a missing method is reported at startup rather than on the first request that calls it.
* @example requiredAdapterMethods({ strategy: 'database', hasEmail: true, hasWebAuthn: false, hasOAuth: true })
*/
function requiredAdapterMethods(needs) {
	const required = /* @__PURE__ */ new Set();
	if (needs.strategy === "database") SESSION_METHODS.forEach((m) => required.add(m));
	if (needs.hasEmail) EMAIL_METHODS.forEach((m) => required.add(m));
	if (needs.hasWebAuthn) WEBAUTHN_METHODS.forEach((m) => required.add(m));
	if (needs.hasOAuth) OAUTH_METHODS.forEach((m) => required.add(m));
	return [...required];
}
/**
* Throws MissingAdapterMethods naming every required method the adapter lacks.
* @example assertAdapterMethods(adapter, requiredAdapterMethods(needs))
*/
function assertAdapterMethods(adapter, required) {
	const record = adapter;
	const missing = required.filter((method) => typeof record[method] !== "function");
	if (missing.length) throw new MissingAdapterMethods(`Required adapter methods were missing: ${missing.join(", ")}`);
}
/**
* A copy of `adapter` whose every method is async and, when it throws or rejects, logs and rethrows an
* AdapterError whose message names the method (`cause.err` keeps the original error, `cause.method` the name).
* Methods the adapter lacks stay absent, so `in` checks still tell what it implements.
* @example const adapter = wrapAdapter(userAdapter, logger); await adapter.getUser?.(id);
*/
function wrapAdapter(adapter, logger) {
	const wrapped = {};
	const source = adapter;
	for (const name of methodNames(adapter)) {
		const method = source[name];
		if (typeof method !== "function") {
			wrapped[name] = method;
			continue;
		}
		wrapped[name] = async (...args) => {
			try {
				return await method.apply(adapter, args);
			} catch (error) {
				if (error instanceof AdapterError) throw error;
				const adapterError = new AdapterError(`Adapter method "${name}" failed`, { cause: {
					err: error instanceof Error ? error : new Error(String(error)),
					method: name
				} });
				logger.error(adapterError);
				throw adapterError;
			}
		};
	}
	return wrapped;
}
// src/lib/auth/core/adapter-checks.ts
/**
* Startup checks of the adapter against what the configuration needs (a database strategy without
* getSessionAndUser is reported at startup, naming the method), then the AdapterError wrapper.
*/
function adapterChecks(config, providers, strategy, logger) {
	if (!config.adapter) return void 0;
	const required = requiredAdapterMethods({
		strategy,
		hasEmail: providers.some((p) => p.type === "email"),
		hasWebAuthn: providers.some((p) => p.type === "webauthn"),
		hasOAuth: providers.some((p) => p.type === "oauth" || p.type === "oidc")
	});
	assertAdapterMethods(config.adapter, required);
	return wrapAdapter(config.adapter, logger);
}
// src/lib/auth/session/jwt.ts
/**
* The jwt strategy's token codec: compact JWE, `dir` + `A256CBC-HS512`, key from HKDF(secret, salt =
* cookie name), `kid` = RFC 7638 thumbprint of the derived key. Byte-compatible with Auth.js, so users
* migrating with the same secret stay signed in (tests/jwt-interop.test.ts proves it against @auth/core).
*/
var ENC = "A256CBC-HS512";
var DEFAULT_MAX_AGE$2 = 2592e3;
/** Seconds of clock skew accepted on `exp` (as Auth.js). */
var CLOCK_TOLERANCE = 15;
var keyCache = /* @__PURE__ */ new Map();
function deriveKey(secret, salt, enc) {
	const cacheKey = `${enc}\u0000${salt}\u0000${secret}`;
	let cached = keyCache.get(cacheKey);
	if (!cached) {
		cached = (async () => {
			const length = enc === "A256GCM" ? 32 : 64;
			const key = await hkdf(secret, salt, `Auth.js Generated Encryption Key (${salt})`, length);
			return {
				key,
				kid: await calculateJwkThumbprint({
					kty: "oct",
					k: base64url.encode(key)
				}, `sha${length << 3}`)
			};
		})();
		keyCache.set(cacheKey, cached);
	}
	return cached;
}
function secrets(secret) {
	const list = Array.isArray(secret) ? secret : [secret];
	if (list.length === 0 || list.some((s) => !s)) throw new TypeError("A secret is required to encode or decode a JWT");
	return list;
}
/** Encrypts `token` with the first secret; adds iat, exp (now + maxAge) and a random jti. */
async function encode({ token = {}, secret, salt, maxAge = DEFAULT_MAX_AGE$2 }) {
	const { key, kid } = await deriveKey(secrets(secret)[0], salt, ENC);
	const now = Math.floor(Date.now() / 1e3);
	return new EncryptJWT(token).setProtectedHeader({
		alg: "dir",
		enc: ENC,
		kid
	}).setIssuedAt(now).setExpirationTime(now + maxAge).setJti(randomUUID()).encrypt(key);
}
/**
* Decrypts with the secret whose derived key matches the token's `kid` (rotation: newest first).
* Returns null for any token that is not ours, tampered, truncated or expired: a bad cookie is
* "signed out", never an exception.
*/
async function decode({ token, secret, salt }) {
	if (!token) return null;
	try {
		const header = decodeProtectedHeader(token);
		const enc = header.enc === "A256GCM" ? "A256GCM" : ENC;
		if (header.alg !== "dir" || header.enc !== ENC && header.enc !== "A256GCM") return null;
		const candidates = await Promise.all(secrets(secret).map((s) => deriveKey(s, salt, enc)));
		const match = header.kid ? candidates.find((c) => c.kid === header.kid) : candidates[0];
		if (!match) return null;
		const { payload } = await jwtDecrypt(token, match.key, {
			clockTolerance: CLOCK_TOLERANCE,
			keyManagementAlgorithms: ["dir"],
			contentEncryptionAlgorithms: [ENC, "A256GCM"]
		});
		return payload;
	} catch {
		return null;
	}
}
// src/lib/auth/security/cookies.ts
/** 4096 bytes per cookie minus ~160 for name and attributes (RFC 6265 section 6.1 minimums). */
var CHUNK_SIZE = 3936;
var BASE_NAMES = {
	sessionToken: "authjs.session-token",
	callbackUrl: "authjs.callback-url",
	csrfToken: "authjs.csrf-token",
	pkceCodeVerifier: "authjs.pkce.code_verifier",
	state: "authjs.state",
	nonce: "authjs.nonce",
	webauthnChallenge: "authjs.challenge"
};
/** Cookie definitions for one security mode, with the app's `cookies` overrides merged per key. */
function cookieNames(secure, overrides = {}) {
	const result = {};
	for (const key of Object.keys(BASE_NAMES)) {
		const prefix = secure ? key === "csrfToken" ? "__Host-" : "__Secure-" : "";
		const override = overrides[key];
		result[key] = {
			name: override?.name ?? `${prefix}${BASE_NAMES[key]}`,
			options: {
				httpOnly: true,
				sameSite: "lax",
				path: "/",
				secure,
				...override?.options ?? {}
			}
		};
	}
	return result;
}
function parseCookieHeader(header) {
	const map = /* @__PURE__ */ new Map();
	if (!header) return map;
	for (const part of header.split(";")) {
		const eq = part.indexOf("=");
		if (eq < 0) continue;
		const name = part.slice(0, eq).trim();
		if (!name || map.has(name)) continue;
		let value = part.slice(eq + 1).trim();
		if (value.startsWith("\"") && value.endsWith("\"")) value = value.slice(1, -1);
		try {
			map.set(name, decodeURIComponent(value));
		} catch {
			map.set(name, value);
		}
	}
	return map;
}
function serializeCookie(name, value, attributes) {
	let out = `${name}=${encodeURIComponent(value)}`;
	if (attributes.maxAge !== void 0) out += `; Max-Age=${Math.floor(attributes.maxAge)}`;
	if (attributes.domain) out += `; Domain=${attributes.domain}`;
	out += `; Path=${attributes.path}`;
	if (attributes.expires && attributes.maxAge !== 0) out += `; Expires=${attributes.expires.toUTCString()}`;
	if (attributes.httpOnly) out += "; HttpOnly";
	if (attributes.secure) out += "; Secure";
	out += `; SameSite=${attributes.sameSite[0].toUpperCase()}${attributes.sameSite.slice(1)}`;
	return out;
}
/** Incoming cookies plus the outgoing Set-Cookie headers of one request (last write per name wins). */
var CookieJar = class {
	incoming;
	outgoing = /* @__PURE__ */ new Map();
	constructor(cookieHeader) {
		this.incoming = parseCookieHeader(cookieHeader);
	}
	get(name) {
		return this.incoming.get(name);
	}
	set(definition, value, extra = {}) {
		this.outgoing.set(definition.name, {
			value,
			attributes: {
				...definition.options,
				...extra
			}
		});
	}
	delete(definition) {
		this.outgoing.set(definition.name, {
			value: "",
			attributes: {
				...definition.options,
				maxAge: 0
			}
		});
	}
	/** Reads the session cookie: the exact name, or its `.0`, `.1`, ... chunks in order (never a prefix match). */
	readChunked(definition) {
		const whole = this.incoming.get(definition.name);
		if (whole) return whole;
		const chunks = [];
		for (let i = 0;; i++) {
			const chunk = this.incoming.get(`${definition.name}.${i}`);
			if (!chunk) break;
			chunks.push(chunk);
		}
		return chunks.length ? chunks.join("") : void 0;
	}
	/** Writes a value under the plain name or as chunks, expiring every stale chunk the request carried. */
	writeChunked(definition, value, extra = {}) {
		for (const name of this.incoming.keys()) if (name === definition.name || isChunkOf(name, definition.name)) this.delete({
			...definition,
			name
		});
		if (value.length <= 3936) {
			this.set(definition, value, extra);
			return;
		}
		for (let i = 0; i * CHUNK_SIZE < value.length; i++) this.set({
			...definition,
			name: `${definition.name}.${i}`
		}, value.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE), extra);
	}
	/** Expires the session cookie and every chunk of it that came in. */
	deleteChunked(definition) {
		this.writeChunkedDelete(definition);
	}
	writeChunkedDelete(definition) {
		let found = false;
		for (const name of this.incoming.keys()) if (name === definition.name || isChunkOf(name, definition.name)) {
			this.delete({
				...definition,
				name
			});
			found = true;
		}
		if (!found) this.delete(definition);
	}
	hasOutgoing() {
		return this.outgoing.size > 0;
	}
	/** The Set-Cookie header values, one per cookie (never folded). */
	headers() {
		return [...this.outgoing].map(([name, { value, attributes }]) => serializeCookie(name, value, attributes));
	}
	/** Pending cookies as structured entries (for `event.cookies.set` in form actions). */
	entries() {
		return [...this.outgoing].map(([name, entry]) => ({
			name,
			...entry
		}));
	}
	/** Appends every pending Set-Cookie to `headers`. */
	applyTo(headers) {
		for (const value of this.headers()) headers.append("set-cookie", value);
	}
};
function isChunkOf(name, base) {
	return name.startsWith(`${base}.`) && /^\d+$/.test(name.slice(base.length + 1));
}
// src/lib/auth/security/checks.ts
/**
* Check cookies (OAuth state, PKCE verifier, OIDC nonce, WebAuthn challenge): short-lived JWE cookies
* whose payload binds the value to the provider that minted it, so a value minted for one provider is
* refused by another (the June 2026 Auth.js fix). Always sealed with the built-in codec, whatever
* `jwt.encode` says, and salted with the cookie's own name.
*/
/** Seals `value` for `providerId` into the check cookie `key` (15 minutes). */
async function setCheck(ctx, key, value, providerId, extra = {}) {
	const definition = ctx.names[key];
	const sealed = await encode({
		token: {
			value,
			provider: providerId
		},
		secret: ctx.config.secret,
		salt: definition.name,
		maxAge: 900
	});
	ctx.cookies.set(definition, sealed, {
		maxAge: 900,
		expires: new Date(Date.now() + 9e5),
		...extra
	});
}
/**
* Opens the check cookie `key` for `providerId` and marks it for deletion.
* Throws InvalidCheck when it is missing, expired, forged or bound to another provider.
*/
async function useCheck(ctx, key, providerId) {
	const definition = ctx.names[key];
	const raw = ctx.cookies.get(definition.name);
	if (!raw) throw new InvalidCheck(`${key} cookie was missing`);
	const payload = await decode({
		token: raw,
		secret: ctx.config.secret,
		salt: definition.name
	});
	if (!payload || typeof payload.value !== "string") throw new InvalidCheck(`${key} value could not be parsed`);
	if (payload.provider !== providerId) throw new InvalidCheck(`${key} value was minted for another provider`);
	ctx.cookies.delete(definition);
	return payload.value;
}
// src/lib/auth/flows/webauthn-shared.ts
/**
* Pieces shared by the WebAuthn options endpoint and callback: the relying party derived from the
* request, the challenge payload sealed in the check cookie, and the id/key codec of the storage
* contract (standard base64 in the adapter, base64url on the wire).
*/
/**
* EdDSA, ES256, RS256. Passed explicitly: simplewebauthn 14's default list starts with ML-DSA, whose
* key import prints an ExperimentalWarning on Node 24 (TOOLCHAIN.md).
*/
var SUPPORTED_ALGORITHM_IDS = [
	-8,
	-7,
	-257
];
/** Auth.js's ceremony timeout (AUTHJS-BEHAVIOUR.md 10.2): 5 minutes, well inside the 15-minute check cookie. */
var CEREMONY_TIMEOUT_MS = 3e5;
var list = (value) => value === void 0 ? [] : (Array.isArray(value) ? value : [value]).filter(Boolean);
/**
* The relying party from `provider.relayingParty`, else from the request URL: hostname as rpID, host as
* name, origin as expected origin. `ctx.url` is already the forwarded URL when `trustHost` is on, so
* this holds behind a trusted proxy (https://www.w3.org/TR/webauthn-3/#relying-party-identifier).
*/
function relyingPartyFor(ctx, provider) {
	const configured = provider.relayingParty ?? {};
	const ids = list(configured.id);
	const origins = list(configured.origin);
	return {
		id: ids[0] ?? ctx.url.hostname,
		ids: ids.length ? ids : [ctx.url.hostname],
		name: configured.name ?? ctx.url.host,
		origins: origins.length ? origins : [ctx.url.origin]
	};
}
/** The adapter, or MissingAdapter: WebAuthn stores users, accounts and authenticators. */
function requireAdapter$1(ctx) {
	if (!ctx.config.adapter) throw new MissingAdapter("WebAuthn needs an adapter to store authenticators");
	return ctx.config.adapter;
}
/** Decodes a stored id or key, accepting standard base64 (the contract) and base64url (lenient adapters). */
function decodeStored(value) {
	return isoBase64URL.toBuffer(value.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""));
}
/** Bytes as standard base64, the storage form of credential ids and public keys (spec: "Base64 encoded"). */
function encodeStored(bytes) {
	return isoBase64URL.fromBuffer(bytes, "base64");
}
/** A wire (base64url) credential id in its storage form. */
function storedCredentialId(wireId) {
	return encodeStored(isoBase64URL.toBuffer(wireId));
}
/** A stored authenticator as a credential descriptor for allowCredentials / excludeCredentials. */
function toDescriptor(authenticator) {
	const transports = splitTransports(authenticator.transports);
	return {
		id: isoBase64URL.fromBuffer(decodeStored(authenticator.credentialID)),
		...transports ? { transports } : {}
	};
}
function splitTransports(value) {
	const parts = value?.split(",").map((part) => part.trim()).filter(Boolean);
	return parts?.length ? parts : void 0;
}
/** Reads the challenge payload written by the options endpoint; anything odd is a verification failure. */
function parseChallengePayload(raw) {
	let parsed;
	try {
		parsed = JSON.parse(raw);
	} catch (err) {
		throw new WebAuthnVerificationError("WebAuthn challenge could not be parsed", { cause: { err } });
	}
	const payload = parsed;
	if (!payload || typeof payload.challenge !== "string" || payload.action !== "register" && payload.action !== "authenticate") throw new WebAuthnVerificationError("WebAuthn challenge was malformed");
	return payload;
}
// src/lib/auth/flows/webauthn-options.ts
/**
* `GET <basePath>/webauthn-options/<id>`: decides between registration and authentication, generates
* the options with @simplewebauthn/server and seals the challenge in a provider-bound check cookie
* (AUTHJS-BEHAVIOUR.md 10.3; the "register without an e-mail crashes" quirk is fixed into a 400).
*/
/** RFC 5321 caps a path at 256 octets; anything longer is not an address worth a lookup. */
var MAX_EMAIL_LENGTH = 320;
function json(ctx, status, body) {
	const headers = new Headers({
		"content-type": "application/json",
		"cache-control": "no-store"
	});
	ctx.cookies.applyTo(headers);
	return new Response(JSON.stringify(body), {
		status,
		headers
	});
}
/** `undefined` when absent, `null` when present but not an address. */
function readEmail(query) {
	const raw = query.get("email")?.trim();
	if (!raw) return void 0;
	return raw.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@]+$/.test(raw) ? raw : null;
}
/** The provider's `getUserInfo`, else the default: the typed e-mail looked up through the adapter. */
async function userInfoFor(ctx, provider, query, email) {
	const adapter = requireAdapter$1(ctx);
	if (provider.getUserInfo) return await provider.getUserInfo({
		provider,
		adapter,
		query
	}, ctx.request) ?? null;
	if (!email) return null;
	const existing = await adapter.getUserByEmail(email);
	return existing ? {
		user: existing,
		exists: true
	} : {
		user: { email },
		exists: false
	};
}
/**
* Answers the options request with `{ action, options }` (200) and the challenge cookie, or a 400 JSON
* `{ error }` for input that cannot start a ceremony.
* @example const response = await getWebAuthnOptions(ctx, provider, ctx.url.searchParams, session?.user ?? null);
*/
async function getWebAuthnOptions(ctx, provider, query, sessionUser) {
	if (provider.type !== "webauthn") throw new InvalidProvider(`Provider ${provider.id} is not a WebAuthn provider`);
	const adapter = requireAdapter$1(ctx);
	const requested = query.get("action") || void 0;
	if (requested !== void 0 && requested !== "register" && requested !== "authenticate") return json(ctx, 400, { error: "Invalid action" });
	const email = readEmail(query);
	if (email === null) return json(ctx, 400, { error: "Invalid email" });
	const info = sessionUser ? {
		user: sessionUser,
		exists: true
	} : await userInfoFor(ctx, provider, query, email);
	const action = requested ?? (sessionUser || info && !info.exists ? "register" : "authenticate");
	const p = provider;
	const rp = relyingPartyFor(ctx, provider);
	if (action === "register") {
		const newEmail = !sessionUser && info && !info.exists ? info.user.email?.trim() : void 0;
		if (!sessionUser && !newEmail) return json(ctx, 400, { error: "Invalid request" });
		const existing = sessionUser ? await adapter.listAuthenticatorsByUserId(sessionUser.id) : [];
		const userName = sessionUser ? sessionUser.email || sessionUser.name || sessionUser.id : newEmail;
		const options = await generateRegistrationOptions({
			timeout: CEREMONY_TIMEOUT_MS,
			attestationType: "none",
			extensions: { credProps: true },
			supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS,
			...p.registrationOptions,
			rpID: rp.id,
			rpName: rp.name,
			userName,
			userDisplayName: (sessionUser ? sessionUser.name : info?.user.name) || userName,
			excludeCredentials: existing.map(toDescriptor)
		});
		const payload = sessionUser ? {
			challenge: options.challenge,
			action,
			userId: sessionUser.id
		} : {
			challenge: options.challenge,
			action,
			email: newEmail
		};
		await setCheck(ctx, "webauthnChallenge", JSON.stringify(payload), provider.id);
		return json(ctx, 200, {
			action,
			options
		});
	}
	const known = sessionUser ?? (info?.exists && info.user.id ? info.user : null);
	const allowCredentials = known?.id ? (await adapter.listAuthenticatorsByUserId(known.id)).map(toDescriptor) : [];
	const options = await generateAuthenticationOptions({
		timeout: CEREMONY_TIMEOUT_MS,
		userVerification: "preferred",
		...p.authenticationOptions,
		rpID: rp.id,
		allowCredentials
	});
	const payload = {
		challenge: options.challenge,
		action
	};
	await setCheck(ctx, "webauthnChallenge", JSON.stringify(payload), provider.id);
	return json(ctx, 200, {
		action,
		options
	});
}
// src/lib/auth/flows/webauthn-register.ts
/**
* The registration half of the WebAuthn callback: verify the attestation first, then store the user
* (when new), the authenticator and the `webauthn` account, so a failed verification stores nothing.
*/
async function verify(ctx, provider, response, challenge) {
	const rp = relyingPartyFor(ctx, provider);
	try {
		const result = await verifyRegistrationResponse({
			requireUserVerification: false,
			...provider.verifyRegistrationOptions,
			response,
			expectedChallenge: challenge,
			expectedOrigin: rp.origins,
			expectedRPID: rp.ids,
			supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS
		});
		if (result.verified) return result.registrationInfo;
	} catch (err) {
		throw new WebAuthnVerificationError("WebAuthn registration response could not be verified", { cause: {
			err,
			provider: provider.id
		} });
	}
	throw new WebAuthnVerificationError("WebAuthn registration response was not verified", { cause: { provider: provider.id } });
}
/** The owner of the new passkey: the session user (same one who asked for the options) or a new account. */
async function ownerFor(ctx, payload, sessionUser) {
	const adapter = requireAdapter$1(ctx);
	if (payload.userId) {
		if (sessionUser?.id !== payload.userId) throw new WebAuthnVerificationError("Session changed during passkey registration");
		const user = await adapter.getUser(payload.userId);
		if (!user) throw new WebAuthnVerificationError("The signed-in user no longer exists");
		return {
			user,
			isNewUser: false
		};
	}
	if (sessionUser) throw new WebAuthnVerificationError("Signed in during a passkey sign-up");
	if (!payload.email) throw new WebAuthnVerificationError("WebAuthn registration challenge carries no e-mail");
	if (await adapter.getUserByEmail(payload.email)) throw new AccountNotLinked("Another account already exists with the same e-mail address");
	return {
		user: null,
		isNewUser: true
	};
}
/**
* Verifies a registration response against the sealed challenge and stores the passkey.
* @returns the candidate with `resolved` set: the user is already stored and linked.
*/
async function registerPasskey(ctx, provider, response, payload, sessionUser) {
	const adapter = requireAdapter$1(ctx);
	const info = await verify(ctx, provider, response, payload.challenge);
	const credentialID = storedCredentialId(info.credential.id);
	if (await adapter.getAuthenticator(credentialID)) throw new WebAuthnVerificationError("This passkey is already registered", { cause: { provider: provider.id } });
	const owner = await ownerFor(ctx, payload, sessionUser);
	const account = {
		provider: provider.id,
		type: "webauthn",
		providerAccountId: credentialID
	};
	let user = owner.user;
	if (!user) {
		user = await adapter.createUser({
			id: randomUUID(),
			email: payload.email,
			emailVerified: null
		});
		await ctx.config.events.createUser({ user });
	}
	const authenticator = {
		credentialID,
		providerAccountId: credentialID,
		userId: user.id,
		counter: info.credential.counter,
		credentialBackedUp: info.credentialBackedUp,
		credentialDeviceType: info.credentialDeviceType,
		credentialPublicKey: encodeStored(info.credential.publicKey),
		transports: info.credential.transports?.join(",") || null
	};
	try {
		await adapter.createAuthenticator(authenticator);
		await adapter.linkAccount({
			...account,
			userId: user.id
		});
	} catch (err) {
		if (owner.isNewUser) await rollBackNewUser(ctx, user.id);
		throw err;
	}
	await ctx.config.events.linkAccount({
		user,
		account,
		profile: user
	});
	return {
		user,
		account,
		resolved: {
			user,
			isNewUser: owner.isNewUser
		}
	};
}
/**
* Best effort: an adapter without transactions would otherwise keep a user whose e-mail now blocks
* every new sign-up attempt while owning no passkey. Needs `deleteUser` (cascading, as the adapter
* suite requires); without it the orphan stays and the error says so in the log.
*/
async function rollBackNewUser(ctx, userId) {
	const adapter = requireAdapter$1(ctx);
	if (!adapter.deleteUser) {
		ctx.config.logger.warn("webauthn-orphan-user", `User ${userId} was created but its passkey could not be stored`);
		return;
	}
	try {
		await adapter.deleteUser(userId);
	} catch (err) {
		ctx.config.logger.error(err);
	}
}
// src/lib/auth/flows/webauthn-replay.ts
/**
* Single use of WebAuthn challenges inside one process. The callback clears the challenge cookie, but a
* client that kept the old cookie value could replay it for up to its 15-minute lifetime, and passkeys
* whose signature counter stays 0 (most synced passkeys) give the counter check nothing to refuse
* (https://www.w3.org/TR/webauthn-3/#sctn-cryptographic-challenges: a challenge is good for one
* ceremony). Only consumed challenges are remembered, so anonymous options requests cost nothing here.
* Several server processes do not share this memory: there the cookie clearing and the counter remain.
*/
/** Enough for thousands of sign-ins per 15 minutes; beyond it the oldest entries go first. */
var MAX_ENTRIES$1 = 5e4;
var consumed = /* @__PURE__ */ new Map();
function prune$1(now) {
	for (const [challenge, expiresAt] of consumed) {
		if (expiresAt > now && consumed.size < MAX_ENTRIES$1) break;
		consumed.delete(challenge);
	}
}
/**
* Marks `challenge` as used. Returns false when it was used before (a replay).
* @example if (!consumeChallenge(payload.challenge)) throw new WebAuthnVerificationError('reused');
*/
function consumeChallenge(challenge, now = Date.now()) {
	prune$1(now);
	const expiresAt = consumed.get(challenge);
	if (expiresAt !== void 0 && expiresAt > now) return false;
	consumed.set(challenge, now + 9e5);
	return true;
}
// src/lib/auth/flows/webauthn-callback.ts
/**
* `POST <basePath>/callback/<id>` for WebAuthn providers (AUTHJS-BEHAVIOUR.md 10.4): opens the sealed
* challenge, then registers or authenticates. Authentication checks the signature and the signature
* counter against the stored authenticator (https://www.w3.org/TR/webauthn-3/#sctn-sign-counter).
*/
function parseResponse(data) {
	let parsed;
	try {
		parsed = JSON.parse(data ?? "");
	} catch (err) {
		throw new WebAuthnVerificationError("Invalid WebAuthn response", { cause: { err } });
	}
	const response = parsed;
	if (!response || typeof response !== "object" || typeof response.id !== "string" || !isoBase64URL.isBase64URL(response.id)) throw new WebAuthnVerificationError("Invalid WebAuthn response");
	return response;
}
async function authenticatePasskey(ctx, provider, response, challenge, sessionUser) {
	const adapter = requireAdapter$1(ctx);
	const credentialID = storedCredentialId(response.id);
	const authenticator = await adapter.getAuthenticator(credentialID);
	if (!authenticator) throw new WebAuthnVerificationError("Unknown passkey", { cause: { provider: provider.id } });
	const rp = relyingPartyFor(ctx, provider);
	let newCounter;
	try {
		const result = await verifyAuthenticationResponse({
			requireUserVerification: false,
			...provider.verifyAuthenticationOptions,
			response,
			expectedChallenge: challenge,
			expectedOrigin: rp.origins,
			expectedRPID: rp.ids,
			credential: {
				id: response.id,
				publicKey: decodeStored(authenticator.credentialPublicKey),
				counter: authenticator.counter,
				transports: splitTransports(authenticator.transports)
			}
		});
		if (!result.verified) throw new Error("verification returned false");
		newCounter = result.authenticationInfo.newCounter;
	} catch (err) {
		throw new WebAuthnVerificationError("WebAuthn authentication response could not be verified", { cause: {
			err,
			provider: provider.id
		} });
	}
	await adapter.updateAuthenticatorCounter(credentialID, newCounter);
	const user = await adapter.getUser(authenticator.userId);
	if (!user) throw new WebAuthnVerificationError("The passkey belongs to no user", { cause: { provider: provider.id } });
	if (sessionUser && sessionUser.id !== user.id) throw new AccountNotLinked("The passkey is already associated with another user");
	return {
		user,
		account: {
			provider: provider.id,
			type: "webauthn",
			providerAccountId: authenticator.providerAccountId || credentialID
		},
		resolved: {
			user,
			isNewUser: false
		}
	};
}
/**
* Verifies the browser's WebAuthn response (`body.action`, `body.data`) against the challenge cookie
* and returns the stored user. Every failure is a WebAuthnVerificationError (or AccountNotLinked),
* and nothing is stored unless the response verified.
* @example const candidate = await handleWebAuthnCallback(ctx, provider, Object.fromEntries(form), sessionUser);
*/
async function handleWebAuthnCallback(ctx, provider, body, sessionUser) {
	if (provider.type !== "webauthn") throw new InvalidProvider(`Provider ${provider.id} is not a WebAuthn provider`);
	requireAdapter$1(ctx);
	let raw;
	try {
		raw = await useCheck(ctx, "webauthnChallenge", provider.id);
	} catch (err) {
		throw new WebAuthnVerificationError("WebAuthn challenge was missing or invalid", { cause: {
			err,
			provider: provider.id
		} });
	}
	const action = body.action;
	if (action !== "register" && action !== "authenticate") throw new WebAuthnVerificationError("Invalid action parameter");
	const payload = parseChallengePayload(raw);
	if (!consumeChallenge(payload.challenge)) throw new WebAuthnVerificationError("WebAuthn challenge was already used");
	if (payload.action !== action) throw new WebAuthnVerificationError("WebAuthn challenge was issued for another action");
	const response = parseResponse(body.data);
	try {
		return action === "register" ? await registerPasskey(ctx, provider, response, payload, sessionUser) : await authenticatePasskey(ctx, provider, response, payload.challenge, sessionUser);
	} catch (err) {
		if (err instanceof AuthError) throw err;
		throw new WebAuthnVerificationError("Invalid WebAuthn response", { cause: {
			err,
			provider: provider.id
		} });
	}
}
// src/lib/auth/flows/webauthn-assert.ts
/** Every adapter method the WebAuthn options endpoint and callback call. */
var WEBAUTHN_ADAPTER_METHODS = [
	"getAuthenticator",
	"createAuthenticator",
	"listAuthenticatorsByUserId",
	"updateAuthenticatorCounter",
	"getUser",
	"createUser",
	"getUserByEmail",
	"linkAccount",
	"getUserByAccount"
];
/**
* Throws the configuration error WebAuthn providers would otherwise hit on the first request. A config
* without WebAuthn providers passes untouched, whatever the flag says.
* @example assertWebAuthnConfig({ experimental: config.experimental, adapter: config.adapter, providers }, logger);
*/
function assertWebAuthnConfig(config, logger) {
	const webauthn = config.providers.filter((provider) => provider.type === "webauthn");
	if (!webauthn.length) return;
	if (!config.experimental?.enableWebAuthn) throw new ExperimentalFeatureNotEnabled("WebAuthn is an experimental feature. To enable it, set `experimental.enableWebAuthn` to `true` in your config");
	if (!config.adapter) throw new MissingAdapter("WebAuthn providers need an adapter to store users and authenticators");
	const adapter = config.adapter;
	const missing = WEBAUTHN_ADAPTER_METHODS.filter((method) => typeof adapter[method] !== "function");
	if (missing.length) throw new MissingAdapterMethods(`Required adapter methods were missing: ${missing.join(", ")}`, { cause: { missing } });
	const conditional = webauthn.filter((provider) => provider.enableConditionalUI);
	if (conditional.length > 1) throw new DuplicateConditionalUI(`Only one WebAuthn provider may enable conditional UI; found ${conditional.map((p) => p.id).join(", ")}`);
	for (const provider of conditional) if (!Object.values(provider.formFields ?? {}).some((field) => field.autocomplete?.split(/\s+/).includes("webauthn"))) throw new MissingWebAuthnAutocomplete(`Provider ${provider.id} enables conditional UI but no form field has "webauthn" in its autocomplete`);
	logger.debug("webauthn-providers", webauthn.map((provider) => provider.id));
}
var DEFAULT_MAX_AGE$1 = 2592e3;
var DEFAULT_UPDATE_AGE = 86400;
/** `"false"`, `"0"`, `"no"`, `"off"` and empty are false: Auth.js took any non-empty value as true (quirk 16). */
function parseBooleanEnv(value) {
	if (value === void 0) return void 0;
	return !/^(|false|0|no|off)$/i.test(value.trim());
}
function resolveSecrets(config, env) {
	const configured = config.secret ?? [
		env.AUTH_SECRET_3,
		env.AUTH_SECRET_2,
		env.AUTH_SECRET_1,
		env.AUTH_SECRET
	];
	const list = (Array.isArray(configured) ? configured : [configured]).filter((s) => !!s);
	if (list.length === 0) throw new MissingSecret("AUTH_SECRET is not set. Set it to a random string of at least 32 characters, e.g. the output of `openssl rand -base64 33`.");
	const short = list.findIndex((s) => s.length < 32);
	if (short >= 0) throw new MissingSecret(`The auth secret #${short + 1} (AUTH_SECRET or config.secret) is shorter than 32 characters. Generate one with \`openssl rand -base64 33\`.`);
	return list;
}
function checkProviders(providers, config, strategy) {
	const seen = /* @__PURE__ */ new Set();
	for (const provider of providers) {
		if (!provider.id || !/^[a-z0-9][a-z0-9_-]*$/i.test(provider.id)) throw new TypeError(`Provider id "${provider.id}" must be a URL-safe identifier`);
		if (seen.has(provider.id)) throw new TypeError(`Two providers share the id "${provider.id}": give one an explicit \`id\``);
		seen.add(provider.id);
		if (provider.type === "credentials" && typeof provider.authorize !== "function") throw new MissingAuthorize(`The credentials provider "${provider.id}" has no authorize() function.`);
		if ((provider.type === "oauth" || provider.type === "oidc") && !provider.issuer && !provider.wellKnown) {
			const missing = ["authorization", "token"].filter((k) => !provider[k]);
			if (provider.type === "oauth" && !provider.userinfo) missing.push("userinfo");
			if (missing.length) throw new InvalidEndpoints(`Provider "${provider.id}" has no issuer and no ${missing.join(", ")} endpoint.`);
		}
		if (provider.type === "email" && !config.adapter) throw new MissingAdapter(`The e-mail provider "${provider.id}" needs an adapter to store verification tokens: set \`adapter\`.`);
	}
	if (strategy === "database" && !config.adapter) throw new MissingAdapter("session.strategy \"database\" needs an `adapter`.");
	if (providers.length > 0 && providers.every((p) => p.type === "credentials") && strategy === "database" && !config.credentialsDatabaseSessions) throw new UnsupportedStrategy("Credentials sign-ins use JWT sessions. Set session.strategy \"jwt\", or opt in with `credentialsDatabaseSessions: true`.");
}
/** Applies defaults and checks a configuration. Throws an AuthError subclass naming what to fix. */
function resolveConfig(config, options = {}) {
	const env = options.env ?? config.env ?? (typeof process !== "undefined" ? process.env : {});
	const logger = createLogger(config.logger, config.debug);
	const strategy = config.session?.strategy ?? (config.adapter ? "database" : "jwt");
	const providers = (config.providers ?? []).map((p) => applyProviderEnv(typeof p === "function" ? p() : { ...p }, env));
	checkProviders(providers, config, strategy);
	if (providers.some((p) => p.type === "webauthn")) assertWebAuthnConfig({
		...config,
		providers
	}, logger);
	const adapter = adapterChecks(config, providers, strategy, logger);
	const maxAge = config.session?.maxAge ?? DEFAULT_MAX_AGE$1;
	const theme = {
		colorScheme: "auto",
		logo: "",
		brandColor: "",
		buttonText: "",
		...config.theme
	};
	const basePath = (config.basePath ?? `${options.base ?? ""}/auth`).replace(/\/+$/, "");
	return Object.freeze({
		providers,
		adapter,
		basePath,
		secret: resolveSecrets(config, env),
		session: {
			strategy,
			maxAge,
			updateAge: config.session?.updateAge ?? DEFAULT_UPDATE_AGE,
			generateSessionToken: config.session?.generateSessionToken ?? (() => randomToken(32))
		},
		jwt: {
			maxAge: config.jwt?.maxAge ?? maxAge,
			encode: config.jwt?.encode ?? encode,
			decode: config.jwt?.decode ?? decode
		},
		callbacks: {
			signIn: config.callbacks?.signIn ?? (() => true),
			redirect: config.callbacks?.redirect ?? defaultRedirect,
			session: config.callbacks?.session ?? (({ session }) => session),
			jwt: config.callbacks?.jwt ?? (({ token }) => token)
		},
		events: wrapEvents(config.events, logger),
		pages: { ...config.pages },
		theme,
		cookies: config.cookies ?? {},
		logger,
		trustHost: config.trustHost ?? parseBooleanEnv(env.AUTH_TRUST_HOST) ?? (env.AUTH_URL ? true : void 0) ?? options.dev ?? false,
		useSecureCookies: config.useSecureCookies,
		redirectProxyUrl: config.redirectProxyUrl ?? env.AUTH_REDIRECT_PROXY_URL,
		experimental: { enableWebAuthn: config.experimental?.enableWebAuthn ?? false },
		skipCSRFCheck: typeof config.skipCSRFCheck === "symbol",
		credentialsDatabaseSessions: config.credentialsDatabaseSessions ?? false,
		env,
		fetch: globalThis.fetch.bind(globalThis)
	});
}
// src/lib/auth/core/router.ts
var ROUTES = {
	signin: {
		methods: ["GET", "POST"],
		provider: "optional",
		csrf: true
	},
	signout: {
		methods: ["GET", "POST"],
		provider: "none",
		csrf: true
	},
	callback: {
		methods: ["GET", "POST"],
		provider: "required",
		csrf: false
	},
	session: {
		methods: ["GET", "POST"],
		provider: "none",
		csrf: true
	},
	csrf: {
		methods: ["GET"],
		provider: "none",
		csrf: false
	},
	providers: {
		methods: ["GET"],
		provider: "none",
		csrf: false
	},
	error: {
		methods: ["GET"],
		provider: "none",
		csrf: false
	},
	"verify-request": {
		methods: ["GET"],
		provider: "none",
		csrf: false
	},
	"webauthn-options": {
		methods: ["GET"],
		provider: "required",
		csrf: false
	}
};
function matchRoute(pathname, method, basePath) {
	if (!pathname.startsWith(`${basePath}/`)) return null;
	const segments = pathname.slice(basePath.length + 1).split("/").filter(Boolean);
	const action = segments[0];
	if (!action || !Object.hasOwn(ROUTES, action)) return null;
	const rule = ROUTES[action];
	if (segments.length > 2) return {
		kind: "reject",
		status: 400,
		reason: "Too many path segments"
	};
	let providerId;
	try {
		providerId = segments[1] === void 0 || segments[1] === "undefined" ? void 0 : decodeURIComponent(segments[1]);
	} catch {
		return {
			kind: "reject",
			status: 400,
			reason: "Malformed provider id"
		};
	}
	if (providerId && rule.provider === "none") return {
		kind: "reject",
		status: 400,
		reason: `${action} takes no provider id`
	};
	if (!providerId && rule.provider === "required") return {
		kind: "reject",
		status: 400,
		reason: `${action} needs a provider id`
	};
	if (!rule.methods.includes(method)) return {
		kind: "reject",
		status: 405,
		reason: `${method} is not allowed on ${action}`,
		allow: rule.methods.join(", ")
	};
	if (action === "signin" && method === "GET" && providerId) return {
		kind: "reject",
		status: 405,
		reason: "Sign-in with a provider needs a POST",
		allow: "POST"
	};
	return {
		kind: "action",
		action,
		providerId,
		rule
	};
}
// src/lib/auth/security/csrf.ts
/**
* Our own CSRF check for every state-changing auth route, in dev as in production (SvelteKit's origin
* check runs only in production builds and only for form content types; AUTHJS-BEHAVIOUR.md 14.4).
* Policy: a POST is same-site when `Sec-Fetch-Site` says same-origin, or when `Origin` equals our origin.
* Without either header (old clients, curl) the double-submit token decides: `csrfToken` in the body
* must match the token of the CSRF cookie, whose hash binds it to the secret (Auth.js's format).
* See https://owasp.org/www-community/attacks/csrf and the Fetch Metadata spec (w3c.github.io/webappsec-fetch-metadata).
*/
/** What the request headers say about where a POST comes from. */
function requestSite(ctx) {
	const site = ctx.request.headers.get("sec-fetch-site");
	const origin = ctx.request.headers.get("origin");
	if (origin && origin !== "null") return origin === ctx.origin ? "same-origin" : "cross-site";
	if (site) return site === "same-origin" || site === "none" ? "same-origin" : "cross-site";
	if (origin === "null") return "cross-site";
	return "unknown";
}
/** Reads (or mints) the double-submit token; returns the token and sets the cookie when it was new. */
async function ensureCsrfToken(ctx) {
	const existing = await verifiedCookieToken(ctx);
	if (existing) return existing;
	const token = randomToken(32);
	const hash = await sha256Hex(`${token}${ctx.config.secret.join(",")}`);
	ctx.cookies.set(ctx.names.csrfToken, `${token}|${hash}`);
	return token;
}
async function verifiedCookieToken(ctx) {
	const raw = ctx.cookies.get(ctx.names.csrfToken.name);
	if (!raw) return null;
	const [token, hash] = raw.split("|");
	if (!token || !hash) return null;
	const expected = await sha256Hex(`${token}${ctx.config.secret.join(",")}`);
	return timingSafeEqual$1(hash, expected) ? token : null;
}
/** True when a state-changing request may proceed. */
async function isCsrfSafe(ctx, body) {
	if (ctx.config.skipCSRFCheck) return true;
	const verdict = requestSite(ctx);
	if (verdict !== "unknown") return verdict === "same-origin";
	const token = await verifiedCookieToken(ctx);
	const sent = body?.csrfToken;
	return !!token && typeof sent === "string" && timingSafeEqual$1(sent, token);
}
var BadBody = class extends Error {};
async function readLimited(request) {
	if (Number(request.headers.get("content-length") ?? "0") > 65536) throw new BadBody("Request body too large");
	if (!request.body) return "";
	const reader = request.body.getReader();
	const chunks = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.byteLength;
		if (size > 65536) {
			await reader.cancel();
			throw new BadBody("Request body too large");
		}
		chunks.push(value);
	}
	const joined = new Uint8Array(size);
	let offset = 0;
	for (const chunk of chunks) {
		joined.set(chunk, offset);
		offset += chunk.byteLength;
	}
	return new TextDecoder("utf-8", { fatal: true }).decode(joined);
}
async function readBody(request) {
	const type = request.headers.get("content-type") ?? "";
	let text;
	try {
		text = await readLimited(request);
	} catch (error) {
		throw error instanceof BadBody ? error : new BadBody("Unreadable request body");
	}
	if (!text) return {};
	if (type.includes("application/json")) {
		let parsed;
		try {
			parsed = JSON.parse(text);
		} catch {
			throw new BadBody("Malformed JSON body");
		}
		if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new BadBody("JSON body must be an object");
		return parsed;
	}
	if (type.includes("application/x-www-form-urlencoded") || type === "" || type.includes("text/plain")) {
		const out = {};
		for (const [key, value] of new URLSearchParams(text)) out[key] = value;
		return out;
	}
	throw new BadBody(`Unsupported content type ${type.split(";")[0]}`);
}
/** A string field of a body, or undefined. */
function field(body, key) {
	const value = body?.[key];
	return typeof value === "string" ? value : void 0;
}
// src/lib/auth/core/request-context.ts
/** Builds the per-request context: trusted URL, cookie names for the security mode, the cookie jar. */
var namesCache = /* @__PURE__ */ new WeakMap();
function namesFor(config, secure) {
	let entry = namesCache.get(config);
	if (!entry) namesCache.set(config, entry = {});
	const key = secure ? "secure" : "plain";
	return entry[key] ??= cookieNames(secure, config.cookies);
}
/**
* The request URL as the library trusts it: SvelteKit's `event.url`, with `X-Forwarded-Host` /
* `X-Forwarded-Proto` applied only when `trustHost` is on (quirk 25: never trust them otherwise).
*/
function trustedUrl(config, request, url) {
	if (!config.trustHost) return url;
	const host = request.headers.get("x-forwarded-host")?.split(",")[0].trim();
	const proto = request.headers.get("x-forwarded-proto")?.split(",")[0].trim();
	if (!host && !proto) return url;
	const result = new URL(url);
	if (host && /^[a-z0-9.-]+(:\d+)?$/i.test(host)) {
		result.port = "";
		result.host = host;
	}
	if (proto === "http" || proto === "https") result.protocol = `${proto}:`;
	return result;
}
function createRequestContext(config, request, eventUrl) {
	const url = trustedUrl(config, request, eventUrl ?? new URL(request.url));
	const secure = config.useSecureCookies ?? url.protocol === "https:";
	const origin = url.origin;
	return {
		config,
		request,
		url,
		origin,
		secure,
		cookies: new CookieJar(request.headers.get("cookie")),
		names: namesFor(config, secure),
		actionUrl: (action, providerId) => `${origin}${config.basePath}/${action}${providerId ? `/${encodeURIComponent(providerId)}` : ""}`
	};
}
// src/lib/auth/core/respond.ts
/**
* Turns action results and errors into Responses. Every Set-Cookie comes from the request's jar, written
* on the Response itself (SvelteKit drops `event.cookies` on responses that skip `resolve`, kit#7611).
*/
var NO_STORE = {
	"cache-control": "private, no-cache, no-store",
	expires: "0",
	pragma: "no-cache"
};
function withCookies(ctx, headers) {
	ctx.cookies.applyTo(headers);
	return headers;
}
/** A redirect; or `200 {"url"}` for clients that send `X-Auth-Return-Redirect` (fetch-based sign-in). */
function redirectResponse(ctx, location, { cookies = true } = {}) {
	const headers = new Headers({ location });
	if (cookies) withCookies(ctx, headers);
	if (ctx.request.headers.has("x-auth-return-redirect")) {
		headers.set("content-type", "application/json");
		return new Response(JSON.stringify({ url: location }), {
			status: 200,
			headers
		});
	}
	return new Response(null, {
		status: 302,
		headers
	});
}
function jsonResponse(ctx, body, status = 200, { noStore = false } = {}) {
	const headers = new Headers({
		"content-type": "application/json",
		...noStore ? NO_STORE : {}
	});
	return new Response(JSON.stringify(body), {
		status,
		headers: withCookies(ctx, headers)
	});
}
function htmlResponse(ctx, html, status = 200) {
	const headers = new Headers({
		"content-type": "text/html; charset=utf-8",
		"cache-control": "private, no-store",
		"x-frame-options": "DENY",
		"content-security-policy": "frame-ancestors 'none'"
	});
	return new Response(html, {
		status,
		headers: withCookies(ctx, headers)
	});
}
/** Appends query parameters with `?` or `&` as the URL needs (fixes Auth.js's double-`?`, quirk 5). */
function withParams(url, params) {
	const query = new URLSearchParams();
	for (const [key, value] of Object.entries(params)) if (value !== void 0) query.set(key, value);
	const text = query.toString();
	if (!text) return url;
	return `${url}${url.includes("?") ? "&" : "?"}${text}`;
}
/** Where an error sends the browser: sign-in page for sign-in errors, else the error page. */
function errorLocation(ctx, error) {
	const param = errorParam(error);
	const kind = error instanceof AuthError ? error.kind : "error";
	const { pages, basePath } = ctx.config;
	const page = kind === "signIn" ? pages.signIn ?? `${basePath}/signin` : pages.error ?? `${basePath}/error`;
	const code = error instanceof CredentialsSignin ? error.code : void 0;
	return withParams(`${ctx.origin}${page}`, {
		error: param,
		code
	});
}
/** The one error boundary of auth routes: log the full error, answer with its type only. */
function errorResponse(ctx, error, action, method) {
	const err = error instanceof Error ? error : new Error(String(error));
	ctx.config.logger.error(err);
	if (action === "session" && method === "POST") return jsonResponse(ctx, null, 400);
	if (err instanceof InvalidProvider && /^Unknown provider/.test(err.message)) return jsonResponse(ctx, {
		error: "InvalidProvider",
		message: "Unknown provider"
	}, 404);
	return redirectResponse(ctx, errorLocation(ctx, err), { cookies: false });
}
// src/lib/auth/pages/Layout.svelte
function Layout($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		let { title, theme, children } = $$props;
		head("1r73xi7", $$renderer, ($$renderer) => {
			$$renderer.title(($$renderer) => {
				$$renderer.push(`<title>${escape_html(title)}</title>`);
			});
		});
		$$renderer.push(`<main>`);
		if (theme.logo) $$renderer.push(`<!--[0--><img class="logo"${attr("src", theme.logo)} alt="Logo"/>`);
		else $$renderer.push("<!--[-1-->");
		$$renderer.push(`<!--]--> <div class="card">`);
		children($$renderer);
		$$renderer.push(`<!----></div></main>`);
	});
}
// src/lib/auth/pages/messages.ts
/**
* What the built-in pages say for each `?error=` value. The keys are Auth.js's wire values
* (AUTHJS-BEHAVIOUR.md sections 2.2, 2.10 and 12.3) so apps and links that pass them keep working;
* only the type and the code ever travel in a URL, never a message (ARCHITECTURE.md, Errors).
*/
var tryAnotherAccount = "Try signing in with a different account.";
var signInMessages = {
	Signin: tryAnotherAccount,
	OAuthSignin: tryAnotherAccount,
	OAuthCallbackError: tryAnotherAccount,
	OAuthCallback: tryAnotherAccount,
	OAuthCreateAccount: tryAnotherAccount,
	EmailCreateAccount: tryAnotherAccount,
	Callback: tryAnotherAccount,
	OAuthAccountNotLinked: "To confirm your identity, sign in with the same account you used originally.",
	AccountNotLinked: "This account is linked to another user. Sign in with the account you used originally.",
	EmailSignin: "The e-mail could not be sent.",
	CredentialsSignin: "Sign in failed. Check the details you provided are correct.",
	SessionRequired: "Please sign in to access this page.",
	MissingCSRF: "The form expired or came from another site. Please try again.",
	Verification: "The sign-in link is no longer valid. It may have been used already or it may have expired."
};
/** Text shown on the sign-in page for an `error` value; unknown values get a neutral default. */
function signInErrorMessage(error) {
	return Object.hasOwn(signInMessages, error) ? signInMessages[error] : "Unable to sign in.";
}
/**
* Status and text of the error page (section 2.10): Configuration 500, AccessDenied and Verification 403,
* anything else (WebAuthnVerificationError, unknown or missing) 200 with a link home.
*/
function errorPageContent(error) {
	switch (error) {
		case "Configuration": return {
			status: 500,
			heading: "Server error",
			message: "The server is not configured correctly. The server logs have the details.",
			link: "home"
		};
		case "AccessDenied": return {
			status: 403,
			heading: "Access denied",
			message: "You are not allowed to sign in.",
			link: "signin"
		};
		case "Verification": return {
			status: 403,
			heading: "Unable to sign in",
			message: "The sign-in link is no longer valid. It may have been used already or it may have expired.",
			link: "signin"
		};
		default: return {
			status: 200,
			heading: "Error",
			message: "Something went wrong while signing in.",
			link: "home"
		};
	}
}
// src/lib/auth/pages/ErrorPage.svelte
function ErrorPage($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		let { error, signInUrl, origin, theme } = $$props;
		const content = derived(() => errorPageContent(error));
		const host = derived(() => URL.canParse(origin) ? new URL(origin).host : origin);
		Layout($$renderer, {
			title: content().heading,
			theme,
			children: ($$renderer) => {
				$$renderer.push(`<h1>${escape_html(content().heading)}</h1> <div${attr("data-error", error || void 0)}${attr("data-status", content().status)}><p>${escape_html(content().message)}</p></div> `);
				if (content().link === "signin") $$renderer.push(`<!--[0--><a class="button"${attr("href", signInUrl)}>Sign in</a>`);
				else $$renderer.push(`<!--[-1--><p><a${attr("href", origin)}>Back to ${escape_html(host())}</a></p>`);
				$$renderer.push(`<!--]-->`);
			},
			$$slots: { default: true }
		});
	});
}
// src/lib/auth/pages/Field.svelte
function Field($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		let { name, providerId, input, formField = false } = $$props;
		const id = derived(() => `input-${name}-for-${providerId}-provider`);
		const type = derived(() => typeof input.type === "string" && input.type ? input.type : "text");
		const autocomplete = derived(() => typeof input.autocomplete === "string" ? input.autocomplete : type() === "password" ? "current-password" : type() === "email" ? "email" : void 0);
		const text = (v) => typeof v === "string" || typeof v === "number" ? String(v) : void 0;
		const count = (v) => typeof v === "number" ? v : typeof v === "string" && /^\d{1,6}$/.test(v) ? Number(v) : void 0;
		$$renderer.push(`<label${attr("for", id())}>${escape_html(text(input.label) ?? name)}</label> <input${attr("id", id())}${attr("name", name)}${attr("type", type())}${attr("autocomplete", autocomplete())}${attr("placeholder", text(input.placeholder))}${attr("value", text(input.value))}${attr("required", input.required === true || void 0, true)}${attr("minlength", count(input.minlength))}${attr("maxlength", count(input.maxlength))}${attr("pattern", text(input.pattern))}${attr("inputmode", text(input.inputmode))}${attr("data-form-field", formField ? "" : void 0)}/>`);
	});
}
// src/lib/auth/pages/theme.ts
/** Text and surfaces chosen so every pair used in the stylesheet keeps WCAG 2.2 contrast >= 4.5:1 (1.4.3). */
var palettes = {
	light: {
		bg: "#f3f4f6",
		card: "#ffffff",
		text: "#111827",
		muted: "#4b5563",
		border: "#6b7280",
		link: "#1d4ed8",
		error: "#991b1b",
		errorBg: "#fee2e2"
	},
	dark: {
		bg: "#111827",
		card: "#1f2937",
		text: "#f9fafb",
		muted: "#d1d5db",
		border: "#9ca3af",
		link: "#93c5fd",
		error: "#fecaca",
		errorBg: "#450a0a"
	}
};
/** Used when the theme has no brand colour: dark enough for white text on it (contrast 9.9:1). */
var defaultBrandColor = "#3730a3";
var safeColor = /^(#[0-9a-f]{3,8}|[a-z]{3,30}|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\([0-9a-z.,%/\s+-]{1,80}\))$/i;
/** `value` when it is a plain CSS colour, otherwise `fallback`. */
function cssColor(value, fallback) {
	const trimmed = value?.trim();
	return trimmed && safeColor.test(trimmed) ? trimmed : fallback;
}
/** Relative luminance of a `#rgb`/`#rrggbb` colour (WCAG 2.2 definition), or null for other syntaxes. */
function luminance(hex) {
	const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
	if (!m) return null;
	const [r, g, b] = (m[1].length === 3 ? [...m[1]].map((d) => d + d) : m[1].match(/../g)).map((d) => {
		const c = parseInt(d, 16) / 255;
		return c <= .03928 ? c / 12.92 : ((c + .055) / 1.055) ** 2.4;
	});
	return .2126 * r + .7152 * g + .0722 * b;
}
/** WCAG contrast ratio of two hex colours, or null when either cannot be measured. */
function contrastRatio(a, b) {
	const la = luminance(a);
	const lb = luminance(b);
	if (la === null || lb === null) return null;
	return (Math.max(la, lb) + .05) / (Math.min(la, lb) + .05);
}
/**
* The button text colour: the theme's `buttonText` when given, otherwise whichever of white or near-black
* reads better on the brand colour (so a light brand colour does not end up with unreadable white text).
*/
function buttonTextFor(brand, buttonText) {
	const explicit = cssColor(buttonText, "");
	if (explicit) return explicit;
	const white = contrastRatio(brand, "#ffffff");
	const black = contrastRatio(brand, "#111827");
	return white !== null && black !== null && black > white ? "#111827" : "#ffffff";
}
function vars(p) {
	return `--bg:${p.bg};--card:${p.card};--text:${p.text};--muted:${p.muted};--border:${p.border};--link:${p.link};--error:${p.error};--error-bg:${p.errorBg};`;
}
var darkProviderButton = ".button.provider-styled{background:var(--provider-bg-dark,var(--provider-bg,var(--brand)));color:var(--provider-text-dark,var(--provider-text,var(--button-text)))}";
/** The page stylesheet for a resolved theme. */
function buildStylesheet(theme) {
	const brand = cssColor(theme.brandColor, defaultBrandColor);
	const buttonText = buttonTextFor(brand, theme.buttonText);
	const scheme = theme.colorScheme === "dark" || theme.colorScheme === "light" ? theme.colorScheme : "auto";
	const base = scheme === "dark" ? palettes.dark : palettes.light;
	const autoDark = scheme === "auto" ? `@media (prefers-color-scheme: dark){:root{color-scheme:dark;${vars(palettes.dark)}}${darkProviderButton}}` : "";
	return [
		`:root{color-scheme:${scheme === "auto" ? "light dark" : scheme};${vars(base)}--brand:${brand};--button-text:${buttonText};}`,
		"*,*::before,*::after{box-sizing:border-box}",
		"body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif}",
		"main{width:100%;max-width:24rem;padding:1.5rem}",
		".logo{display:block;max-width:10rem;max-height:4rem;margin:0 auto 1.25rem}",
		".card{background:var(--card);border:1px solid var(--border);border-top:4px solid var(--brand);border-radius:.5rem;padding:1.5rem}",
		"h1{font-size:1.375rem;margin:0 0 1rem;text-align:center}",
		"p{margin:0 0 1rem}",
		".muted{color:var(--muted)}",
		"a{color:var(--link)}",
		"form{margin:0}",
		".provider + .provider{margin-top:1rem}",
		".divider{border:0;border-top:1px solid var(--border);margin:1.25rem 0}",
		"label{display:block;font-weight:600;margin:0 0 .25rem}",
		"input{display:block;width:100%;padding:.625rem .75rem;margin:0 0 .875rem;font:inherit;color:var(--text);background:var(--card);border:1px solid var(--border);border-radius:.375rem}",
		".button{display:flex;align-items:center;justify-content:center;gap:.5rem;width:100%;padding:.75rem 1rem;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;border-radius:.375rem;border:1px solid var(--brand);background:var(--brand);color:var(--button-text)}",
		".button img{width:1.5rem;height:1.5rem}",
		".button.provider-styled{background:var(--provider-bg,var(--brand));color:var(--provider-text,var(--button-text));border-color:var(--border)}",
		":focus-visible{outline:3px solid var(--link);outline-offset:2px}",
		".alert{padding:.75rem 1rem;margin:0 0 1rem;border-radius:.375rem;background:var(--error-bg);color:var(--error);border:1px solid var(--error)}",
		".sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}",
		scheme === "dark" ? darkProviderButton : "",
		autoDark
	].filter(Boolean).join("\n");
}
/** The body class Auth.js's pages carry, kept so an app's custom CSS aimed at it keeps matching. */
function themeClass(theme) {
	return `__next-auth-theme-${theme.colorScheme === "dark" || theme.colorScheme === "light" ? theme.colorScheme : "auto"}`;
}
// src/lib/auth/pages/ProviderForm.svelte
function ProviderForm($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		let { provider, csrfToken, callbackUrl, email } = $$props;
		const emailId = derived(() => `input-email-for-${provider.id}-provider`);
		function readable(bg, text) {
			const b = cssColor(bg, "");
			const t = cssColor(text, "");
			if (!b || !t) return null;
			const ratio = contrastRatio(b, t);
			return ratio === null || ratio >= 4.5 ? [b, t] : null;
		}
		const light = derived(() => readable(provider.style?.bg, provider.style?.text));
		const dark = derived(() => readable(provider.style?.bgDark, provider.style?.textDark));
		function hidden($$renderer, withCallback) {
			if (csrfToken) $$renderer.push(`<!--[0--><input type="hidden" name="csrfToken"${attr("value", csrfToken)}/>`);
			else $$renderer.push("<!--[-1-->");
			$$renderer.push(`<!--]--> `);
			if (withCallback && callbackUrl) $$renderer.push(`<!--[0--><input type="hidden" name="callbackUrl"${attr("value", callbackUrl)}/>`);
			else $$renderer.push("<!--[-1-->");
			$$renderer.push(`<!--]-->`);
		}
		function button($$renderer, attrs) {
			$$renderer.push(`<button${attributes({
				type: "submit",
				class: "button",
				...attrs
			}, void 0, { "provider-styled": light() !== null }, {
				"--provider-bg": light()?.[0],
				"--provider-text": light()?.[1],
				"--provider-bg-dark": dark()?.[0],
				"--provider-text-dark": dark()?.[1]
			})}>`);
			if (provider.style?.logo) $$renderer.push(`<!--[0--><img${attr("src", provider.style.logo)} alt="" width="24" height="24"/>`);
			else $$renderer.push("<!--[-1-->");
			$$renderer.push(`<!--]--> <span>Sign in with ${escape_html(provider.name)}</span></button>`);
		}
		$$renderer.push(`<div class="provider"${attr("data-provider", provider.id)}${attr("data-provider-type", provider.type)}>`);
		if (provider.type === "oauth" || provider.type === "oidc") {
			$$renderer.push(`<!--[0--><form method="POST"${attr("action", provider.signinUrl)}>`);
			hidden($$renderer, true);
			$$renderer.push(`<!----> `);
			button($$renderer, {});
			$$renderer.push(`<!----></form>`);
		} else if (provider.type === "email") {
			$$renderer.push(`<!--[1--><form method="POST"${attr("action", provider.signinUrl)}>`);
			hidden($$renderer, true);
			$$renderer.push(`<!----> <label${attr("for", emailId())}>Email</label> <input${attr("id", emailId())} type="email" name="email"${attr("value", email ?? "")} placeholder="email@example.com" autocomplete="email" required=""/> `);
			button($$renderer, {});
			$$renderer.push(`<!----></form>`);
		} else if (provider.type === "credentials" && provider.credentials) {
			$$renderer.push(`<!--[2--><form method="POST"${attr("action", provider.callbackUrl)}>`);
			hidden($$renderer, true);
			$$renderer.push(`<!----> <!--[-->`);
			const each_array = ensure_array_like(Object.entries(provider.credentials));
			for (let $$index = 0, $$length = each_array.length; $$index < $$length; $$index++) {
				let [name, input] = each_array[$$index];
				Field($$renderer, {
					name,
					providerId: provider.id,
					input
				});
			}
			$$renderer.push(`<!--]--> `);
			button($$renderer, {});
			$$renderer.push(`<!----></form>`);
		} else if (provider.type === "webauthn" && provider.formFields) {
			$$renderer.push(`<!--[3--><form${attr("id", `${stringify(provider.id)}-form`)} method="POST"${attr("action", provider.callbackUrl)}>`);
			hidden($$renderer, true);
			$$renderer.push(`<!----> <!--[-->`);
			const each_array_1 = ensure_array_like(Object.entries(provider.formFields));
			for (let $$index_1 = 0, $$length = each_array_1.length; $$index_1 < $$length; $$index_1++) {
				let [name, input] = each_array_1[$$index_1];
				Field($$renderer, {
					name,
					providerId: provider.id,
					input,
					formField: true
				});
			}
			$$renderer.push(`<!--]--> `);
			button($$renderer, { "data-webauthn-provider": provider.id });
			$$renderer.push(`<!----> <noscript><p class="muted">Passkeys need JavaScript.</p></noscript></form>`);
		} else $$renderer.push("<!--[-1-->");
		$$renderer.push(`<!--]--></div>`);
	});
}
// src/lib/auth/pages/SignInPage.svelte
function SignInPage($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		let { providers, csrfToken, callbackUrl, error, code, email, theme } = $$props;
		const isListed = (p) => p.type === "oauth" || p.type === "oidc" || p.type === "email" || p.type === "credentials" && !!p.credentials || p.type === "webauthn" && !!p.formFields;
		const listed = derived(() => providers.filter(isListed));
		Layout($$renderer, {
			title: "Sign in",
			theme,
			children: ($$renderer) => {
				$$renderer.push(`<h1>Sign in</h1> `);
				if (error) $$renderer.push(`<!--[0--><div class="alert" role="alert"${attr("data-error", error)}${attr("data-code", code || void 0)}><p>${escape_html(signInErrorMessage(error))}</p></div>`);
				else $$renderer.push("<!--[-1-->");
				$$renderer.push(`<!--]--> `);
				const each_array = ensure_array_like(listed());
				if (each_array.length !== 0) {
					$$renderer.push("<!--[-->");
					for (let i = 0, $$length = each_array.length; i < $$length; i++) {
						let provider = each_array[i];
						if (i > 0) $$renderer.push(`<!--[0--><hr class="divider"/>`);
						else $$renderer.push("<!--[-1-->");
						$$renderer.push(`<!--]--> `);
						ProviderForm($$renderer, {
							provider,
							csrfToken,
							callbackUrl,
							email
						});
						$$renderer.push(`<!---->`);
					}
				} else $$renderer.push(`<!--[!--><p class="muted">No sign-in method is configured.</p>`);
				$$renderer.push(`<!--]-->`);
			},
			$$slots: { default: true }
		});
	});
}
// src/lib/auth/pages/SignOutPage.svelte
function SignOutPage($$renderer, $$props) {
	let { actionUrl, csrfToken, callbackUrl, theme } = $$props;
	Layout($$renderer, {
		title: "Sign out",
		theme,
		children: ($$renderer) => {
			$$renderer.push(`<h1>Sign out</h1> <p>Are you sure you want to sign out?</p> <form method="POST"${attr("action", actionUrl)}>`);
			if (csrfToken) $$renderer.push(`<!--[0--><input type="hidden" name="csrfToken"${attr("value", csrfToken)}/>`);
			else $$renderer.push("<!--[-1-->");
			$$renderer.push(`<!--]--> `);
			if (callbackUrl) $$renderer.push(`<!--[0--><input type="hidden" name="callbackUrl"${attr("value", callbackUrl)}/>`);
			else $$renderer.push("<!--[-1-->");
			$$renderer.push(`<!--]--> <button type="submit" class="button">Sign out</button></form>`);
		},
		$$slots: { default: true }
	});
}
// src/lib/auth/pages/VerifyRequestPage.svelte
function VerifyRequestPage($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		let { origin, theme } = $$props;
		const host = derived(() => URL.canParse(origin) ? new URL(origin).host : origin);
		Layout($$renderer, {
			title: "Check your email",
			theme,
			children: ($$renderer) => {
				$$renderer.push(`<h1>Check your email</h1> <p>A sign-in link has been sent to your email address.</p> <p><a${attr("href", origin)}>Back to ${escape_html(host())}</a></p>`);
			},
			$$slots: { default: true }
		});
	});
}
// src/lib/auth/pages/render.ts
/**
* Server rendering of the built-in pages into complete HTML documents (svelte/server `render`), used by the
* signin, signout, error and verify-request routes when `pages.*` does not replace them.
* Svelte escapes every interpolated value, so provider names, callback URLs and `?error=` values from the
* query string cannot inject markup. The stylesheet is built from validated colours only (theme.ts).
*/
function renderDocument(page, props) {
	const { head, body } = render(page, { props });
	return `<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="same-origin"><style>${buildStylesheet(props.theme)}</style>${head}</head><body class="${themeClass(props.theme)}">${body}</body></html>`;
}
/**
* The sign-in page listing every provider with its own form.
*
* @example
* ```ts
* const html = renderSignInPage({ providers, csrfToken: '', callbackUrl: '/account', error: url.searchParams.get('error') ?? undefined, theme: config.theme });
* return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
* ```
*/
function renderSignInPage(props) {
	return renderDocument(SignInPage, props);
}
/** The "are you sure?" page whose form POSTs to `actionUrl`. */
function renderSignOutPage(props) {
	return renderDocument(SignOutPage, props);
}
/**
* The error page and its status: Configuration 500, AccessDenied and Verification 403, anything else 200
* (AUTHJS-BEHAVIOUR.md section 2.10).
*
* @example
* ```ts
* const { html, status } = renderErrorPage({ error: 'AccessDenied', signInUrl: '/auth/signin', origin, theme });
* ```
*/
function renderErrorPage(props) {
	return {
		html: renderDocument(ErrorPage, props),
		status: errorPageContent(props.error).status
	};
}
/** The "check your email" page shown after a magic link was sent. */
function renderVerifyRequestPage(props) {
	return renderDocument(VerifyRequestPage, props);
}
// src/lib/auth/flows/oauth-server.ts
/**
* Authorization-server metadata, client metadata and client authentication for the OAuth/OIDC flow,
* all built for oauth4webapi. Discovery is lazy and cached per issuer, so the app starts while the
* identity provider is down, and a failed discovery is retried on the next sign-in.
*/
/** Used when a provider has explicit endpoints but no issuer (AUTHJS-BEHAVIOUR.md 7.4 step 3). */
var FALLBACK_ISSUER = "https://authjs.dev";
/** One discovery per issuer (or wellKnown URL) per process; rejected promises are dropped, not cached. */
var discoveryCache = /* @__PURE__ */ new Map();
/** Normalises `authorization` / `token` / `userinfo`: a URL string, `{ url, params, request }`, or nothing. */
function endpoint(value) {
	if (!value) return {};
	if (typeof value === "string") return { url: new URL(value) };
	return {
		url: value.url ? new URL(value.url) : void 0,
		params: value.params,
		request: value.request
	};
}
/** The oauth4webapi transport options every request of a flow carries: the config's fetch, and http only when opted in. */
function httpOptions(ctx, provider) {
	const fetchImpl = ctx.config.fetch;
	return {
		[oauth.customFetch]: (url, init) => fetchImpl(url, init),
		[oauth.allowInsecureRequests]: provider.unsafeAllowInsecureRequests === true
	};
}
/**
* Plain-http endpoints carry codes and tokens in clear text: refused unless the provider sets the
* explicitly unsafe `unsafeAllowInsecureRequests` (meant for local mock identity providers only).
*/
function assertSecure(provider, url, what) {
	if (!url || provider.unsafeAllowInsecureRequests === true) return;
	const protocol = new URL(url).protocol;
	if (protocol === "https:") return;
	throw new InvalidEndpoints(`Provider "${provider.id}": the ${what} uses ${protocol} but only https: is allowed. Set \`unsafeAllowInsecureRequests: true\` on the provider for a local mock identity provider only.`, { cause: {
		provider: provider.id,
		[what]: String(url)
	} });
}
async function discover(ctx, provider) {
	const issuer = new URL(provider.issuer);
	const key = provider.wellKnown ?? issuer.href;
	let pending = discoveryCache.get(key);
	if (!pending) {
		pending = (async () => {
			const options = httpOptions(ctx, provider);
			const response = provider.wellKnown ? await options[oauth.customFetch](provider.wellKnown, {
				method: "GET",
				headers: { accept: "application/json" },
				redirect: "manual"
			}) : await oauth.discoveryRequest(issuer, {
				...options,
				algorithm: "oidc"
			});
			return oauth.processDiscoveryResponse(issuer, response);
		})();
		discoveryCache.set(key, pending);
		pending.catch(() => discoveryCache.delete(key));
	}
	try {
		return await pending;
	} catch (error) {
		throw new OAuthSignInError(`Provider "${provider.id}": discovery of ${issuer.href} failed`, { cause: {
			provider: provider.id,
			issuer: issuer.href,
			err: safeError(error)
		} });
	}
}
/** Whether the profile comes from the userinfo endpoint (always for oauth; for oidc only with `idToken: false`). */
function usesUserinfo(provider) {
	return provider.type === "oauth" || provider.idToken === false;
}
/**
* The authorization server as oauth4webapi wants it: discovery (when the issuer is known and an
* endpoint is missing), with the provider's explicit endpoints laid over it.
*/
async function resolveServer(ctx, provider) {
	const authorization = endpoint(provider.authorization);
	const token = endpoint(provider.token);
	const userinfo = endpoint(provider.userinfo);
	const needsUserinfo = usesUserinfo(provider) && !userinfo.request;
	const incomplete = !authorization.url || !token.url && !token.request || provider.type === "oidc" && !provider.jwks_endpoint || needsUserinfo && !userinfo.url;
	if (provider.issuer) assertSecure(provider, provider.issuer, "issuer");
	if (provider.wellKnown) assertSecure(provider, provider.wellKnown, "wellKnown");
	const base = incomplete && provider.issuer ? await discover(ctx, provider) : { issuer: provider.issuer ?? FALLBACK_ISSUER };
	const overrides = {};
	if (authorization.url) overrides.authorization_endpoint = authorization.url.origin + authorization.url.pathname;
	if (token.url) overrides.token_endpoint = token.url.href;
	if (userinfo.url) overrides.userinfo_endpoint = userinfo.url.href;
	if (provider.jwks_endpoint) overrides.jwks_uri = String(provider.jwks_endpoint);
	const as = Object.keys(overrides).length ? {
		...base,
		...overrides
	} : base;
	const missing = [];
	if (!as.authorization_endpoint) missing.push("authorization");
	if (!as.token_endpoint && !token.request) missing.push("token");
	if (needsUserinfo && !as.userinfo_endpoint) missing.push("userinfo");
	if (provider.type === "oidc" && !as.jwks_uri) missing.push("jwks");
	if (missing.length) throw new InvalidEndpoints(`Provider "${provider.id}" has no ${missing.join(", ")} endpoint (set it, or an issuer with discovery)`, { cause: {
		provider: provider.id,
		missing
	} });
	for (const [what, url] of [
		["authorization endpoint", as.authorization_endpoint],
		["token endpoint", as.token_endpoint],
		["userinfo endpoint", as.userinfo_endpoint],
		["jwks_uri", as.jwks_uri]
	]) assertSecure(provider, url, what);
	return as;
}
/** Client metadata: `client_id` plus the provider's `client` overrides (oauth4webapi Client). */
function clientOf(provider) {
	return {
		client_id: provider.clientId ?? "",
		...provider.client ?? {}
	};
}
/** Client authentication at the token endpoint (RFC 6749 section 2.3); default client_secret_basic. */
function clientAuthOf(provider) {
	const method = provider.client?.token_endpoint_auth_method;
	const secret = provider.clientSecret;
	const needSecret = () => {
		if (typeof secret !== "string" || !secret) throw new InvalidEndpoints(`Provider "${provider.id}" uses ${method ?? "client_secret_basic"} but has no clientSecret`, { cause: { provider: provider.id } });
		return secret;
	};
	switch (method) {
		case void 0:
		case "client_secret_basic": return oauth.ClientSecretBasic(needSecret());
		case "client_secret_post": return oauth.ClientSecretPost(needSecret());
		case "client_secret_jwt": return oauth.ClientSecretJwt(needSecret());
		case "none": return oauth.None();
		default: throw new InvalidEndpoints(`Provider "${provider.id}": unsupported token_endpoint_auth_method "${method}"`, { cause: {
			provider: provider.id,
			method
		} });
	}
}
/**
* A copy of an oauth4webapi / network error that keeps its name, message and OAuth error fields but
* drops its `cause`, which can hold token responses and id_token claims (never log a credential).
*/
function safeError(error) {
	if (!(error instanceof Error)) return new Error(String(error));
	const copy = new Error(error.message);
	copy.name = error.name;
	copy.stack = `${error.name}: ${error.message}`;
	const source = error;
	for (const field of [
		"code",
		"error",
		"error_description",
		"status"
	]) if (typeof source[field] === "string" || typeof source[field] === "number") copy[field] = source[field];
	if (source.cause instanceof Response && !("status" in copy)) copy.status = source.cause.status;
	return copy;
}
// src/lib/auth/flows/oauth-policy.ts
/** Salt of the JWE that the `state` parameter itself is (it carries the origin for the redirect proxy). */
var STATE_SALT = "encodedState";
/** Parameters the incoming request may not override: they bind the response to this browser and client. */
var PROTECTED_PARAMS = /* @__PURE__ */ new Set([
	"client_id",
	"redirect_uri",
	"response_type",
	"state",
	"nonce",
	"code_challenge",
	"code_challenge_method"
]);
/** The provider's own static authorization parameters, in merge order (AUTHJS-BEHAVIOUR.md 7.2 step 2). */
function providerParams(provider) {
	const authorization = endpoint(provider.authorization);
	return [
		...Object.entries(authorization.params ?? {}),
		...authorization.url ? [...authorization.url.searchParams.entries()] : [],
		...Object.entries(provider.authorizationParams ?? {})
	];
}
/** Whether the IdP posts its answer back (`response_mode=form_post`, e.g. Apple). */
function isFormPost(provider) {
	let mode;
	for (const [key, value] of providerParams(provider)) if (key === "response_mode") mode = value;
	return mode === "form_post";
}
/**
* `<redirectProxyUrl>/callback/<id>` (provider option, then config, then AUTH_REDIRECT_PROXY_URL).
* Dropped for form_post providers, as Auth.js does: the proxy hop only forwards query parameters.
*/
function proxyCallbackUrl(ctx, provider) {
	if (isFormPost(provider)) return void 0;
	const proxy = provider.redirectProxyUrl ?? ctx.config.redirectProxyUrl ?? ctx.config.env?.AUTH_REDIRECT_PROXY_URL;
	if (!proxy) return void 0;
	return `${proxy.replace(/\/+$/, "")}/callback/${encodeURIComponent(provider.id)}`;
}
/** The redirect_uri: the proxy when one is configured and this deployment is not it, else our callback. */
function redirectUriOf(ctx, provider) {
	const proxy = proxyCallbackUrl(ctx, provider);
	if (proxy && new URL(proxy).origin !== ctx.origin) return proxy;
	return ctx.actionUrl("callback", provider.id);
}
/**
* Effective checks: `['pkce']` by default, `none` disables all, `nonce` only for OIDC, `state`
* forced on with a redirect proxy (the state carries the origin to send the user back to).
* A user list replaces the default (quirk 26 fixed: no index-wise merge).
*/
function checksOf(ctx, provider) {
	const list = provider.checks ?? ["pkce"];
	const checks = new Set(list.includes("none") ? [] : list.filter((c) => c === "pkce" || c === "state" || c === "nonce"));
	if (provider.type !== "oidc") checks.delete("nonce");
	if (proxyCallbackUrl(ctx, provider)) checks.add("state");
	return checks;
}
/**
* Extra cookie attributes for the check cookies. A form_post answer is a cross-site POST, which
* SameSite=Lax cookies do not accompany, so all check cookies become SameSite=None; Secure
* (https://developer.apple.com/documentation/sign_in_with_apple/request_an_authorization_to_the_sign_in_with_apple_server).
* Auth.js does this for state and nonce only; PKCE needs it as well or the flow cannot finish.
*/
function checkCookieAttributes(provider) {
	return isFormPost(provider) ? {
		sameSite: "none",
		secure: true
	} : {};
}
// src/lib/auth/flows/oauth-authorize.ts
/**
* The authorization request (RFC 6749 section 4.1.1, AUTHJS-BEHAVIOUR.md 7.2): builds the URL the
* browser is sent to and seals the check values (state, PKCE verifier, nonce) into cookies.
*/
/** Applied when neither the provider nor the request names a scope (AUTHJS-BEHAVIOUR.md 7.1). */
var DEFAULT_SCOPE = "openid profile email";
function setParam(search, key, value) {
	if (value === void 0 || value === null) return;
	search.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
}
/**
* Builds the authorization URL for `provider` and sets its check cookies on `ctx.cookies`.
*
* Parameters merge in this order, the last one winning: `response_type`, `client_id`,
* `redirect_uri`; `authorization.params`; the authorization URL's own query;
* `provider.authorizationParams`; `params` (the sign-in request's query or form
* `authorizationParams`). The request cannot override client_id, redirect_uri, response_type or the
* check parameters, which are always set last.
*
* @example
* const url = await startOAuth(ctx, provider, Object.fromEntries(ctx.url.searchParams));
* return redirect(url); // with ctx.cookies written onto the response
*/
async function startOAuth(ctx, provider, params = {}) {
	const as = await resolveServer(ctx, provider);
	const client = clientOf(provider);
	const url = new URL(as.authorization_endpoint);
	const search = url.searchParams;
	search.set("response_type", "code");
	search.set("client_id", client.client_id);
	search.set("redirect_uri", redirectUriOf(ctx, provider));
	for (const [key, value] of providerParams(provider)) setParam(search, key, value);
	for (const [key, value] of Object.entries(params)) if (!PROTECTED_PARAMS.has(key)) setParam(search, key, value);
	if (!search.has("scope")) search.set("scope", DEFAULT_SCOPE);
	const checks = checksOf(ctx, provider);
	const cookie = checkCookieAttributes(provider);
	if (checks.has("state")) {
		const proxied = proxyCallbackUrl(ctx, provider);
		const state = await encode({
			token: {
				random: oauth.generateRandomState(),
				...proxied ? { origin: ctx.actionUrl("callback", provider.id) } : {}
			},
			secret: ctx.config.secret,
			salt: STATE_SALT,
			maxAge: 900
		});
		search.set("state", state);
		await setCheck(ctx, "state", state, provider.id, cookie);
	}
	if (checks.has("pkce")) {
		const verifier = oauth.generateRandomCodeVerifier();
		search.set("code_challenge", await oauth.calculatePKCECodeChallenge(verifier));
		search.set("code_challenge_method", "S256");
		await setCheck(ctx, "pkceCodeVerifier", verifier, provider.id, cookie);
	}
	if (checks.has("nonce")) {
		const nonce = oauth.generateRandomNonce();
		search.set("nonce", nonce);
		await setCheck(ctx, "nonce", nonce, provider.id, cookie);
	}
	return url.href;
}
// src/lib/auth/flows/oauth-profile.ts
/**
* Turns a provider's profile and token set into the sign-in candidate (AUTHJS-BEHAVIOUR.md 7.1 and
* 7.4 steps 9-10): the provider's `profile()` / `account()` callbacks or the defaults.
*/
var ACCOUNT_FIELDS = [
	"access_token",
	"id_token",
	"refresh_token",
	"expires_at",
	"scope",
	"token_type",
	"session_state"
];
function withoutUndefined(value) {
	return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== void 0));
}
/** Default `profile()`: the standard OIDC claims (or `id` for plain OAuth APIs) mapped onto a User. */
function defaultProfile(profile) {
	const id = profile.sub ?? profile.id;
	return withoutUndefined({
		id: id === void 0 || id === null ? void 0 : String(id),
		name: profile.name ?? profile.nickname ?? profile.preferred_username,
		email: profile.email,
		image: typeof profile.picture === "string" ? profile.picture : void 0
	});
}
/** Default `account()`: the token fields worth storing; the rest of the token response is not persisted. */
function defaultAccount(tokens) {
	const picked = {};
	for (const field of ACCOUNT_FIELDS) picked[field] = tokens[field];
	return withoutUndefined(picked);
}
/** `expires_at` in epoch seconds from `expires_in` (RFC 6749 section 5.1), only when the server sent one. */
function withExpiresAt(tokens) {
	if (tokens.expires_in === void 0 || tokens.expires_in === null) return tokens;
	const seconds = Number(tokens.expires_in);
	if (!Number.isFinite(seconds)) return tokens;
	return {
		...tokens,
		expires_at: Math.floor(Date.now() / 1e3) + seconds
	};
}
/**
* Runs the provider's mapping and builds the candidate. A throwing or non-object `profile()` is an
* OAuthProfileParseError. The candidate's user id is fresh and random, never the provider's id
* (AUTHJS-BEHAVIOUR.md 7.4 step 10): the provider id lives on the account as `providerAccountId`.
*/
async function buildCandidate(provider, profile, tokens) {
	let mapped;
	try {
		mapped = provider.profile ? await provider.profile(profile, tokens) : defaultProfile(profile);
		if (!mapped || typeof mapped !== "object") throw new TypeError("profile() did not return an object");
	} catch (error) {
		throw new OAuthProfileParseError(`Provider "${provider.id}": profile() failed`, { cause: {
			provider: provider.id,
			err: error instanceof Error ? error : new Error(String(error))
		} });
	}
	const rawId = mapped.id;
	const providerAccountId = rawId === void 0 || rawId === null || rawId === "" ? randomUUID() : String(rawId);
	const email = typeof mapped.email === "string" ? mapped.email.toLowerCase() : mapped.email;
	return {
		user: withoutUndefined({
			...mapped,
			id: randomUUID(),
			email
		}),
		account: {
			...(provider.account ? provider.account(tokens) : void 0) ?? defaultAccount(tokens),
			provider: provider.id,
			type: provider.type,
			providerAccountId
		},
		profile
	};
}
// src/lib/auth/flows/oauth-callback.ts
/**
* The callback (RFC 6749 section 4.1.2-4.1.4, OIDC Core 3.1.3, AUTHJS-BEHAVIOUR.md 7.4): validates the
* authorization response, redeems the code and reads the profile, all through oauth4webapi.
*/
/**
* Callback parameters: the query (GET) or the form body (POST, `response_mode=form_post`). `body` is
* the form the core already parsed; without it the body is read from a clone of the request.
*/
async function readCallbackParams(ctx, body) {
	if (ctx.request.method !== "POST") return {
		params: new URLSearchParams(ctx.url.searchParams),
		form: false
	};
	const params = new URLSearchParams();
	if (body) {
		for (const [key, value] of Object.entries(body)) if (typeof value === "string") params.append(key, value);
		return {
			params,
			form: true
		};
	}
	if (ctx.request.bodyUsed) throw new TypeError("The callback body was consumed before the OAuth flow could read it: pass it as `body`");
	const type = ctx.request.headers.get("content-type") ?? "";
	if (/application\/x-www-form-urlencoded|multipart\/form-data/i.test(type)) {
		const form = await ctx.request.clone().formData();
		for (const [key, value] of form) if (typeof value === "string") params.append(key, value);
	}
	return {
		params,
		form: true
	};
}
/** Wraps a protocol or network failure: the message names the stage, the cause holds no token. */
function failure(provider, stage, error) {
	if (error instanceof AuthError) return error;
	const code = error?.code;
	return new CallbackRouteError(`Provider "${provider.id}": ${stage} failed${typeof code === "string" ? ` (${code})` : ""}`, { cause: {
		provider: provider.id,
		stage,
		err: safeError(error)
	} });
}
async function step(provider, stage, run) {
	try {
		return await run();
	} catch (error) {
		throw failure(provider, stage, error);
	}
}
/** useCheck, with the provider and the check named in the cause for the log. */
async function openCheck(ctx, key, provider) {
	try {
		return await useCheck(ctx, key, provider.id);
	} catch (error) {
		if (!(error instanceof InvalidCheck)) throw error;
		throw new InvalidCheck(error.message, { cause: {
			provider: provider.id,
			check: key
		} });
	}
}
/** Plain OAuth 2 has no profile standard: the userinfo endpoint's JSON, or the provider's handler. */
async function fetchOAuthProfile(ctx, provider, as, tokens) {
	const userinfo = endpoint(provider.userinfo);
	if (userinfo.request) {
		const context = {
			provider,
			tokens,
			fetch: ctx.config.fetch
		};
		const profile = await userinfo.request(context);
		if (!profile || typeof profile !== "object") throw new TypeError("userinfo.request() returned no profile object");
		return profile;
	}
	const response = await oauth.userInfoRequest(as, clientOf(provider), tokens.access_token, httpOptions(ctx, provider));
	if (!response.ok) throw Object.assign(/* @__PURE__ */ new Error(`userinfo endpoint answered HTTP ${response.status}`), { status: response.status });
	const profile = await response.json();
	if (!profile || typeof profile !== "object" || Array.isArray(profile)) throw new TypeError("userinfo endpoint returned no JSON object");
	return profile;
}
/**
* Finishes the OAuth/OIDC flow of `provider` for the callback request in `ctx` and returns the
* verified user, account and raw profile. Consumes the check cookies (marked for deletion in
* `ctx.cookies`). Throws:
* - InvalidCheck: a check cookie is missing, forged, expired or minted for another provider;
* - OAuthCallbackError: the IdP answered `error=` (cause: providerId, error, error_description);
* - CallbackRouteError: state mismatch, token endpoint failure, invalid id_token (signature, iss,
*   aud, exp, nonce), userinfo failure (cause: provider, stage, err without tokens);
* - OAuthProfileParseError: `profile()` threw;
* - InvalidEndpoints / OAuthSignInError: configuration or discovery problems.
* `body`: the POST form the core already parsed (form_post callbacks); omit it to read the request.
* @example const candidate = await handleOAuthCallback(ctx, provider);
*/
async function handleOAuthCallback(ctx, provider, body) {
	const { params, form } = await step(provider, "reading the callback", () => readCallbackParams(ctx, body));
	const checks = checksOf(ctx, provider);
	const expectedState = checks.has("state") ? await openCheck(ctx, "state", provider) : oauth.expectNoState;
	const codeVerifier = checks.has("pkce") ? await openCheck(ctx, "pkceCodeVerifier", provider) : oauth.nopkce;
	const expectedNonce = checks.has("nonce") ? await openCheck(ctx, "nonce", provider) : oauth.expectNoNonce;
	const as = await step(provider, "discovery", () => resolveServer(ctx, provider));
	const client = clientOf(provider);
	let validated;
	try {
		validated = oauth.validateAuthResponse(as, client, params, expectedState);
	} catch (error) {
		if (error instanceof oauth.AuthorizationResponseError) throw new OAuthCallbackError(`Provider "${provider.id}" answered error=${error.error}`, { cause: {
			providerId: provider.id,
			error: error.error,
			error_description: error.error_description
		} });
		throw failure(provider, "authorization response", error);
	}
	const oidc = provider.type === "oidc";
	const token = endpoint(provider.token);
	let tokens;
	let idTokenClaims;
	if (token.request) {
		if (oidc) throw new InvalidEndpoints(`Provider "${provider.id}": token.request is only supported for type "oauth"`);
		const context = {
			provider,
			tokens: {},
			fetch: ctx.config.fetch,
			params: Object.fromEntries(validated)
		};
		tokens = await step(provider, "token request", async () => {
			const result = await token.request(context);
			if (!result || typeof result !== "object") throw new TypeError("token.request() returned no token set");
			return { ...result };
		});
	} else {
		const options = httpOptions(ctx, provider);
		const redirectUri = redirectUriOf(ctx, provider);
		const clientAuth = clientAuthOf(provider);
		let response = await step(provider, "token request", () => oauth.authorizationCodeGrantRequest(as, client, clientAuth, validated, redirectUri, codeVerifier, options));
		const conform = typeof provider.token === "object" ? provider.token.conform : void 0;
		if (conform) response = await step(provider, "token conform", async () => conform(response.clone())) ?? response;
		const processed = await step(provider, "token response", () => oauth.processAuthorizationCodeResponse(as, client, response, {
			expectedNonce,
			requireIdToken: oidc
		}));
		if (processed.id_token && (oidc || as.jwks_uri)) {
			await step(provider, "id_token signature", () => oauth.validateApplicationLevelSignature(as, response, options));
			idTokenClaims = { ...oauth.getValidatedIdTokenClaims(processed) };
		}
		tokens = { ...processed };
	}
	tokens = withExpiresAt(tokens);
	let profile;
	if (oidc && !usesUserinfo(provider)) profile = idTokenClaims;
	else if (oidc) profile = await step(provider, "userinfo", async () => {
		const response = await oauth.userInfoRequest(as, client, tokens.access_token, httpOptions(ctx, provider));
		return { ...await oauth.processUserInfoResponse(as, client, String(idTokenClaims.sub), response) };
	});
	else profile = await step(provider, "userinfo", () => fetchOAuthProfile(ctx, provider, as, tokens));
	const user = form ? params.get("user") : null;
	if (user) try {
		profile.user = JSON.parse(user);
	} catch {
		ctx.config.logger.warn("oauth-user-param", `Provider "${provider.id}" sent a user parameter that is not JSON`);
	}
	return buildCandidate(provider, profile, tokens);
}
// src/lib/auth/flows/oauth.ts
/**
* OAuth 2.0 / OpenID Connect sign-in (provider types `oauth` and `oidc`), implemented only through
* oauth4webapi. The signin action calls `startOAuth`, the callback action calls
* `resolveRedirectProxy` and then `handleOAuthCallback`, and hands the candidate to identity/.
*/
/**
* The redirect-proxy hop (AUTHJS-BEHAVIOUR.md 7.4 step 2). When this deployment *is* the provider's
* redirect proxy and the sealed `state` names another deployment's callback, returns the URL to
* send the browser to (that callback plus every original parameter); the other deployment then
* finishes the flow with its own check cookies. Returns null when the callback is for us.
* Both deployments must share the secret. A state this deployment cannot open is InvalidCheck.
* @example
* const hop = await resolveRedirectProxy(ctx, provider);
* if (hop) return Response.redirect(hop, 302);
*/
async function resolveRedirectProxy(ctx, provider) {
	const proxy = proxyCallbackUrl(ctx, provider);
	if (!proxy || new URL(proxy).origin !== ctx.origin || ctx.request.method !== "GET") return null;
	const state = ctx.url.searchParams.get("state");
	if (!state) return null;
	const payload = await decode({
		token: state,
		secret: ctx.config.secret,
		salt: STATE_SALT
	});
	if (!payload) throw new InvalidCheck("state value could not be parsed", { cause: { provider: provider.id } });
	if (typeof payload.origin !== "string") return null;
	let target;
	try {
		target = new URL(payload.origin);
	} catch {
		throw new InvalidCheck("state origin is not a URL", { cause: { provider: provider.id } });
	}
	if (target.origin === ctx.origin) return null;
	for (const [key, value] of ctx.url.searchParams) target.searchParams.append(key, value);
	return target.href;
}
// src/lib/auth/flows/email-identifier.ts
/**
* The e-mail address as an identity: the default normaliser and the verification-token hash.
* Pure functions, no I/O (AUTHJS-BEHAVIOUR.md section 8.2 step 1 and 6).
*/
/**
* Characters that look like `@` but are not U+0040: fullwidth and small commercial at (NFKC folds both
* to a plain `@`, which is how "victim@example.com＠evil.com" used to reach a second mailbox, the 2026
* Auth.js advisory class) and the circled "ⓐ". We refuse them outright instead of letting the fold
* decide which part is the domain; any other character whose NFKC form contains `@` is refused too.
*/
var AT_LOOKALIKES = /[\uFF20\uFE6B\u24D0]/u;
/**
* RFC 5322 "specials" that are only legal inside a quoted local part (the apostrophe is ordinary atext:
* o'brien@example.ie is valid). Quoted local parts are rare in practice and a classic parser-differential
* vector, and a comma turns one address into a list for many mailers, so all of them are refused.
*/
var SPECIALS = /["<>()[\]\\,;:]/;
/** Controls, invisible format characters (zero-width, bidi overrides), separators and any whitespace. */
var INVISIBLE_OR_SPACE = /[\p{Cc}\p{Cf}\p{Z}\s]/u;
/** RFC 5321 section 4.5.3.1: 64 octets for the local part, 254 for a usable path. */
var MAX_LOCAL = 64;
var MAX_ADDRESS = 254;
function reject(reason) {
	throw new EmailSignInError(`Invalid e-mail address: ${reason}`, { cause: { reason } });
}
/** Any character other than U+0040 that is, or folds under NFKC into, an `@`. */
function hasAtLookalike(value) {
	for (const char of value) if (char !== "@" && (AT_LOOKALIKES.test(char) || char.normalize("NFKC").includes("@"))) return true;
	return false;
}
function checkDomain(domain) {
	if (domain === "localhost") return;
	if (!domain.includes(".")) reject("domain without a dot");
	if (domain.startsWith(".") || domain.endsWith(".") || domain.includes("..")) reject("empty domain label");
	for (const label of domain.split(".")) {
		if (label.startsWith("-") || label.endsWith("-")) reject("domain label starts or ends with \"-\"");
		if (label.length > 63) reject("domain label too long");
	}
}
/**
* The default identifier normaliser: trim, lower-case, Unicode NFKC, then strict checks.
* Throws {@link EmailSignInError} (an AuthError, `cause.reason` says why) for anything that is not a
* plain `local@domain` address: several `@`, `@` look-alikes (checked before and after NFKC), quotes
* and other RFC 5322 specials (so "a@b.com,evil.com" is refused rather than cut), whitespace, control
* or invisible characters, an empty local part or domain, or a domain without a dot (except `localhost`).
* Idempotent: `normalizeIdentifier(normalizeIdentifier(x)) === normalizeIdentifier(x)`.
* @example normalizeIdentifier('  Alice@Example.COM ') // 'alice@example.com'
*/
function normalizeIdentifier(identifier) {
	if (typeof identifier !== "string" || identifier.trim() === "") reject("missing");
	const raw = identifier.trim();
	if (hasAtLookalike(raw)) reject("\"@\" look-alike character");
	const value = raw.normalize("NFKC").toLowerCase().normalize("NFKC").trim();
	if (hasAtLookalike(value)) reject("\"@\" look-alike character");
	if (INVISIBLE_OR_SPACE.test(value)) reject("whitespace, control or invisible character");
	if (SPECIALS.test(value)) reject("quote or special character");
	const parts = value.split("@");
	if (parts.length !== 2) reject(parts.length < 2 ? "no \"@\"" : "several \"@\"");
	const [local, domain] = parts;
	if (local === "") reject("empty local part");
	if (domain === "") reject("empty domain");
	if (local.startsWith(".") || local.endsWith(".") || local.includes("..")) reject("dot at the edge of the local part");
	if (local.length > MAX_LOCAL || value.length > MAX_ADDRESS) reject("too long");
	checkDomain(domain);
	return `${local}@${domain}`;
}
/**
* The stored form of a verification token: lowercase hex SHA-256 of `token + secret`, byte-for-byte what
* Auth.js stores, so links issued before a migration stay valid (AUTHJS-BEHAVIOUR.md section 19.4).
* @example await hashToken('abc', 'secret') // sha256Hex('abcsecret')
*/
function hashToken(token, secret) {
	return sha256Hex(`${token}${secret}`);
}
// src/lib/auth/flows/email-throttle.ts
/**
* Per-address throttle for sign-in e-mails: at most one mail per address per interval, so a flood of
* requests for one address cannot turn the app into a mail cannon (issue 5, "no mail storm").
* In memory, per process: deployments with several instances need a shared store (docs/email.md).
*/
/** Bounds memory when many distinct addresses are requested: oldest entries go first. */
var MAX_ENTRIES = 5e4;
/** provider id -> (identifier -> time of the last accepted mail, ms). Keyed by id, not object, because a
* config function resolves fresh provider objects per request. */
var lastSent = /* @__PURE__ */ new Map();
var lastPruned = /* @__PURE__ */ new Map();
function prune(entries, providerId, now, intervalMs) {
	const since = now - (lastPruned.get(providerId) ?? 0);
	if (since >= 0 && since < intervalMs && entries.size < MAX_ENTRIES) return;
	lastPruned.set(providerId, now);
	for (const [identifier, at] of entries) if (now - at >= intervalMs) entries.delete(identifier);
	for (const identifier of entries.keys()) {
		if (entries.size < MAX_ENTRIES) break;
		entries.delete(identifier);
	}
}
/**
* Reserves the slot for one mail to `identifier`. Returns false when a mail went out less than
* `intervalSeconds` ago. The check and the reservation happen in one synchronous step, so two
* concurrent requests cannot both pass. `intervalSeconds <= 0` disables the throttle.
*/
function reserveMailSlot(providerId, identifier, intervalSeconds, now = Date.now()) {
	if (!(intervalSeconds > 0)) return true;
	const intervalMs = intervalSeconds * 1e3;
	let entries = lastSent.get(providerId);
	if (!entries) lastSent.set(providerId, entries = /* @__PURE__ */ new Map());
	prune(entries, providerId, now, intervalMs);
	const previous = entries.get(identifier);
	if (previous !== void 0 && now - previous < intervalMs) return false;
	entries.delete(identifier);
	entries.set(identifier, now);
	return true;
}
/** Gives the slot back (the mail could not be sent), so the user may retry at once. */
function releaseMailSlot(providerId, identifier) {
	lastSent.get(providerId)?.delete(identifier);
}
// src/lib/auth/flows/email.ts
/**
* The e-mail ("magic link") flow: send a single-use link, then turn a clicked link into a sign-in
* candidate. AUTHJS-BEHAVIOUR.md section 8; user creation and `emailVerified` live in identity/.
*/
var DEFAULT_MAX_AGE = 86400;
var DEFAULT_MIN_INTERVAL = 60;
/** Our tokens are 64 hex chars; custom generators get room, but a megabyte of "token" never reaches the database. */
var MAX_TOKEN_LENGTH = 512;
function emailAdapter(ctx, provider) {
	const adapter = ctx.config.adapter;
	if (!adapter?.createVerificationToken || !adapter.useVerificationToken || !adapter.getUserByEmail) throw new MissingAdapter(`The e-mail provider "${provider.id}" needs an adapter with verification-token methods.`);
	return adapter;
}
/** The provider's normaliser (or ours); whatever it throws becomes an EmailSignInError with the cause. */
function normalize(provider, email) {
	if (typeof email !== "string" || email.trim() === "") throw new EmailSignInError("Missing email from request body.");
	try {
		return (provider.normalizeIdentifier ?? normalizeIdentifier)(email);
	} catch (error) {
		if (error instanceof AuthError) throw error;
		throw new EmailSignInError("The provider rejected the e-mail address.", { cause: { err: error } });
	}
}
/** Secrets a link may have been hashed with, newest first: rotation keeps outstanding links valid. */
function hashSecrets(ctx, provider) {
	if (provider.secret) return [provider.secret];
	const secrets = [...ctx.config.secret];
	if (secrets.length > 1) secrets.push(secrets.join(","));
	return secrets;
}
function emailAccount(provider, identifier) {
	return {
		provider: provider.id,
		type: "email",
		providerAccountId: identifier
	};
}
/** The stored user, or a placeholder shaped like Auth.js's (random id, not yet verified). */
async function userFor(adapter, identifier) {
	return await adapter.getUserByEmail(identifier) ?? {
		id: randomUUID(),
		email: identifier,
		emailVerified: null
	};
}
/**
* Handles `POST <basePath>/signin/<emailProviderId>`: normalises the address, asks the `signIn` callback
* (with `email.verificationRequest: true`), stores the hash of a fresh token and sends the link.
* Returns the URL to redirect to: the verify-request page, or the callback's string.
* The answer is the same whether or not the address belongs to a user (no account enumeration).
* @throws EmailSignInError for an invalid address or a failed send (the stored token is removed again),
*   EmailRateLimited when this address got a mail less than `minIntervalSeconds` ago, AccessDenied when
*   the signIn callback refuses (no mail is sent).
* @example const location = await sendVerification(ctx, provider, { email: 'a@example.com', callbackUrl: '/' })
*/
async function sendVerification(ctx, provider, input) {
	const adapter = emailAdapter(ctx, provider);
	const identifier = normalize(provider, input.email);
	const user = await userFor(adapter, identifier);
	let allowed;
	try {
		allowed = await ctx.config.callbacks.signIn({
			user,
			account: emailAccount(provider, identifier),
			email: { verificationRequest: true }
		});
	} catch (error) {
		throw new AccessDenied("The signIn callback threw.", { cause: { err: error } });
	}
	if (allowed === false) throw new AccessDenied("The signIn callback refused the e-mail sign-in.");
	if (typeof allowed === "string") return allowed;
	if (!reserveMailSlot(provider.id, identifier, provider.minIntervalSeconds ?? DEFAULT_MIN_INTERVAL)) throw new EmailRateLimited("A sign-in e-mail was sent to this address moments ago.", { cause: { provider: provider.id } });
	try {
		await createAndSend(ctx, provider, adapter, identifier, input.callbackUrl);
	} catch (error) {
		releaseMailSlot(provider.id, identifier);
		throw error;
	}
	return `${ctx.actionUrl("verify-request")}?${new URLSearchParams({
		provider: provider.id,
		type: "email"
	})}`;
}
async function createAndSend(ctx, provider, adapter, identifier, callbackUrl) {
	const token = await provider.generateVerificationToken?.() ?? randomToken(32);
	const expires = new Date(Date.now() + (provider.maxAge ?? DEFAULT_MAX_AGE) * 1e3);
	const hashed = await hashToken(token, hashSecrets(ctx, provider)[0]);
	await adapter.createVerificationToken({
		identifier,
		token: hashed,
		expires
	});
	const query = new URLSearchParams({
		callbackUrl,
		token,
		email: identifier
	});
	const url = `${ctx.actionUrl("callback", provider.id)}?${query}`;
	const request = new Request(ctx.request.url, {
		method: "POST",
		headers: ctx.request.headers,
		body: JSON.stringify({
			email: identifier,
			callbackUrl
		})
	});
	try {
		await provider.sendVerificationRequest({
			identifier,
			url,
			expires,
			provider,
			token,
			theme: ctx.config.theme,
			request
		});
	} catch (error) {
		await Promise.resolve(adapter.useVerificationToken({
			identifier,
			token: hashed
		})).catch((cleanup) => ctx.config.logger.error(new EmailSignInError("Could not remove an unsent verification token.", { cause: { err: cleanup } })));
		throw new EmailSignInError("The sign-in e-mail could not be sent.", { cause: {
			err: error,
			provider: provider.id
		} });
	}
}
/**
* Handles `GET <basePath>/callback/<emailProviderId>?token=…&email=…`: consumes the token exactly once
* and returns the sign-in candidate (the stored user when the address has one). The core then runs the
* signIn callback (without the `email` flag) and identity/ creates the user or sets `emailVerified`.
* @throws Verification when a parameter is missing, the address is invalid, or the token is unknown,
*   already used, issued for another address or expired (an expired token is consumed all the same).
* @example const candidate = await handleEmailCallback(ctx, provider)
*/
async function handleEmailCallback(ctx, provider) {
	const adapter = emailAdapter(ctx, provider);
	const token = ctx.url.searchParams.get("token");
	const email = ctx.url.searchParams.get("email");
	if (!token || !email || token.length > MAX_TOKEN_LENGTH) throw new Verification("The sign-in link is incomplete.", { cause: { missing: !token ? "token" : "email" } });
	let identifier;
	try {
		identifier = normalize(provider, email);
	} catch (error) {
		throw new Verification("The sign-in link carries an invalid address.", { cause: { err: error } });
	}
	let invite = null;
	for (const secret of hashSecrets(ctx, provider)) {
		invite = await adapter.useVerificationToken({
			identifier,
			token: await hashToken(token, secret)
		});
		if (invite) break;
	}
	if (!invite) throw new Verification("The sign-in link is invalid or was already used.");
	if (invite.identifier !== identifier) throw new Verification("The sign-in link belongs to another address.");
	if (new Date(invite.expires).getTime() < Date.now()) throw new Verification("The sign-in link has expired.", { cause: { expires: new Date(invite.expires).toISOString() } });
	return {
		user: await userFor(adapter, identifier),
		account: emailAccount(provider, identifier)
	};
}
// src/lib/auth/security/callback-url.ts
/**
* The callback URL of a sign-in: body or query `callbackUrl`, else the callback-url cookie, else the
* origin; always through the `redirect` callback. The cookie carries it across the IdP round trip.
*/
async function resolveCallbackUrl(ctx, candidate) {
	const cookie = ctx.cookies.get(ctx.names.callbackUrl.name);
	const url = await resolveRedirect(ctx, candidate || cookie || ctx.origin);
	if (url !== cookie) ctx.cookies.set(ctx.names.callbackUrl, url);
	return url;
}
// src/lib/auth/actions/providers.ts
/** GET providers: the public provider map; and provider lookup for every action. */
function findProvider(ctx, id) {
	const provider = ctx.config.providers.find((p) => p.id === id);
	if (!provider) throw new InvalidProvider(`Unknown provider "${id.slice(0, 64)}"`);
	return provider;
}
function publicProviders(ctx) {
	return ctx.config.providers.map((p) => ({
		id: p.id,
		name: p.name,
		type: p.type,
		signinUrl: ctx.actionUrl("signin", p.id),
		callbackUrl: ctx.actionUrl("callback", p.id),
		style: "style" in p ? p.style : void 0,
		credentials: p.type === "credentials" ? p.credentials : void 0,
		formFields: p.type === "webauthn" ? p.formFields : void 0
	}));
}
function providersRoute(ctx) {
	const map = {};
	for (const { id, name, type, signinUrl, callbackUrl } of publicProviders(ctx)) map[id] = {
		id,
		name,
		type,
		signinUrl,
		callbackUrl
	};
	return jsonResponse(ctx, map);
}
// src/lib/auth/actions/signin.ts
/**
* GET signin: the built-in page (or a redirect to `pages.signIn`).
* POST signin/:provider: OAuth/OIDC -> the authorization URL; e-mail -> send the link; other kinds -> the page.
*/
async function signInPage(ctx) {
	const { config, url } = ctx;
	const query = url.searchParams;
	const callbackUrl = await resolveCallbackUrl(ctx, query.get("callbackUrl"));
	if (config.pages.signIn) return redirectResponse(ctx, withParams(config.pages.signIn, {
		callbackUrl,
		error: query.get("error") ?? void 0,
		code: query.get("code") ?? void 0
	}));
	return htmlResponse(ctx, renderSignInPage({
		providers: publicProviders(ctx),
		csrfToken: await ensureCsrfToken(ctx),
		callbackUrl,
		error: query.get("error") ?? void 0,
		code: query.get("code") ?? void 0,
		email: query.get("email") ?? void 0,
		theme: config.theme
	}));
}
async function signInPost(ctx, providerId, body) {
	const signInPageUrl = `${ctx.origin}${ctx.config.basePath}/signin`;
	if (!providerId) return redirectResponse(ctx, signInPageUrl);
	const provider = findProvider(ctx, providerId);
	const callbackUrl = await resolveCallbackUrl(ctx, field(body, "callbackUrl") ?? ctx.url.searchParams.get("callbackUrl"));
	if (provider.type === "oauth" || provider.type === "oidc") return redirectResponse(ctx, await startOAuth(ctx, provider, Object.fromEntries([...ctx.url.searchParams].filter(([key]) => key !== "callbackUrl"))));
	if (provider.type === "email") return redirectResponse(ctx, await sendVerification(ctx, provider, {
		email: field(body, "email") ?? "",
		callbackUrl
	}));
	return redirectResponse(ctx, signInPageUrl);
}
// src/lib/auth/flows/credentials.ts
/**
* Credentials sign-in: the app's `authorize(credentials, request)` returns a user or null.
* null and CredentialsSignin (or a subclass with its own `code`) become `error=CredentialsSignin&code=...`;
* the code is the app's and must not say which field was wrong. Any other throw is logged in full and
* shown as Configuration (CallbackRouteError), as Auth.js does.
*/
async function handleCredentials(provider, body, request) {
	const credentials = {};
	for (const key of Object.keys(provider.credentials ?? {})) if (key in body) credentials[key] = body[key];
	let user;
	try {
		user = await provider.authorize(credentials, request);
	} catch (error) {
		if (error instanceof CredentialsSignin) throw error;
		throw new CallbackRouteError("authorize() threw", { cause: {
			err: error,
			provider: provider.id
		} });
	}
	if (!user) throw new CredentialsSignin("authorize() returned null", { cause: { provider: provider.id } });
	const id = user.id === void 0 || user.id === null ? crypto.randomUUID() : String(user.id);
	return {
		user: {
			...user,
			id
		},
		account: {
			provider: provider.id,
			type: "credentials",
			providerAccountId: id
		},
		credentials
	};
}
// src/lib/auth/session/database.ts
/**
* The `database` session strategy. The cookie carries a random token; the adapter stores only its SHA-256
* hash, so a stolen database yields no live sessions (house rule 3). A signed-in request costs one adapter
* call (`getSessionAndUser`), plus one `updateSession` at most once per `updateAge`.
* Lifecycle: seed "States and transitions", AUTHJS-BEHAVIOUR.md section 16.1.
*/
/**
* A cookie that is itself a SHA-256 hex digest could be a hash copied out of a stolen database:
* it must never be looked up as a legacy raw token.
*/
var HASH_SHAPED = /^[0-9a-f]{64}$/;
function requireAdapter(ctx) {
	const adapter = ctx.config.adapter;
	if (!adapter) throw new MissingAdapter("The database session strategy requires an adapter");
	return adapter;
}
var expiresIn = (ctx) => new Date(Date.now() + ctx.config.session.maxAge * 1e3);
function writeCookie(ctx, token, expires) {
	ctx.cookies.writeChunked(ctx.names.sessionToken, token, { expires });
}
/**
* Starts a database session for `user`: stores `sha256Hex(token)` through `createSession` and sets the
* session cookie to the raw token, expiring with the session.
* @returns the stored session (its `sessionToken` is the hash, never the cookie value).
* @example const session = await createDatabaseSession(ctx, user);
*/
async function createDatabaseSession(ctx, user) {
	const adapter = requireAdapter(ctx);
	const token = ctx.config.session.generateSessionToken();
	const sessionToken = await sha256Hex(token);
	const expires = expiresIn(ctx);
	const stored = await adapter.createSession({
		sessionToken,
		userId: user.id,
		expires
	});
	writeCookie(ctx, token, expires);
	return {
		...stored ?? {},
		sessionToken,
		userId: user.id,
		expires
	};
}
/**
* Finds the session by the cookie's hash. Only when that misses and the cookie is not hash-shaped does it
* try the raw value once: a session created by Auth.js (which stores raw tokens) is then moved to a hashed
* row and the raw row deleted. So unknown tokens cost a second call; known ones never do.
*/
async function findSession(adapter, raw, hash) {
	const found = await adapter.getSessionAndUser(hash);
	if (found || HASH_SHAPED.test(raw)) return found;
	const legacy = await adapter.getSessionAndUser(raw);
	if (!legacy) return null;
	if (new Date(legacy.session.expires).getTime() < Date.now()) {
		await adapter.deleteSession(raw);
		return null;
	}
	const session = {
		sessionToken: hash,
		userId: legacy.session.userId,
		expires: new Date(legacy.session.expires)
	};
	await adapter.createSession(session);
	await adapter.deleteSession(raw);
	return {
		session,
		user: legacy.user
	};
}
/**
* Reads the session of the request's cookie: null when there is none, it is unknown or it has expired
* (an expired one is deleted and the cookie cleared). Extends `expires` by `maxAge` when `updateAge` has
* passed since the last extension and only then re-sets the cookie. Runs `callbacks.session` and fires
* `events.session`.
* @throws SessionTokenError when the adapter (or the session callback) fails: the caller decides
*   between a 503 page and a null session; a storage failure is not "signed out".
* @example const session = await readDatabaseSession(ctx);
*/
async function readDatabaseSession(ctx, options = {}) {
	const raw = ctx.cookies.readChunked(ctx.names.sessionToken);
	if (!raw) return null;
	const adapter = requireAdapter(ctx);
	const { maxAge, updateAge } = ctx.config.session;
	try {
		const found = await findSession(adapter, raw, await sha256Hex(raw));
		if (!found) {
			ctx.cookies.deleteChunked(ctx.names.sessionToken);
			return null;
		}
		const { user } = found;
		let expires = new Date(found.session.expires);
		if (expires.getTime() < Date.now()) {
			await adapter.deleteSession(found.session.sessionToken);
			ctx.cookies.deleteChunked(ctx.names.sessionToken);
			return null;
		}
		if (expires.getTime() - maxAge * 1e3 + updateAge * 1e3 <= Date.now()) {
			expires = expiresIn(ctx);
			await adapter.updateSession({
				sessionToken: found.session.sessionToken,
				expires
			});
			writeCookie(ctx, raw, expires);
		}
		const params = {
			session: {
				user: {
					name: user.name ?? null,
					email: user.email ?? null,
					image: user.image ?? null
				},
				expires: expires.toISOString()
			},
			user,
			newSession: options.newSession,
			...options.trigger ? { trigger: options.trigger } : {}
		};
		const result = await ctx.config.callbacks.session(params);
		await ctx.config.events.session({ session: result });
		return result;
	} catch (error) {
		const sessionError = new SessionTokenError("Reading the database session failed", { cause: { err: error instanceof Error ? error : new Error(String(error)) } });
		ctx.config.logger.error(sessionError);
		throw sessionError;
	}
}
/**
* Signs out: deletes the session (by hash; a not-yet-upgraded legacy raw row too), fires
* `events.signOut({ session })` with what the adapter returned, and expires the cookie and its chunks.
* The cookie is cleared even when the adapter fails; the failure is then logged and thrown as SignOutError.
* @example await deleteDatabaseSession(ctx);
*/
async function deleteDatabaseSession(ctx) {
	const raw = ctx.cookies.readChunked(ctx.names.sessionToken);
	ctx.cookies.deleteChunked(ctx.names.sessionToken);
	if (!raw) return;
	const adapter = requireAdapter(ctx);
	let session;
	try {
		session = await adapter.deleteSession(await sha256Hex(raw));
		if (!session && !HASH_SHAPED.test(raw)) session = await adapter.deleteSession(raw);
	} catch (error) {
		const signOutError = new SignOutError("Deleting the database session failed", { cause: { err: error instanceof Error ? error : new Error(String(error)) } });
		ctx.config.logger.error(signOutError);
		throw signOutError;
	}
	await ctx.config.events.signOut({ session });
}
// src/lib/auth/session/jwt-strategy.ts
function compact(value) {
	for (const key of Object.keys(value)) if (value[key] === void 0 || value[key] === null) delete value[key];
	return value;
}
async function writeToken(ctx, token) {
	const { config, names } = ctx;
	const maxAge = config.jwt.maxAge;
	const value = await config.jwt.encode({
		token,
		secret: config.secret,
		salt: names.sessionToken.name,
		maxAge
	});
	const expires = new Date(Date.now() + maxAge * 1e3);
	ctx.cookies.writeChunked(names.sessionToken, value, { expires });
	return expires;
}
/** Reads and verifies the session token; null when absent or invalid (and the bad cookie is cleared). */
async function readToken(ctx) {
	const raw = ctx.cookies.readChunked(ctx.names.sessionToken);
	if (!raw) return null;
	const token = await ctx.config.jwt.decode({
		token: raw,
		secret: ctx.config.secret,
		salt: ctx.names.sessionToken.name
	});
	if (!token) ctx.cookies.deleteChunked(ctx.names.sessionToken);
	return token;
}
async function readJwtSession(ctx, options = {}) {
	const { config } = ctx;
	const token = await readToken(ctx);
	if (!token) return null;
	const before = JSON.stringify(token);
	const next = await config.callbacks.jwt({
		token,
		trigger: options.trigger,
		session: options.newSession
	});
	if (!next) {
		ctx.cookies.deleteChunked(ctx.names.sessionToken);
		return null;
	}
	const now = Date.now() / 1e3;
	const due = options.trigger === "update" || typeof next.iat !== "number" || now - next.iat >= config.session.updateAge;
	let expires;
	if (due || JSON.stringify(next) !== before) {
		const { iat: _iat, exp: _exp, jti: _jti, ...claims } = next;
		expires = await writeToken(ctx, claims);
	} else expires = /* @__PURE__ */ new Date((next.exp ?? now + config.jwt.maxAge) * 1e3);
	const session = {
		user: compact({
			name: next.name,
			email: next.email,
			image: next.picture
		}),
		expires: expires.toISOString()
	};
	const result = await config.callbacks.session({
		session,
		token: next,
		user: void 0,
		newSession: options.newSession,
		trigger: options.trigger
	});
	await config.events.session({
		session: result,
		token: next
	});
	return result;
}
/** Issues the session cookie after a sign-in; the jwt callback may veto it by returning null. */
async function createJwtSession(ctx, { user, account, profile, isNewUser }) {
	const token = compact({
		name: user.name,
		email: user.email,
		picture: user.image,
		sub: user.id?.toString()
	});
	const next = await ctx.config.callbacks.jwt({
		token,
		user,
		account,
		profile,
		isNewUser,
		trigger: isNewUser ? "signUp" : "signIn"
	});
	if (!next) {
		ctx.cookies.deleteChunked(ctx.names.sessionToken);
		return;
	}
	await writeToken(ctx, next);
}
async function deleteJwtSession(ctx) {
	const token = await readToken(ctx);
	await ctx.config.events.signOut({ token });
	ctx.cookies.deleteChunked(ctx.names.sessionToken);
}
// src/lib/auth/session/index.ts
/**
* One entry for both session strategies, so the core never branches on the strategy elsewhere.
* "No session" is null; storage failures propagate as errors with a cause (house rule 5).
*/
function readSession(ctx, options = {}) {
	return ctx.config.session.strategy === "database" ? readDatabaseSession(ctx, options) : readJwtSession(ctx, options);
}
/** Starts a session after a successful sign-in; `strategy` overrides the configured one (credentials use jwt). */
async function createSession(ctx, signIn, strategy = ctx.config.session.strategy) {
	if (strategy === "database") await createDatabaseSession(ctx, signIn.user);
	else await createJwtSession(ctx, signIn);
}
function destroySession(ctx) {
	return ctx.config.session.strategy === "database" ? deleteDatabaseSession(ctx) : deleteJwtSession(ctx);
}
// src/lib/auth/identity/link.ts
/**
* Who signs in: the account-linking rules (AUTHJS-BEHAVIOUR.md 7.5, 7.6 and 8.3 step 6), the only
* place they live. A flow hands over a verified candidate; this finds, creates or links the stored
* user and fires the createUser / updateUser / linkAccount events.
*
* Atomicity: creating a user and linking its account are two adapter calls. If `linkAccount` fails
* after `createUser`, the AdapterError propagates and the user row stays (the contract forbids the
* library from calling `deleteUser`). Adapters backed by a database should run both in one
* transaction where they can; the next sign-in with that e-mail would otherwise meet
* OAuthAccountNotLinked.
*/
/** Calls an adapter method; an absent method or a raw throw becomes an AuthError naming it. */
async function call(adapter, method, ...args) {
	const fn = adapter[method];
	if (typeof fn !== "function") throw new MissingAdapterMethods(`Required adapter method was missing: ${method}`);
	try {
		return await fn.apply(adapter, args);
	} catch (error) {
		if (error instanceof AuthError) throw error;
		throw new AdapterError(`adapter.${method} failed`, { cause: {
			method,
			err: error
		} });
	}
}
/**
* Resolves the stored user for a verified sign-in candidate.
*
* - oauth / oidc: the decision table of AUTHJS-BEHAVIOUR.md 7.6 (OAuthAccountNotLinked when the
*   account belongs to someone else or the e-mail to an existing user without dangerous linking);
*   without an adapter, the candidate user with a fresh random id (7.5).
* - email: getUserByEmail; a first sign-in creates the user with `emailVerified` = now, a later one
*   sets `emailVerified` when missing. E-mail sign-ins write no Account row (8.3 step 6).
* - a candidate that already carries `resolved` (webauthn, email flows) is returned as it is.
* @example const { user, isNewUser } = await resolveUser(ctx, candidate, { sessionUserId: token?.sub });
*/
async function resolveUser(ctx, candidate, options = {}) {
	const { account } = candidate;
	if (candidate.resolved) return {
		user: candidate.resolved.user,
		account,
		isNewUser: candidate.resolved.isNewUser
	};
	const adapter = ctx.config.adapter;
	if (account.type === "email") {
		if (!adapter) throw new MissingAdapter("E-mail sign-in requires an adapter");
		return resolveEmailUser(ctx, adapter, candidate);
	}
	if (account.type !== "oauth" && account.type !== "oidc") return {
		user: candidate.user,
		account,
		isNewUser: false
	};
	if (!adapter) return {
		user: {
			...candidate.user,
			id: randomUUID()
		},
		account,
		isNewUser: false
	};
	return resolveOAuthUser(ctx, adapter, candidate, options);
}
async function resolveOAuthUser(ctx, adapter, candidate, options) {
	const { events } = ctx.config;
	const { account } = candidate;
	const byAccount = await call(adapter, "getUserByAccount", {
		provider: account.provider,
		providerAccountId: account.providerAccountId
	});
	const signedIn = options.sessionUserId ? await call(adapter, "getUser", options.sessionUserId) : null;
	if (byAccount) {
		if (signedIn && signedIn.id !== byAccount.id) throw new OAuthAccountNotLinked("The account is already associated with another user", { cause: { provider: account.provider } });
		return {
			user: byAccount,
			account: {
				...account,
				userId: byAccount.id
			},
			isNewUser: false
		};
	}
	if (signedIn) return {
		user: signedIn,
		account: await link(ctx, adapter, signedIn, candidate),
		isNewUser: false
	};
	const email = candidate.user.email;
	const byEmail = email ? await call(adapter, "getUserByEmail", email) : null;
	if (byEmail) {
		if (!options.allowDangerousEmailAccountLinking) throw new OAuthAccountNotLinked("Another account already exists with the same e-mail address", { cause: { provider: account.provider } });
		await events.createUser({ user: byEmail });
		return {
			user: byEmail,
			account: await link(ctx, adapter, byEmail, candidate),
			isNewUser: false
		};
	}
	const created = await call(adapter, "createUser", {
		...candidate.user,
		id: randomUUID(),
		emailVerified: null
	});
	await events.createUser({ user: created });
	return {
		user: created,
		account: await link(ctx, adapter, created, candidate),
		isNewUser: true
	};
}
async function link(ctx, adapter, user, candidate) {
	const account = {
		...candidate.account,
		userId: user.id
	};
	await call(adapter, "linkAccount", account);
	await ctx.config.events.linkAccount({
		user,
		account,
		profile: candidate.user
	});
	return account;
}
async function resolveEmailUser(ctx, adapter, candidate) {
	const { events } = ctx.config;
	const email = candidate.user.email ?? candidate.account.providerAccountId;
	const account = {
		...candidate.account,
		providerAccountId: email
	};
	const existing = await call(adapter, "getUserByEmail", email);
	if (existing) {
		if (existing.emailVerified) return {
			user: existing,
			account: {
				...account,
				userId: existing.id
			},
			isNewUser: false
		};
		const updated = await call(adapter, "updateUser", {
			id: existing.id,
			emailVerified: /* @__PURE__ */ new Date()
		});
		await events.updateUser({ user: updated });
		return {
			user: updated,
			account: {
				...account,
				userId: updated.id
			},
			isNewUser: false
		};
	}
	const created = await call(adapter, "createUser", {
		...candidate.user,
		id: randomUUID(),
		email,
		emailVerified: /* @__PURE__ */ new Date()
	});
	await events.createUser({ user: created });
	return {
		user: created,
		account: {
			...account,
			userId: created.id
		},
		isNewUser: true
	};
}
// src/lib/auth/identity/credentials-user.ts
async function credentialsUser(ctx, user) {
	const adapter = ctx.config.adapter;
	const byId = user.id && adapter.getUser ? await adapter.getUser(user.id) : null;
	if (byId) return byId;
	const byEmail = user.email && adapter.getUserByEmail ? await adapter.getUserByEmail(user.email) : null;
	if (byEmail) return byEmail;
	const created = await adapter.createUser({
		...user,
		id: user.id ?? crypto.randomUUID(),
		email: user.email ?? "",
		emailVerified: null
	});
	await ctx.config.events.createUser({ user: created });
	return created;
}
// src/lib/auth/identity/current-user.ts
/**
* The id of the user already signed in on this request (S in the linking table, AUTHJS-BEHAVIOUR.md 7.6):
* jwt -> the token's `sub`; database -> the session's user. Decode failures mean "nobody".
*/
async function currentUserId(ctx) {
	if (ctx.config.session.strategy === "jwt") {
		const token = await readToken(ctx);
		if (!token?.sub) return null;
		const adapter = ctx.config.adapter;
		if (!adapter) return token.sub;
		return adapter.getUser ? (await adapter.getUser(token.sub))?.id ?? null : null;
	}
	const raw = ctx.cookies.readChunked(ctx.names.sessionToken);
	if (!raw || !ctx.config.adapter?.getSessionAndUser) return null;
	const found = await ctx.config.adapter.getSessionAndUser(await sha256Hex(raw));
	return found && found.session.expires > /* @__PURE__ */ new Date() ? found.user.id : null;
}
/** The stored user behind this request's session, or null (needs an adapter). */
async function currentSessionUser(ctx) {
	const adapter = ctx.config.adapter;
	if (!adapter) return null;
	const id = await currentUserId(ctx);
	if (!id || !adapter.getUser) return null;
	return adapter.getUser(id);
}
// src/lib/auth/identity/complete.ts
/**
* The end of every successful provider flow: signIn callback, user resolution (identity/link.ts),
* session, events, redirect. The only place these steps are ordered.
*/
async function runSignInCallback(ctx, candidate, user, credentials) {
	let verdict;
	try {
		verdict = await ctx.config.callbacks.signIn({
			user,
			account: candidate.account,
			profile: candidate.profile,
			credentials
		});
	} catch (error) {
		throw new AccessDenied(error.message, { cause: { err: error } });
	}
	if (verdict === false) throw new AccessDenied("The signIn callback returned false");
	return typeof verdict === "string" ? verdict : null;
}
async function completeSignIn(ctx, provider, candidate, { callbackUrl, credentials }) {
	const { config } = ctx;
	const adapter = config.adapter;
	const isOAuth = provider.type === "oauth" || provider.type === "oidc";
	const redirectTo = await runSignInCallback(ctx, candidate, candidate.resolved?.user ?? (isOAuth && adapter?.getUserByAccount ? await adapter.getUserByAccount(candidate.account) : null) ?? candidate.user, credentials);
	if (redirectTo) return redirectResponse(ctx, await resolveRedirect(ctx, redirectTo));
	let user;
	let isNewUser = false;
	let strategy = config.session.strategy;
	if (candidate.resolved) ({user, isNewUser} = candidate.resolved);
	else if (provider.type === "credentials") {
		const dbSession = strategy === "database" && config.credentialsDatabaseSessions;
		user = dbSession ? await credentialsUser(ctx, candidate.user) : candidate.user;
		if (!dbSession) strategy = "jwt";
	} else {
		const allowDangerousEmailAccountLinking = isOAuth && provider.allowDangerousEmailAccountLinking === true;
		({user, isNewUser} = await resolveUser(ctx, candidate, {
			sessionUserId: await currentUserId(ctx),
			allowDangerousEmailAccountLinking
		}));
	}
	await createSession(ctx, {
		user,
		account: candidate.account,
		profile: candidate.profile,
		isNewUser
	}, strategy);
	await config.events.signIn({
		user,
		account: candidate.account,
		profile: candidate.profile,
		isNewUser
	});
	if (isNewUser && config.pages.newUser) return redirectResponse(ctx, withParams(`${ctx.origin}${config.pages.newUser}`, { callbackUrl }));
	return redirectResponse(ctx, callbackUrl);
}
// src/lib/auth/actions/callback.ts
/**
* GET|POST callback/:provider: finish the provider's flow, then completeSignIn.
* Credentials need a POST that passed the CSRF check (the router marks callback as CSRF-free because
* OAuth callbacks are protected by state/PKCE, so the check for credentials happens here).
*/
async function callbackRoute(ctx, providerId, method, body) {
	const provider = findProvider(ctx, providerId);
	const fromRequest = field(body, "callbackUrl") ?? ctx.url.searchParams.get("callbackUrl");
	switch (provider.type) {
		case "oauth":
		case "oidc": {
			const hop = await resolveRedirectProxy(ctx, provider);
			if (hop) return redirectResponse(ctx, hop);
			return completeSignIn(ctx, provider, await handleOAuthCallback(ctx, provider, body), { callbackUrl: await resolveCallbackUrl(ctx, null) });
		}
		case "email":
			if (method !== "GET") throw new InvalidProvider("E-mail links are opened with GET");
			return completeSignIn(ctx, provider, await handleEmailCallback(ctx, provider), { callbackUrl: await resolveCallbackUrl(ctx, fromRequest) });
		case "credentials": {
			if (method !== "POST") throw new InvalidProvider("Credentials are sent with POST");
			if (!await isCsrfSafe(ctx, body)) throw new MissingCSRF("Cross-site credentials POST refused");
			const callbackUrl = await resolveCallbackUrl(ctx, fromRequest);
			const { credentials, ...candidate } = await handleCredentials(provider, body ?? {}, ctx.request);
			return completeSignIn(ctx, provider, candidate, {
				callbackUrl,
				credentials
			});
		}
		case "webauthn":
			if (method !== "POST") throw new InvalidProvider("WebAuthn responses are sent with POST");
			return completeSignIn(ctx, provider, await handleWebAuthnCallback(ctx, provider, body ?? {}, await currentSessionUser(ctx)), { callbackUrl: await resolveCallbackUrl(ctx, fromRequest) });
		default: throw new InvalidProvider(`Provider "${providerId}" has an unsupported type`);
	}
}
// src/lib/auth/actions/signout.ts
/** GET signout: the confirm page (or `pages.signOut`). POST signout: end the session, then redirect. */
async function signOutPage(ctx) {
	if (ctx.config.pages.signOut) return redirectResponse(ctx, ctx.config.pages.signOut);
	const callbackUrl = await resolveRedirect(ctx, ctx.url.searchParams.get("callbackUrl") ?? ctx.origin);
	return htmlResponse(ctx, renderSignOutPage({
		actionUrl: ctx.actionUrl("signout"),
		csrfToken: await ensureCsrfToken(ctx),
		callbackUrl,
		theme: ctx.config.theme
	}));
}
async function signOutPost(ctx, body) {
	const callbackUrl = await resolveRedirect(ctx, field(body, "callbackUrl") ?? field(body, "redirectTo") ?? ctx.origin);
	try {
		await destroySession(ctx);
	} catch (error) {
		ctx.config.logger.error(new SignOutError("Signing out failed", { cause: { err: error } }));
	}
	ctx.cookies.deleteChunked(ctx.names.sessionToken);
	return redirectResponse(ctx, callbackUrl);
}
// src/lib/auth/actions/session.ts
/**
* GET session: the session JSON (or null). POST session: update (`trigger: 'update'`, the body's `data`
* reaches the jwt/session callbacks, which must validate it). Failures answer null, never a stack.
*/
async function sessionGet(ctx) {
	try {
		return jsonResponse(ctx, await readSession(ctx), 200, { noStore: true });
	} catch (error) {
		ctx.config.logger.error(error instanceof SessionTokenError ? error : new SessionTokenError("Reading the session failed", { cause: { err: error } }));
		return jsonResponse(ctx, null, 200, { noStore: true });
	}
}
async function sessionUpdate(ctx, body) {
	return jsonResponse(ctx, await readSession(ctx, {
		trigger: "update",
		newSession: body.data
	}), 200, { noStore: true });
}
// src/lib/auth/actions/pages.ts
/** GET csrf, GET error, GET verify-request. */
async function csrfRoute(ctx) {
	if (ctx.config.skipCSRFCheck) return new Response(null, { status: 404 });
	return jsonResponse(ctx, { csrfToken: await ensureCsrfToken(ctx) }, 200, { noStore: true });
}
function errorPage(ctx) {
	const error = ctx.url.searchParams.get("error") ?? void 0;
	if (ctx.config.pages.error) return redirectResponse(ctx, withParams(ctx.config.pages.error, { error }));
	const { html, status } = renderErrorPage({
		error,
		signInUrl: ctx.actionUrl("signin"),
		origin: ctx.origin,
		theme: ctx.config.theme
	});
	return htmlResponse(ctx, html, status);
}
function verifyRequestPage(ctx) {
	if (ctx.config.pages.verifyRequest) return redirectResponse(ctx, `${ctx.config.pages.verifyRequest}${ctx.url.search}`);
	return htmlResponse(ctx, renderVerifyRequestPage({
		origin: ctx.origin,
		theme: ctx.config.theme
	}));
}
// src/lib/auth/actions/webauthn-options.ts
/** GET webauthn-options/:provider: registration or authentication options plus the challenge cookie. */
async function webauthnOptionsRoute(ctx, providerId) {
	const provider = findProvider(ctx, providerId);
	if (provider.type !== "webauthn") throw new InvalidProvider(`Provider "${providerId}" is not a WebAuthn provider`);
	return getWebAuthnOptions(ctx, provider, ctx.url.searchParams, await currentSessionUser(ctx));
}
// src/lib/auth/core/dispatch.ts
/**
* Runs one auth route: method/CSRF policy, body, action, and the one error boundary.
* `raw` mode (used by the form actions) rethrows AuthErrors so the action can throw or `fail()`.
*/
function needsCsrf(ctx, match, method) {
	if (method !== "POST") return false;
	if (match.rule.csrf) return true;
	const provider = match.providerId ? ctx.config.providers.find((p) => p.id === match.providerId) : void 0;
	return match.action === "callback" && provider?.type === "credentials";
}
async function run(ctx, match, method, body) {
	const id = match.providerId;
	switch (match.action) {
		case "signin": return method === "GET" ? signInPage(ctx) : signInPost(ctx, id, body ?? {});
		case "callback": return callbackRoute(ctx, id, method, body);
		case "signout": return method === "GET" ? signOutPage(ctx) : signOutPost(ctx, body ?? {});
		case "session": return method === "GET" ? sessionGet(ctx) : sessionUpdate(ctx, body ?? {});
		case "csrf": return csrfRoute(ctx);
		case "providers": return providersRoute(ctx);
		case "error": return errorPage(ctx);
		case "verify-request": return verifyRequestPage(ctx);
		case "webauthn-options": return webauthnOptionsRoute(ctx, id);
	}
}
async function dispatch(config, request, url, match, { raw = false } = {}) {
	const ctx = createRequestContext(config, request, url);
	const method = request.method;
	if (match.kind === "reject") {
		const headers = match.allow ? { allow: match.allow } : void 0;
		const response = jsonResponse(ctx, {
			error: "UnknownAction",
			message: match.reason
		}, match.status);
		if (headers) response.headers.set("allow", headers.allow);
		return {
			response,
			ctx
		};
	}
	try {
		if (!config.trustHost) throw new UntrustedHost(`Host must be trusted. Set AUTH_TRUST_HOST=true or \`trustHost: true\` when the host header is set by a proxy you control.`);
		let body = null;
		if (method === "POST") try {
			body = await readBody(request);
		} catch (error) {
			if (error instanceof BadBody) return {
				response: jsonResponse(ctx, {
					error: "BadRequest",
					message: error.message
				}, 400),
				ctx
			};
			throw error;
		}
		if (needsCsrf(ctx, match, method) && !await isCsrfSafe(ctx, body)) {
			config.logger.warn("csrf-refused", `${method} ${url.pathname} from another site was refused`);
			if (raw) throw new MissingCSRF("Cross-site request refused");
			return {
				response: jsonResponse(ctx, {
					error: "MissingCSRF",
					message: "Cross-site request refused"
				}, 403),
				ctx
			};
		}
		return {
			response: await run(ctx, match, method, body),
			ctx
		};
	} catch (error) {
		if (raw && error instanceof AuthError) throw error;
		return {
			response: errorResponse(ctx, error, match.action, method),
			ctx
		};
	}
}
// src/lib/auth/core/handle.ts
/**
* The request hook: installs a lazy, memoised `locals.auth()`, answers auth routes itself, and lets
* every other request through `resolve`. Ten `locals.auth()` calls in one request cost one decrypt,
* one callback run and at most one Set-Cookie (Auth.js re-ran its whole pipeline per call, quirk 4).
*/
/** Reads the session for `locals.auth()`; a bad cookie is null, a failing store throws. */
function createLocalAuth(config, event, hooks) {
	let ctx;
	let memo;
	const auth = () => memo ??= (async () => {
		ctx = createRequestContext(config, event.request, event.url);
		try {
			return await readSession(ctx);
		} catch (error) {
			config.logger.error(error);
			if (hooks.onSessionError) hooks.onSessionError(error);
			throw error;
		}
	})();
	return {
		auth,
		cookies: () => ctx?.cookies
	};
}
/** Appends the Set-Cookie headers that `locals.auth()` produced to the app's response. */
function withSessionCookies(response, ctx) {
	const jar = ctx.cookies();
	if (!jar?.hasOutgoing()) return response;
	try {
		jar.applyTo(response.headers);
		return response;
	} catch {
		const copy = new Response(response.body, response);
		jar.applyTo(copy.headers);
		return copy;
	}
}
async function handleRequest(config, event, resolve, hooks = {}) {
	const local = createLocalAuth(config, event, hooks);
	event.locals.auth = local.auth;
	event.locals.getSession = local.auth;
	const match = matchRoute(event.url.pathname, event.request.method, config.basePath);
	if (!match) return withSessionCookies(await resolve(), local);
	const { response } = await dispatch(config, event.request, event.url, match);
	return response;
}
// src/lib/auth/core/form-actions.ts
/**
* The `signIn` / `signOut` form actions for `/signin` and `/signout` page-server modules. They read the
* fields the components post (providerId, redirectTo/callbackUrl, redirect, authorizationParams-<k>,
* credential fields), run the auth route in-process (raw mode), copy its cookies to `event.cookies`, and
* redirect. `signIn` throws sign-in errors for the app to handle (the spec's rule); `safeSignIn` returns
* `fail(400, { error, code })` instead (docs/configuration.md).
*/
async function readForm(request) {
	try {
		return await request.formData();
	} catch {
		return null;
	}
}
async function runInternal(config, event, path, fields, query = "") {
	const url = new URL(`${event.url.origin}${config.basePath}/${path}${query ? `?${query}` : ""}`);
	const headers = new Headers(event.request.headers);
	headers.set("content-type", "application/x-www-form-urlencoded");
	headers.delete("content-length");
	headers.delete("x-auth-return-redirect");
	const { response, ctx } = await dispatch(config, new Request(url, {
		method: "POST",
		headers,
		body: new URLSearchParams(fields)
	}), url, matchRoute(url.pathname, "POST", config.basePath), { raw: true });
	for (const { name, value, attributes } of ctx.cookies.entries()) {
		const { httpOnly, sameSite, path: cookiePath, secure, domain, maxAge, expires } = attributes;
		event.cookies.set(name, value, {
			httpOnly,
			sameSite,
			path: cookiePath,
			secure,
			domain,
			maxAge,
			expires
		});
	}
	return response;
}
/** `redirectTo` ?? `callbackUrl` ?? Referer ?? "/", kept only when it is on this origin. */
function targetOf(event, fields) {
	return sameOriginUrl(fields.redirectTo || fields.callbackUrl || event.request.headers.get("referer") || "/", event.url.origin) ?? `${event.url.origin}/`;
}
function createSignInAction(getConfig, { throwErrors }) {
	return async (event) => {
		const config = await getConfig(event);
		const form = await readForm(event.request);
		if (!form) return fail(400, {
			error: "BadRequest",
			code: void 0,
			redirectTo: void 0
		});
		const fields = {};
		const params = new URLSearchParams();
		for (const [key, value] of form) {
			if (typeof value !== "string") continue;
			if (key.startsWith("authorizationParams-")) params.set(key.slice(20), value);
			else fields[key] = value;
		}
		const { providerId, redirect: redirectField, redirectTo: _redirectTo, ...rest } = fields;
		const callbackUrl = targetOf(event, fields);
		const provider = config.providers.find((p) => p.id === providerId);
		if (!provider) redirect(303, `${config.basePath}/signin?${new URLSearchParams({ callbackUrl })}`);
		const path = `${provider.type === "credentials" || provider.type === "webauthn" ? "callback" : "signin"}/${encodeURIComponent(provider.id)}`;
		let response;
		try {
			response = await runInternal(config, event, path, {
				...rest,
				callbackUrl
			}, params.toString());
		} catch (error) {
			if (throwErrors || !(error instanceof AuthError)) throw error;
			config.logger.error(error);
			return fail(400, {
				error: errorParam(error),
				code: error instanceof CredentialsSignin ? error.code : void 0,
				redirectTo: callbackUrl
			});
		}
		const location = response.headers.get("location");
		if (!location) return fail(response.status >= 400 ? response.status : 400, {
			error: "Configuration",
			code: void 0,
			redirectTo: callbackUrl
		});
		if (redirectField === "false") return { url: location };
		redirect(303, location, { external: true });
	};
}
function createSignOutAction(getConfig) {
	return async (event) => {
		const config = await getConfig(event);
		const form = await readForm(event.request);
		const fields = {};
		for (const [key, value] of form ?? []) if (typeof value === "string") fields[key] = value;
		const callbackUrl = targetOf(event, fields);
		let response;
		try {
			response = await runInternal(config, event, "signout", { callbackUrl });
		} catch (error) {
			if (!(error instanceof AuthError)) throw error;
			config.logger.error(error);
			return fail(403, { error: errorParam(error) });
		}
		const location = response.headers.get("location") ?? callbackUrl;
		if (fields.redirect === "false") return { url: location };
		redirect(303, location, { external: true });
	};
}
// src/lib/auth/core/sveltekit.ts
/**
* SvelteKitAuth without SvelteKit's virtual modules, so it can be driven in-process by tests:
* index.ts passes `building`, `dev` and kit's base path in.
*/
function createSvelteKitAuth(input, kit) {
	const resolvedStatic = typeof input === "function" || kit.building ? void 0 : resolveConfig(input, {
		dev: kit.dev,
		base: kit.base
	});
	if (resolvedStatic) warnOnce(resolvedStatic);
	const perObject = /* @__PURE__ */ new WeakMap();
	async function getConfig(event) {
		if (resolvedStatic) return resolvedStatic;
		const raw = typeof input === "function" ? await input(event) : input;
		let resolved = perObject.get(raw);
		if (!resolved) {
			resolved = resolveConfig(raw, {
				dev: kit.dev,
				base: kit.base
			});
			perObject.set(raw, resolved);
			warnOnce(resolved);
		}
		return resolved;
	}
	async function handle({ event, resolve }) {
		const locals = event.locals;
		if (kit.building) {
			locals.auth = async () => null;
			locals.getSession = locals.auth;
			return resolve(event);
		}
		return handleRequest(await getConfig(event), {
			request: event.request,
			url: event.url,
			locals
		}, async () => resolve(event), { onSessionError: () => error(503, "The session store is unavailable. Please try again shortly.") });
	}
	return {
		handle,
		signIn: createSignInAction(getConfig, { throwErrors: true }),
		/** Like `signIn`, but sign-in errors come back as `fail(400, { error, code })` instead of being thrown. */
		safeSignIn: createSignInAction(getConfig, { throwErrors: false }),
		signOut: createSignOutAction(getConfig)
	};
}
var warned = /* @__PURE__ */ new WeakSet();
function warnOnce(config) {
	if (warned.has(config)) return;
	warned.add(config);
	if (config.experimental.enableWebAuthn) config.logger.warn("experimental-webauthn", "WebAuthn support is experimental and may change.");
	if (config.skipCSRFCheck) config.logger.warn("csrf-disabled", "skipCSRFCheck is set: auth routes accept cross-site POSTs.");
}
// src/lib/auth/index.ts
/**
* Server entry of the library (the drop-in for `@auth/sveltekit`).
*
* @example
* // src/auth.ts
* import { SvelteKitAuth } from '#lib/auth/index.ts';
* import GitHub from '#lib/auth/providers/github.ts';
* export const { handle, signIn, signOut } = SvelteKitAuth({ providers: [GitHub] });
*/
/** Builds `{ handle, signIn, signOut, safeSignIn }` from a config object or a per-request config function. */
function SvelteKitAuth(config) {
	return createSvelteKitAuth(config, {
		building,
		dev: false,
		base: resolve("/").replace(/\/$/, "")
	});
}
// src/lib/auth/providers/credentials.ts
function Credentials(options) {
	return {
		id: "credentials",
		name: "Credentials",
		credentials: {},
		...options,
		type: "credentials"
	};
}
// src/lib/auth/providers/email-base.ts
var DEFAULT_FROM = "Auth.js <no-reply@authjs.dev>";
var DEFAULT_EMAIL_MAX_AGE = 86400;
/**
* Merges the user's options over a factory's defaults. The user's object is also kept in `options`,
* as Auth.js factories do, for code that inspects `provider.options`.
*/
function emailProvider(defaults, config) {
	return {
		from: DEFAULT_FROM,
		maxAge: DEFAULT_EMAIL_MAX_AGE,
		...defaults,
		...config,
		type: "email",
		options: config
	};
}
// src/lib/auth/providers/email-message.ts
/**
* The sign-in e-mail every built-in sender uses: subject, a themed HTML body with one button, and a
* plain-text version that reads well on its own (screen readers, text-only clients, spam filters
* that score HTML-only mail). Our own template; Auth.js's wording is not copied.
*/
var HTML_ESCAPES = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
function escapeHtml(value) {
	return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}
/**
* A zero-width space after each dot keeps mail clients from turning the site name into a link of its
* own, which would teach users to click host names in mail (phishing practice).
*/
function unlinkableHost(host) {
	return escapeHtml(host).replace(/\./g, ".&#8203;");
}
function humanDuration(expires, now) {
	if (!expires) return void 0;
	const minutes = Math.round((expires.getTime() - now) / 6e4);
	if (minutes <= 0) return void 0;
	if (minutes < 120) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
	const hours = Math.round(minutes / 60);
	if (hours < 48) return `${hours} hours`;
	return `${Math.round(hours / 24)} days`;
}
/**
* Builds the sign-in message for `url`. The site name is the link's host.
* @example const { subject, html, text } = renderSignInEmail({ url, theme, expires })
*/
function renderSignInEmail(params) {
	const { host } = new URL(params.url);
	const brand = cssColor(params.theme?.brandColor, defaultBrandColor);
	const buttonText = buttonTextFor(brand, params.theme?.buttonText);
	const validity = humanDuration(params.expires, params.now ?? Date.now());
	const validityLine = validity ? `The link works once and expires in ${validity}.` : "The link works once.";
	const ignoreLine = "If you did not ask for this e-mail, you can ignore it: nobody can sign in without the link.";
	const link = escapeHtml(params.url);
	const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:8px;padding:32px;font-family:Helvetica,Arial,sans-serif;color:#111827;">
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:16px;">Sign in to ${unlinkableHost(host)}</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding-bottom:24px;">Press the button to sign in. ${escapeHtml(validityLine)}</td></tr>
<tr><td align="center" style="padding-bottom:24px;">
<a href="${link}" target="_blank" style="display:inline-block;background:${brand};color:${buttonText};border:1px solid ${brand};border-radius:6px;padding:12px 24px;font-size:16px;font-weight:bold;text-decoration:none;">Sign in</a>
</td></tr>
<tr><td style="font-size:14px;line-height:20px;color:#4b5563;padding-bottom:8px;">Or paste this link into your browser:<br><a href="${link}" style="color:#1d4ed8;word-break:break-all;">${link}</a></td></tr>
<tr><td style="font-size:14px;line-height:20px;color:#4b5563;">${escapeHtml(ignoreLine)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
	const text = [
		`Sign in to ${host}`,
		"",
		"Open this link to sign in:",
		params.url,
		"",
		validityLine,
		ignoreLine,
		""
	].join("\n");
	return {
		subject: `Sign in to ${host}`,
		html,
		text
	};
}
// src/lib/auth/providers/nodemailer.ts
/**
* E-mail sign-in through SMTP with nodemailer (https://nodemailer.com/smtp/). `server` is what
* `createTransport` accepts: a connection string (`smtp://user:pass@host:587`) or an options object.
*/
/** Sends the built-in sign-in message over `provider.server` (the resolved provider, so overrides apply). */
async function sendWithNodemailer(params) {
	const { identifier, url, provider, theme, expires } = params;
	const { createTransport } = await import("nodemailer");
	const transport = createTransport(provider.server);
	try {
		const info = await transport.sendMail({
			to: identifier,
			from: provider.from,
			...renderSignInEmail({
				url,
				theme,
				expires
			})
		});
		if ([...info.rejected ?? [], ...info.pending ?? []].length > 0) throw new EmailSignInError("The SMTP server refused the recipient.", { cause: { response: info.response } });
	} finally {
		transport.close();
	}
}
function assertServer(id, config) {
	if (!config?.server) throw new AuthError(`The "${id}" e-mail provider needs \`server\`: an SMTP connection string such as "smtp://user:pass@smtp.example.com:587" or nodemailer transport options.`);
}
/**
* SMTP e-mail provider (id `nodemailer`). Throws at startup without `server`.
* @example Nodemailer({ server: process.env.SMTP_URL, from: 'My App <no-reply@example.com>' })
*/
function Nodemailer(config) {
	assertServer(config?.id ?? "nodemailer", config);
	return emailProvider({
		id: "nodemailer",
		name: "Nodemailer",
		sendVerificationRequest: sendWithNodemailer
	}, config);
}
// src/lib/auth/providers/passkey.ts
/**
* @example
* SvelteKitAuth({ adapter, experimental: { enableWebAuthn: true }, providers: [Passkey()] })
* @example
* // Behind a proxy that rewrites the host, pin the relying party:
* Passkey({ relayingParty: { id: 'example.com', name: 'Example', origin: 'https://example.com' } })
*/
function Passkey(options = {}) {
	return {
		id: "passkey",
		name: "Passkey",
		type: "webauthn",
		formFields: { email: {
			label: "Email",
			type: "email",
			required: true,
			autocomplete: "username webauthn"
		} },
		enableConditionalUI: true,
		simpleWebAuthnBrowserVersion: false,
		registrationOptions: { authenticatorSelection: {
			residentKey: "required",
			userVerification: "required"
		} },
		authenticationOptions: { userVerification: "required" },
		verifyRegistrationOptions: { requireUserVerification: true },
		verifyAuthenticationOptions: { requireUserVerification: true },
		...options,
		type: "webauthn"
	};
}
// src/lib/auth/providers/oauth-defaults.ts
/**
* Shared building blocks for the OAuth/OIDC provider catalogue: merging a user's options over a
* factory's defaults, the default profile mapping, and the small authenticated API calls some
* providers need to assemble a profile (GitHub, Bitbucket, Notion, Dropbox).
*
* Factories stay plain functions returning plain objects (ARCHITECTURE.md "Conventions"), so an app's
* existing Auth.js provider configs keep working.
*/
/**
* Checks for OAuth providers: PKCE (RFC 7636) plus `state`, because several providers ignore an
* unknown `code_challenge` silently, and then `state` is the only callback CSRF protection left.
*/
var DEFAULT_CHECKS = ["pkce", "state"];
/** Scope every OIDC preset asks for unless the provider documents another one. */
var OIDC_SCOPE = "openid profile email";
function isPlainObject(value) {
	if (typeof value !== "object" || value === null) return false;
	const proto = Object.getPrototypeOf(value);
	return proto === Object.prototype || proto === null;
}
function mergeDeep(base, override) {
	const out = { ...base };
	for (const [key, value] of Object.entries(override)) {
		if (value === void 0) continue;
		const current = out[key];
		out[key] = isPlainObject(current) && isPlainObject(value) ? mergeDeep(current, value) : value;
	}
	return out;
}
/**
* Lays the user's options over a factory's defaults; the user always wins.
* Plain objects merge key by key (so `authorization: { params: { scope } }` keeps the default URL),
* `undefined` is ignored, and arrays REPLACE the default: Auth.js merges arrays index by index, so a
* user's `checks: ['pkce']` could never drop a default `'nonce'` (AUTHJS-BEHAVIOUR.md section 18, #26).
*
* @example withUserOptions(defaults, { clientId: 'abc', checks: ['state'] })
*/
function withUserOptions(defaults, options = {}) {
	return mergeDeep(defaults, options);
}
/** Drops the factory-only keys (e.g. `tenantId`) so they do not leak into the provider object. */
function omitKeys(options, keys) {
	const out = { ...options };
	for (const key of keys) delete out[key];
	return out;
}
/**
* Account ids must be strings: Auth.js passes numeric ids (GitHub, GitLab) through unchanged, which
* stores a number as `providerAccountId` (AUTHJS-BEHAVIOUR.md 7.1). A missing id would make every
* sign-in a new account, so it is an error (the flow reports it as OAuthProfileParseError).
*/
function requireId(...candidates) {
	for (const candidate of candidates) {
		if (typeof candidate === "string" && candidate !== "") return candidate;
		if (typeof candidate === "number" || typeof candidate === "bigint") return String(candidate);
	}
	throw new TypeError("The provider profile has no account id");
}
/** First non-empty string among the candidates, else `null` (User fields are `string | null`). */
function firstString(...candidates) {
	for (const candidate of candidates) if (typeof candidate === "string" && candidate.trim() !== "") return candidate;
	return null;
}
/**
* Calls a provider API with the access token through oauth4webapi (Bearer header, RFC 6750
* WWW-Authenticate challenges surface as errors) and the `fetch` the core handed to the endpoint
* handler, so tests and the library's hooks control the network.
* Returns the parsed JSON body; a non-2xx status throws (without the token in the message).
*/
async function requestJson(context, url, init = {}) {
	const accessToken = context.tokens.access_token;
	if (typeof accessToken !== "string" || accessToken === "") throw new TypeError(`No access_token to call ${new URL(url).origin}`);
	const response = await oauth.protectedResourceRequest(accessToken, init.method ?? "GET", new URL(url), new Headers({
		accept: "application/json",
		...init.headers
	}), null, {
		[oauth.customFetch]: context.fetch,
		[oauth.allowInsecureRequests]: context.provider.unsafeAllowInsecureRequests === true
	});
	if (!response.ok) throw new Error(`${init.method ?? "GET"} ${url} answered ${response.status}`);
	return await response.json();
}
/** Like {@link requestJson}, but a failure yields `null`: for optional extras such as an e-mail list. */
async function requestOptionalJson(context, url, init) {
	try {
		return await requestJson(context, url, init);
	} catch {
		return null;
	}
}
// src/lib/auth/providers/github.ts
var API_HEADERS = {
	accept: "application/vnd.github+json",
	"x-github-api-version": "2022-11-28"
};
/**
* The profile from GET /user; when the e-mail is private (null) the primary verified address comes from
* GET /user/emails (needs the `user:email` scope; without it the user signs in without an e-mail).
*/
async function fetchGitHubProfile(context, apiUrl) {
	const profile = await requestJson(context, `${apiUrl}/user`, { headers: API_HEADERS });
	if (!profile.email) {
		const emails = await requestOptionalJson(context, `${apiUrl}/user/emails`, { headers: API_HEADERS });
		profile.email = (Array.isArray(emails) ? emails.find((entry) => entry.primary && entry.verified) : void 0)?.email ?? null;
	}
	return profile;
}
/**
* GitHub sign-in. Callback URL: `<origin>/auth/callback/github`.
* @example GitHub({ clientId: env.AUTH_GITHUB_ID, clientSecret: env.AUTH_GITHUB_SECRET })
*/
function GitHub(options = {}) {
	const baseUrl = options.enterprise?.baseUrl?.replace(/\/$/, "") ?? "https://github.com";
	const apiUrl = options.enterprise?.baseUrl ? `${baseUrl}/api/v3` : "https://api.github.com";
	return withUserOptions({
		id: "github",
		name: "GitHub",
		type: "oauth",
		authorization: {
			url: `${baseUrl}/login/oauth/authorize`,
			params: { scope: "read:user user:email" }
		},
		token: { url: `${baseUrl}/login/oauth/access_token` },
		userinfo: {
			url: `${apiUrl}/user`,
			request: (context) => fetchGitHubProfile(context, apiUrl)
		},
		checks: [...DEFAULT_CHECKS],
		profile: (profile) => ({
			id: requireId(profile.id),
			name: firstString(profile.name, profile.login),
			email: firstString(profile.email),
			image: firstString(profile.avatar_url)
		}),
		style: {
			bg: "#24292f",
			text: "#ffffff"
		}
	}, omitKeys(options, ["enterprise"]));
}
// src/lib/auth/providers/google.ts
/**
* Google sign-in. Callback URL: `<origin>/auth/callback/google`.
* Add `authorization: { params: { access_type: 'offline', prompt: 'consent' } }` to receive a refresh token.
* @example Google({ clientId: env.AUTH_GOOGLE_ID, clientSecret: env.AUTH_GOOGLE_SECRET })
*/
function Google(options = {}) {
	return withUserOptions({
		id: "google",
		name: "Google",
		type: "oidc",
		issuer: "https://accounts.google.com",
		authorization: { params: { scope: OIDC_SCOPE } },
		checks: [...DEFAULT_CHECKS],
		profile: (profile) => ({
			id: requireId(profile.sub),
			name: firstString(profile.name),
			email: firstString(profile.email),
			image: firstString(profile.picture)
		}),
		style: {
			bg: "#ffffff",
			text: "#1f1f1f"
		}
	}, options);
}
// mocks/idp-providers.ts
var MOCK_CLIENT_ID = "mockclient";
var MOCK_CLIENT_SECRET = "mockclientsecret";
/** OIDC with discovery. The mock advertises only the `none` client authentication method. */
function mockOidcProvider(issuer) {
	return {
		id: "mock-oidc",
		name: "Mock OIDC",
		type: "oidc",
		issuer,
		clientId: MOCK_CLIENT_ID,
		clientSecret: MOCK_CLIENT_SECRET,
		client: { token_endpoint_auth_method: "none" },
		checks: [
			"pkce",
			"state",
			"nonce"
		],
		unsafeAllowInsecureRequests: true
	};
}
/**
* Plain OAuth 2 with explicit endpoints and the userinfo endpoint as the profile source. The mock
* also returns an id_token; oauth4webapi checks its claims against `issuer`, the profile ignores it.
*/
function mockOAuthProvider(issuer) {
	return {
		id: "mock-oauth",
		name: "Mock OAuth",
		type: "oauth",
		issuer,
		clientId: MOCK_CLIENT_ID,
		clientSecret: MOCK_CLIENT_SECRET,
		authorization: {
			url: `${issuer}/authorize`,
			params: { scope: "openid profile email" }
		},
		token: `${issuer}/token`,
		userinfo: `${issuer}/userinfo`,
		client: { token_endpoint_auth_method: "client_secret_basic" },
		checks: ["pkce", "state"],
		unsafeAllowInsecureRequests: true
	};
}
// src/lib/demo/users.ts
/**
* The demo's credentials user (username `demo`, password `demo`, see README). A real app checks a
* password hash (argon2/scrypt) from its own store; the comparison here is constant-time all the same.
*/
/** The code shown in the URL says only that the login failed, never which field was wrong. */
var InvalidLogin = class extends CredentialsSignin {
	code = "invalid_login";
};
var USERS = [{
	id: "demo-user",
	username: "demo",
	password: "demo",
	name: "Demo User",
	email: "demo@example.test"
}];
var digest = (value) => createHash("sha256").update(value).digest();
function checkPassword(username, password) {
	if (typeof username !== "string" || typeof password !== "string") throw new InvalidLogin();
	const user = USERS.find((u) => u.username === username.trim().toLowerCase());
	const ok = timingSafeEqual(digest(password), digest(user?.password ?? "\0no-user"));
	if (!user || !ok) throw new InvalidLogin();
	return {
		id: user.id,
		name: user.name,
		email: user.email
	};
}
// src/auth.ts
/**
* The demo app's SvelteKitAuth call: every provider kind against local stand-ins (mocks/), so a newcomer
* can sign in with each of them on a fresh machine without an account anywhere.
*/
function displayName(data) {
	const name = data?.name;
	return typeof name === "string" && name.trim().length > 0 && name.length <= 80 ? name.trim() : null;
}
var providers = [
	Credentials({
		credentials: {
			username: {
				label: "Username",
				autocomplete: "username",
				required: true
			},
			password: {
				label: "Password",
				type: "password",
				autocomplete: "current-password",
				required: true
			}
		},
		authorize: (credentials) => checkPassword(credentials.username, credentials.password)
	}),
	mockOidcProvider(demoEnv.idpIssuer),
	mockOAuthProvider(demoEnv.idpIssuer),
	Nodemailer({
		server: demoEnv.smtpUrl,
		from: demoEnv.mailFrom,
		maxAge: demoEnv.emailMaxAge
	}),
	Passkey()
];
if (process.env.AUTH_GITHUB_ID) providers.push(GitHub());
if (process.env.AUTH_GOOGLE_ID) providers.push(Google());
var { handle, signIn, safeSignIn, signOut } = SvelteKitAuth({
	providers,
	adapter: store.adapter,
	secret: process.env.AUTH_SECRET || void 0,
	session: {
		strategy: demoEnv.strategy,
		maxAge: demoEnv.maxAge,
		updateAge: demoEnv.updateAge
	},
	credentialsDatabaseSessions: true,
	experimental: { enableWebAuthn: true },
	theme: {
		colorScheme: "auto",
		brandColor: "#3b5bdb",
		buttonText: "#ffffff"
	},
	callbacks: {
		jwt({ token, trigger, session }) {
			const name = displayName(session);
			if (trigger === "update" && name) token.name = name;
			return token;
		},
		async session({ session, token, user, trigger, newSession }) {
			const name = displayName(newSession);
			if (trigger === "update" && user && name) {
				await store.adapter.updateUser({
					id: user.id,
					name
				});
				if (session.user) session.user.name = name;
			}
			const id = user?.id ?? token?.sub;
			if (session.user && id) session.user.id = id;
			return session;
		}
	}
});
export { safeSignIn as n, signOut as r, handle as t };

//# sourceMappingURL=auth.js.map