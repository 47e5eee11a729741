/**
 * Provider option shapes, as the spec lists them. Factories in this folder return plain objects of
 * these shapes; an app's own provider objects work the same way.
 */
import type {
	GenerateAuthenticationOptionsOpts,
	GenerateRegistrationOptionsOpts,
	VerifyAuthenticationResponseOpts,
	VerifyRegistrationResponseOpts
} from '@simplewebauthn/server';
import type { Account, AdapterAuthenticator, AdapterUser, Awaitable, CredentialInput, Profile, ProviderButtonStyles, Theme, TokenSet, User } from '../model.ts';

export type { CredentialInput, ProviderButtonStyles };

/** Context handed to an endpoint `request` handler (for providers whose endpoint is not plain OAuth). */
export interface EndpointContext {
	provider: OAuthConfig;
	tokens: TokenSet;
	/** fetch to use: respects the library's test hooks. */
	fetch: typeof fetch;
	/** `token.request` only: the validated authorization response's parameters (`code`, `state`...). */
	params?: Record<string, string>;
	/** `token.request` only: the redirect_uri the authorization request carried, which a token request must repeat. */
	redirectUri?: string;
}

export interface EndpointHandler<P = Record<string, string>, R = unknown> {
	url?: string;
	params?: P;
	/** Replaces the request entirely: return the token set (token) or the profile (userinfo). */
	request?: (context: EndpointContext) => Awaitable<R>;
	/**
	 * Token endpoint only: rewrites a non-conforming HTTP response before oauth4webapi processes it
	 * (e.g. Twitch's array `scope`). Return `undefined` to keep the original. Auth.js's option name.
	 */
	conform?: (response: Response) => Awaitable<Response | undefined>;
}

export type OAuthChecks = 'pkce' | 'state' | 'nonce' | 'none';

/**
 * How a multi-tenant issuer names the user's tenant (Microsoft Entra ID `common` / `organizations`):
 * its discovery document publishes the issuer with `{tenantid}` in place of one path segment, and each
 * id_token's `iss` fills it with the tenant the token's `claim` names (flows/oauth-tenant.ts).
 */
export interface TenantIssuer {
	/** Index of the tenant among the issuer's path segments: 0 in `https://login.microsoftonline.com/common/v2.0`. */
	segment: number;
	/** The id_token claim naming the signed-in user's tenant (Entra ID: `tid`). */
	claim: string;
	/** The whole claim must match this before it goes into the issuer URL (Entra ID: a GUID). */
	format: RegExp;
}

// `Record<string, any>` (not `Profile`): provider profiles such as GitHub's carry a numeric `id`.
export interface OAuthConfig<P extends Record<string, any> = Profile> {
	id: string;
	name: string;
	type: 'oauth' | 'oidc';
	clientId?: string;
	clientSecret?: string;
	issuer?: string;
	wellKnown?: string;
	authorization?: string | EndpointHandler<Record<string, string>>;
	token?: string | EndpointHandler<Record<string, string>, TokenSet>;
	/** A `request` handler returns the provider's raw profile (any JSON object; `profile()` maps it). */
	userinfo?: string | EndpointHandler<Record<string, string>, Record<string, any>>;
	jwks_endpoint?: string;
	client?: {
		token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post' | 'none';
		id_token_signed_response_alg?: string;
		[key: string]: unknown;
	};
	checks?: OAuthChecks[];
	// Method syntax on purpose: bivariant, so `GitHub()` (an OAuthConfig<GitHubProfile>) fits a Provider[].
	profile?(profile: P, tokens: TokenSet): Awaitable<User>;
	account?: (tokens: TokenSet) => Partial<Account> | undefined | void;
	allowDangerousEmailAccountLinking?: boolean;
	redirectProxyUrl?: string;
	style?: ProviderButtonStyles;
	/**
	 * Opt-in for a multi-tenant issuer whose discovery document publishes a `{tenantid}` template (set by
	 * the Entra ID preset). Without it the discovered issuer and every id_token's `iss` must equal `issuer`
	 * exactly (OIDC Discovery 1.0 section 4.3, OIDC Core 1.0 section 3.1.3.7).
	 */
	tenantIssuer?: TenantIssuer;
	/** Extra authorization parameters forwarded as-is (e.g. `response_mode: 'form_post'`). */
	authorizationParams?: Record<string, string>;
	/**
	 * UNSAFE: allow an `http:` issuer and endpoints. Only for local mock identity providers in dev and tests;
	 * tokens travel in clear text otherwise.
	 */
	unsafeAllowInsecureRequests?: boolean;
	/**
	 * Ours: keep the provider's access token fresh through the refresh token grant (RFC 6749 section 6). The
	 * session keeps the tokens (jwt: in the cookie; database: on the Account row) and a session read refreshes
	 * them `beforeExpiry` seconds (default 60) before they expire, once per refresh token even under concurrent
	 * requests. When that fails for good, the session carries `error: 'RefreshTokenError'`.
	 * @example GitHub({ refresh: true }) // or { refresh: { beforeExpiry: 120 } }
	 */
	refresh?: boolean | RefreshOptions;
	/**
	 * Ours, OpenID Connect only: signing out also ends the session at the provider (OpenID Connect RP-Initiated
	 * Logout 1.0): the browser goes to its `end_session_endpoint` with `id_token_hint`, `client_id` and a
	 * `post_logout_redirect_uri` that passed the `redirect` callback.
	 * @example Keycloak({ federatedSignOut: true }) // or { federatedSignOut: { postLogoutRedirectUri: '/signed-out' } }
	 */
	federatedSignOut?: boolean | FederatedSignOutOptions;
	/** Some providers (Apple) send the user's name only in the first form_post body: merged into the profile. */
	[key: string]: unknown;
}
/** `refresh` of an OAuth/OIDC provider. */
export interface RefreshOptions {
	/** Seconds before `expires_at` at which a session read refreshes the access token. Default 60. */
	beforeExpiry?: number;
}

