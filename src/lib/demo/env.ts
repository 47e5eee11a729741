import { mockPort } from '../../../mocks/ports.ts';
import type { RateLimitOptions } from '#lib/auth/options.ts';

/** DEMO_RATE_LIMIT as the `rateLimit` option; the library checks the values themselves at startup. */
function parseRateLimit(json: string | undefined): RateLimitOptions | undefined {
	if (!json) return undefined;
	try {
		return JSON.parse(json) as RateLimitOptions;
	} catch {
		throw new Error(`DEMO_RATE_LIMIT is not JSON: ${json.slice(0, 80)}`);
	}
}

/**
 * Where the demo finds its local stand-ins; every value can be overridden from the environment. The
 * defaults follow the mocks' port variables (mocks/ports.ts), so moving a mock's port moves the app too.
 */
export const demoEnv = {
	/** oauth2-mock-server (mocks/idp.ts). */
	idpIssuer: process.env.MOCK_IDP_ISSUER ?? `http://127.0.0.1:${mockPort('MOCK_IDP_PORT')}`,
	/** The Entra-style multi-tenant discovery in front of it (mocks/tenant-discovery.ts). */
	tenantDiscovery: process.env.MOCK_TENANT_DISCOVERY ?? `http://127.0.0.1:${mockPort('MOCK_TENANT_PORT')}`,
	/** SMTP: the sink from mocks/smtp-sink.ts, or Mailpit (docker-compose) through SMTP_URL. */
	smtpUrl: process.env.SMTP_URL ?? `smtp://127.0.0.1:${mockPort('SMTP_SINK_PORT')}`,
	/** The sink's HTTP inbox, read by /dev/mailbox. */
	inboxUrl: process.env.MOCK_INBOX_URL ?? `http://127.0.0.1:${mockPort('MOCK_INBOX_PORT')}`,
	mailFrom: process.env.MAIL_FROM ?? 'Auth demo <auth@example.test>',
	databaseUrl: process.env.DATABASE_URL,
	/** PostgreSQL schema of the auth tables (default public); e2e gives each run a schema of its own. */
	databaseSchema: process.env.DATABASE_SCHEMA || undefined,
	/** When set, the claim store (e-mail throttle, passkey challenges, refresh tokens, abuse limits) lives in Redis. */
	redisUrl: process.env.REDIS_URL || undefined,
	/** Prefix of the demo's Redis keys; e2e gives each run a prefix of its own. */
	redisPrefix: process.env.REDIS_PREFIX || 'authjs-demo:',
	/** Overrides of the abuse limits as JSON (`{"email":{"window":60,"max":500}}`); unset: the library's defaults. */
	rateLimit: parseRateLimit(process.env.DEMO_RATE_LIMIT),
	sqlitePath: process.env.SQLITE_PATH ?? 'data/auth.sqlite',
	/**
	 * `app` (default): the demo's own /signin is the sign-in and error page, /signout and /verify-request its
	 * other pages. `builtin`: the library's built-in pages under /auth, as an app without `pages` has them.
	 */
	pages: (process.env.DEMO_PAGES === 'builtin' ? 'builtin' : 'app') as 'app' | 'builtin',
	strategy: (process.env.DEMO_SESSION_STRATEGY === 'database' ? 'database' : 'jwt') as 'jwt' | 'database',
	maxAge: process.env.DEMO_SESSION_MAX_AGE ? Number(process.env.DEMO_SESSION_MAX_AGE) : undefined,
	updateAge: process.env.DEMO_SESSION_UPDATE_AGE ? Number(process.env.DEMO_SESSION_UPDATE_AGE) : undefined,
	/** Seconds of `session.cache` under the database strategy (the bench's cached rows); unset: no cache. */
	sessionCacheMaxAge: process.env.DEMO_SESSION_CACHE ? Number(process.env.DEMO_SESSION_CACHE) : undefined,
	emailMaxAge: process.env.DEMO_EMAIL_MAX_AGE ? Number(process.env.DEMO_EMAIL_MAX_AGE) : undefined
};
