/**
 * What must never reach a client (an answer's body, a Location, a header) or, for a client's mistake, the
 * server's log: stack frames, source and build paths, internal exception messages, the secret and tokens.
 * Shared by the fuzz and the leaks families.
 */
import { SECRET } from '../e2e/servers.ts';

/** `    at fn (file:1:2)`, `    at file:1:2`, `    at async fn (...)`: a V8 stack frame. */
const STACK_FRAME = /^\s*at\s+(?:async\s+)?(?:\S+\s+\()?[^\s()]+:\d+:\d+\)?\s*$/m;
/** Where code lives on the server: the sources, the build, installed packages, a file URL. */
const CODE_PATH = /(?:\/src\/lib\/|\/src\/routes\/|\/src\/auth\.ts|node_modules|build-e2e|\/\.svelte-kit\/|file:\/\/\/|\/build\/server\/)/;
/** Messages of JavaScript and driver exceptions: what an unhandled fault says, never what the library tells a client. */
const INTERNAL_MESSAGE =
	/\b(?:TypeError|ReferenceError|RangeError|SyntaxError|EvalError|URIError|AggregateError)\b|Cannot read propert|is not a function|is not defined|Unexpected token|Unexpected end of JSON|ECONNREFUSED|ECONNRESET|SQLITE_|DatabaseSync|node:internal/;

/** What a client-facing text gives away, one line per finding (empty: nothing). */
export function leaksIn(text: string, tokens: readonly string[] = []): string[] {
	const found: string[] = [];
	const frame = STACK_FRAME.exec(text);
	if (frame) found.push(`a stack frame: ${frame[0].trim().slice(0, 160)}`);
	const path = CODE_PATH.exec(text);
	if (path) found.push(`a server path: ...${text.slice(Math.max(0, path.index - 60), path.index + 60)}...`);
	const internal = INTERNAL_MESSAGE.exec(text);
	if (internal) found.push(`an internal message: ...${text.slice(Math.max(0, internal.index - 60), internal.index + 80)}...`);
	if (text.includes(process.cwd())) found.push('the working directory');
	if (text.includes(SECRET)) found.push('AUTH_SECRET');
	for (const token of tokens) if (token.length >= 16 && text.includes(token)) found.push(`a token (${token.slice(0, 8)}...)`);
	return found;
}

/** The stack frames in a server log, each with the line before it (the message they belong to). */
export function stacksIn(log: string): string[] {
	const lines = log.split('\n');
	const found: string[] = [];
	lines.forEach((line, i) => {
		if (STACK_FRAME.test(line) && !STACK_FRAME.test(lines[i - 1] ?? '')) found.push(`${(lines[i - 1] ?? '').slice(0, 200)} / ${line.trim().slice(0, 160)}`);
	});
	return found;
}
