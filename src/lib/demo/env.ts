/** Where the demo finds its local stand-ins; every value can be overridden from the environment. */
export const demoEnv = {
	/** oauth2-mock-server (mocks/idp.ts). */
	idpIssuer: process.env.MOCK_IDP_ISSUER ?? 'http://127.0.0.1:9400',
	/** The Entra-style multi-tenant discovery in front of it (mocks/tenant-discovery.ts). */
	tenantDiscovery: process.env.MOCK_TENANT_DISCOVERY ?? 'http://127.0.0.1:9402',
	/** SMTP: the sink from mocks/smtp-sink.ts, or Mailpit (docker-compose) through SMTP_URL. */
	smtpUrl: process.env.SMTP_URL ?? 'smtp://127.0.0.1:2525',
	/** The sink's HTTP inbox, read by /dev/mailbox. */
	inboxUrl: process.env.MOCK_INBOX_URL ?? 'http://127.0.0.1:9401',
	mailFrom: process.env.MAIL_FROM ?? 'Auth demo <auth@example.test>',
	databaseUrl: process.env.DATABASE_URL,
	sqlitePath: process.env.SQLITE_PATH ?? 'data/auth.sqlite',
	strategy: (process.env.DEMO_SESSION_STRATEGY === 'database' ? 'database' : 'jwt') as 'jwt' | 'database',
	maxAge: process.env.DEMO_SESSION_MAX_AGE ? Number(process.env.DEMO_SESSION_MAX_AGE) : undefined,
	updateAge: process.env.DEMO_SESSION_UPDATE_AGE ? Number(process.env.DEMO_SESSION_UPDATE_AGE) : undefined,
	emailMaxAge: process.env.DEMO_EMAIL_MAX_AGE ? Number(process.env.DEMO_EMAIL_MAX_AGE) : undefined
};
