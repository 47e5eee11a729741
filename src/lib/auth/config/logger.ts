/**
 * The default logger and the redaction every log line goes through: tokens, secrets and codes never
 * reach the logs verbatim (a log shipped to a third party must not be a credential store).
 */
import { AuthError, isRequestFault } from '../errors.ts';
import type { LoggerInstance } from '../options.ts';
import type { Logger } from './types.ts';

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

/**
 * A value of the request (a provider id, a path, a header) as it may appear in a log line: line breaks and
 * other control characters escaped, so a client cannot start a line of its own (a forged log entry; CWE-117,
 * https://cwe.mitre.org/data/definitions/117.html).
 */
function inline(text: unknown): string {
	return String(text).replace(/[\u0000-\u0008\u000a-\u001f\u007f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A string argument of a warning, redacted and on one line; other values as `console` prints them. */
const inlineArg = (value: unknown) => (typeof value === 'string' ? inline(redact(value)) : redact(value));

/**
 * A request's own mistake (a wrong password, a forged callback, a missing check cookie) in one line: what
 * failed and why, never a stack. A stack says where the code went wrong, and here the code did not: a log
 * with a stack for every failed sign-in hides the stacks of real faults, and each stack names the server's
 * files to whoever reads the log.
 */
function describeRequestFault(error: AuthError): string {
	let line = `[auth][error] ${error.type}: ${inline(redact(error.message))}`;
	const cause = error.cause as unknown;
	const err = cause instanceof Error ? cause : (cause as { err?: unknown } | undefined)?.err;
	if (err instanceof Error) line += ` (cause: ${inline(err.name)}: ${inline(redact(err.message))})`;
	if (cause && typeof cause === 'object' && !(cause instanceof Error)) {
		const { err: _err, ...details } = cause as Record<string, unknown>;
		if (Object.keys(details).length) line += ` ${JSON.stringify(redact(details))}`;
	}
	return line;
}

/** A stack with its message on one line (the frames keep theirs). */
function stackOf(error: Error): string {
	const message = redact(error.message) as string;
	const stack = redact(error.stack ?? `${error.name}: ${error.message}`) as string;
	return message ? stack.replace(message, inline(message)) : stack;
}

/** An error as the console logger prints it: a request's mistake in one line, a server fault with its stacks. */
function describe(error: Error): string {
	if (error instanceof AuthError && isRequestFault(error)) return describeRequestFault(error);
	const type = error instanceof AuthError ? error.type : error.name;
	let line = `[auth][error] ${type}: ${inline(redact(error.message))}`;
	const cause = (error as { cause?: unknown }).cause;
	if (cause && typeof cause === 'object') {
		const { err, ...details } = cause as { err?: unknown };
		if (err instanceof Error) line += `\n[auth][cause]: ${stackOf(err)}`;
		if (Object.keys(details).length) line += `\n[auth][details]: ${JSON.stringify(redact(details))}`;
	} else if (cause instanceof Error) {
		line += `\n[auth][cause]: ${stackOf(cause)}`;
	}
	return line;
}

/** Console logger; `config.logger` methods replace it per level; `debug` output only when asked. */
export function createLogger(custom: Partial<LoggerInstance> = {}, debug = false): Logger {
	return {
		error: (error) => (custom.error ? custom.error(error) : console.error(describe(error))),
		warn: (code, ...message) =>
			custom.warn ? custom.warn(code, ...message.map((m) => redact(m))) : console.warn(`[auth][warn][${inline(code)}]`, ...message.map(inlineArg)),
		debug: (code, ...message) => {
			if (custom.debug) custom.debug(code, ...message.map((m) => redact(m)));
			else if (debug) console.debug(`[auth][debug]: ${code}`, ...message.map((m) => JSON.stringify(redact(m))));
		}
	};
}
