import { describe, expect, it } from 'vitest';
import { createLogger, redact } from './logger.ts';
import { AccessDenied, AdapterError, CallbackRouteError, CredentialsSignin, InvalidCheck, InvalidProvider, MissingCSRF, WebAuthnVerificationError, asRequestFault } from '../errors.ts';

/** What the default logger prints to console.error for `error`. */
function printed(error: Error): string {
	const lines: string[] = [];
	const original = console.error;
	console.error = (line: string) => lines.push(line);
	try {
		createLogger().error(error);
	} finally {
		console.error = original;
	}
	return lines.join('\n');
}

/** A line of a V8 stack trace. */
const FRAME = /^\s+at\s/m;

describe('log redaction', () => {
	it('redacts tokens and secrets in strings and in nested objects', () => {
		expect(redact('code=abc&state=1&access_token=xyz')).toBe('code=[redacted]&state=1&access_token=[redacted]');
		expect(redact({ provider: 'github', tokens: { access_token: 'a', refresh_token: 'b', scope: 'read' }, password: 'p' })).toEqual({
			provider: 'github',
			tokens: { access_token: '[redacted]', refresh_token: '[redacted]', scope: 'read' },
			password: '[redacted]'
		});
	});

	it('the default error line carries the type, the cause and redacted details', () => {
		const lines: string[] = [];
		const original = console.error;
		console.error = (line: string) => lines.push(line);
		try {
			const cause = new Error('token endpoint said no');
			createLogger().error(new CallbackRouteError('failed', { cause: { err: cause, provider: 'gh', id_token: 'secret.jwt' } }));
		} finally {
			console.error = original;
		}
		expect(lines[0]).toMatch(/^\[auth\]\[error\] CallbackRouteError: failed/);
		expect(lines[0]).toContain('[auth][cause]: Error: token endpoint said no');
		expect(lines[0]).toContain('"id_token":"[redacted]"');
		expect(lines[0]).not.toContain('secret.jwt');
	});

	it('custom logger methods replace the defaults per level, and debug is silent unless asked', () => {
		const seen: unknown[][] = [];
		const logger = createLogger({ warn: (code, ...message) => seen.push([code, ...message]) });
		logger.warn('csrf-refused', 'token=abc');
		logger.debug('not shown');
		expect(seen).toEqual([['csrf-refused', 'token=[redacted]']]);
	});

	it("a request's own mistake is one line without a stack, even when its cause has one", () => {
		const cases: Error[] = [
			new CredentialsSignin(),
			new AccessDenied('AccessDenied'),
			new MissingCSRF('POST /auth/signout from another site was refused'),
			new WebAuthnVerificationError('WebAuthn challenge was missing or invalid', { cause: { err: new InvalidCheck('webauthnChallenge cookie was missing'), provider: 'passkey' } }),
			new InvalidCheck('state cookie was missing', { cause: { provider: 'github', check: 'state' } }),
			asRequestFault(new CallbackRouteError('Provider "github" answers in the query of a GET'))
		];
		for (const error of cases) {
			const line = printed(error);
			expect(line, error.name).not.toContain('\n');
			expect(line, error.name).not.toMatch(FRAME);
			expect(line, error.name).toMatch(/^\[auth\]\[error\] \w+: /);
		}
		expect(printed(cases[3])).toBe(
			'[auth][error] WebAuthnVerificationError: WebAuthn challenge was missing or invalid (cause: InvalidCheck: webauthnChallenge cookie was missing) {"provider":"passkey"}'
		);
	});

	it("a request's mistake keeps its details redacted", () => {
		const line = printed(asRequestFault(new CallbackRouteError('state mismatch', { cause: { provider: 'gh', code: 'abc', err: new Error('code=xyz was refused') } })));
		expect(line).toContain('(cause: Error: code=[redacted] was refused)');
		expect(line).not.toContain('xyz');
	});

	it('a server fault keeps the stack of its cause', () => {
		const cause = new Error('the database went away');
		const line = printed(new CallbackRouteError('authorize() threw', { cause: { err: cause, provider: 'credentials' } }));
		expect(line).toContain('[auth][cause]: Error: the database went away');
		expect(line).toMatch(FRAME);
	});

	it('a value of the request cannot start a log line of its own (line breaks are escaped)', () => {
		const forged = 'x"\r\n[auth][error] AdapterError: forged entry';
		const warned: unknown[][] = [];
		const original = console.warn;
		console.warn = (...args: unknown[]) => warned.push(args);
		try {
			createLogger().warn('InvalidProvider', `Provider "${forged}" is not of type webauthn`);
		} finally {
			console.warn = original;
		}
		expect(warned[0].join(' ')).not.toMatch(/[\r\n]/);
		expect(warned[0].join(' ')).toContain('\\u000d\\u000a[auth][error] AdapterError: forged entry');
		expect(printed(new InvalidProvider(`Provider "${forged}" is unknown`))).not.toMatch(/[\r\n]/);
		const fault = printed(new AdapterError(`getUser("${forged}") failed`, { cause: { err: new Error(`no row for ${forged}`) } }));
		expect(fault.split('\n').filter((line) => line.includes('forged entry')).every((line) => line.startsWith('[auth][error] AdapterError') || line.startsWith('[auth][cause]'))).toBe(true);
	});
});
