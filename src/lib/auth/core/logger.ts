/**
 * The default logger and the redaction every log line goes through: tokens, secrets and codes never
 * reach the logs verbatim (a log shipped to a third party must not be a credential store).
 */
import { AuthError } from '../errors.ts';
import type { LoggerInstance } from '../types.ts';
import type { Logger } from './context.ts';

const SENSITIVE = /(access_token|refresh_token|id_token|client_secret|code_verifier|password|secret|token|code)=([^&\s"]+)/gi;
const SENSITIVE_KEYS = /^(access_token|refresh_token|id_token|client_secret|code_verifier|password|secret|token|sessionToken|csrfToken|apiKey)$/i;

export function redact(value: unknown, depth = 0): unknown {
	if (typeof value === 'string') return value.replace(SENSITIVE, '$1=[redacted]');
	if (depth > 4 || value === null || typeof value !== 'object') return value;
	if (value instanceof Error) return value;
	if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
	const out: Record<string, unknown> = {};
	for (const [key, item] of Object.entries(value)) out[key] = SENSITIVE_KEYS.test(key) ? '[redacted]' : redact(item, depth + 1);
	return out;
}

function describe(error: Error): string {
	const type = error instanceof AuthError ? error.type : error.name;
	let line = `[auth][error] ${type}: ${redact(error.message)}`;
	const cause = (error as { cause?: unknown }).cause;
	if (cause && typeof cause === 'object') {
		const { err, ...details } = cause as { err?: unknown };
		if (err instanceof Error) line += `\n[auth][cause]: ${redact(err.stack ?? err.message)}`;
		if (Object.keys(details).length) line += `\n[auth][details]: ${JSON.stringify(redact(details))}`;
	} else if (cause instanceof Error) {
		line += `\n[auth][cause]: ${redact(cause.stack ?? cause.message)}`;
	}
	return line;
}

/** Console logger; `config.logger` methods replace it per level; `debug` output only when asked. */
export function createLogger(custom: Partial<LoggerInstance> = {}, debug = false): Logger {
	return {
		error: (error) => (custom.error ? custom.error(error) : console.error(describe(error))),
		warn: (code, ...message) =>
			custom.warn ? custom.warn(code, ...message.map((m) => redact(m))) : console.warn(`[auth][warn][${code}]`, ...message.map((m) => redact(m))),
		debug: (code, ...message) => {
			if (custom.debug) custom.debug(code, ...message.map((m) => redact(m)));
			else if (debug) console.debug(`[auth][debug]: ${code}`, ...message.map((m) => JSON.stringify(redact(m))));
		}
	};
}
