import { describe, expect, it } from 'vitest';
import { createLogger, redact } from './logger.ts';
import { CallbackRouteError } from '../errors.ts';

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
});