/** `federatedSignOut` of an OIDC provider. */
export interface FederatedSignOutOptions {
	/**
	 * Where the provider sends the browser after its sign-out: a path or a URL of this origin, registered at the
	 * provider. Default: the sign-out's own target (`redirectTo`/`callbackUrl`). Either passes the `redirect` callback.
	 */
	postLogoutRedirectUri?: string;
}

export type OIDCConfig<P extends Record<string, any> = Profile> = OAuthConfig<P> & { type: 'oidc' };

export interface CredentialsConfig {
	id: string;
	name: string;
	type: 'credentials';
	credentials: Record<string, CredentialInput>;
	authorize: (credentials: Partial<Record<string, unknown>>, request: Request) => Awaitable<User | null>;
}

export interface SendVerificationRequestParams {
	identifier: string;
	url: string;
	expires: Date;
	provider: EmailConfig;
	token: string;
	theme: Theme;
	request: Request;
}

export interface EmailConfig {
	id: string;
	name: string;
	type: 'email';
	/** Seconds a link stays valid. Default 86400. */
	maxAge?: number;
	from?: string;
	server?: unknown;
	apiKey?: string;
	/** Secret used to hash verification tokens (falls back to the config secret). */
	secret?: string;
	sendVerificationRequest: (params: SendVerificationRequestParams) => Awaitable<void>;
	generateVerificationToken?: () => Awaitable<string>;
	normalizeIdentifier?: (identifier: string) => string;
	/** Minimum seconds between two mails to one address. Default 60; 0 turns the throttle off. */
	minIntervalSeconds?: number;
	[key: string]: unknown;
}

/**
 * Optional tuning an Auth.js WebAuthn/Passkey provider object carries (same field names, so existing
 * provider configs keep working). What the library owns (rpID, challenge, credentials) is not overridable.
 */
export interface WebAuthnTuning {
	registrationOptions?: Partial<
		Omit<GenerateRegistrationOptionsOpts, 'rpID' | 'rpName' | 'userName' | 'userID' | 'challenge' | 'excludeCredentials'>
	>;
	authenticationOptions?: Partial<Omit<GenerateAuthenticationOptionsOpts, 'rpID' | 'challenge' | 'allowCredentials'>>;
	verifyRegistrationOptions?: Pick<VerifyRegistrationResponseOpts, 'requireUserVerification' | 'requireUserPresence'>;
	verifyAuthenticationOptions?: Pick<VerifyAuthenticationResponseOpts, 'requireUserVerification'>;
}

export interface WebAuthnConfig extends WebAuthnTuning {
	id: string;
	name: string;
	type: 'webauthn';
	/** Relying party; derived from the request URL when absent. */
	relayingParty?: { id?: string; name?: string; origin?: string | string[] };
	/** Fields asked for at registration. Default `{ email: { label: 'Email for your passkey', required: true, autocomplete: 'username webauthn' } }`. */
	formFields?: Record<string, CredentialInput>;
	enableConditionalUI?: boolean;
	getUserInfo?: (options: unknown, request: Request) => Awaitable<{ user: Partial<AdapterUser>; exists: boolean } | null>;
	simpleWebAuthnBrowserVersion?: string | false;
	[key: string]: unknown;
}

// `any` profile: a provider typed with its own profile shape (GitHub's numeric id...) must fit the list.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOAuth = OAuthConfig<any>;
export type Provider = AnyOAuth | CredentialsConfig | EmailConfig | WebAuthnConfig | (() => AnyOAuth | CredentialsConfig | EmailConfig | WebAuthnConfig);
export type AnyProviderConfig = OAuthConfig | CredentialsConfig | EmailConfig | WebAuthnConfig;

export type { AdapterAuthenticator };
