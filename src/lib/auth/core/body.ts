/**
 * Request bodies of auth routes: form-urlencoded or JSON, flat string maps, at most 64 KiB.
 * Anything larger, malformed, or of another type is a 400 (never a 500).
 */
export const MAX_BODY_BYTES = 64 * 1024;

export class BadBody extends Error {}

async function readLimited(request: Request): Promise<string> {
	const declared = Number(request.headers.get('content-length') ?? '0');
	if (declared > MAX_BODY_BYTES) throw new BadBody('Request body too large');
	if (!request.body) return '';
	const reader = request.body.getReader();
	const chunks: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.byteLength;
		if (size > MAX_BODY_BYTES) {
			await reader.cancel();
			throw new BadBody('Request body too large');
		}
		chunks.push(value);
	}
	const joined = new Uint8Array(size);
	let offset = 0;
	for (const chunk of chunks) {
		joined.set(chunk, offset);
		offset += chunk.byteLength;
	}
	return new TextDecoder('utf-8', { fatal: true }).decode(joined);
}

/** Parses a POST body: a form into a flat map of strings (last value wins, as Auth.js), JSON as it is. */
export type Body = Record<string, unknown>;

export async function readBody(request: Request): Promise<Body> {
	const type = request.headers.get('content-type') ?? '';
	let text: string;
	try {
		text = await readLimited(request);
	} catch (error) {
		throw error instanceof BadBody ? error : new BadBody('Unreadable request body');
	}
	if (!text) return {};
	if (type.includes('application/json')) {
		let parsed: unknown;
		try {
			parsed = JSON.parse(text);
		} catch {
			throw new BadBody('Malformed JSON body');
		}
		if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BadBody('JSON body must be an object');
		return parsed as Record<string, unknown>;
	}
	if (type.includes('application/x-www-form-urlencoded') || type === '' || type.includes('text/plain')) {
		const out: Record<string, string> = {};
		for (const [key, value] of new URLSearchParams(text)) out[key] = value;
		return out;
	}
	throw new BadBody(`Unsupported content type ${type.split(';')[0]}`);
}

/** A string field of a body, or undefined. */
export function field(body: Body | null | undefined, key: string): string | undefined {
	const value = body?.[key];
	return typeof value === 'string' ? value : undefined;
}
