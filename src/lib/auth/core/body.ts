/**
 * Request bodies of auth routes: form-urlencoded or JSON, flat string maps, at most 64 KiB.
 * Anything larger, malformed, or of another type is a BadRequest (400, never a 500).
 */
import { BadRequest } from '../errors.ts';
import type { Fields } from '../actions/input.ts';

export const MAX_BODY_BYTES = 64 * 1024;


async function readLimited(request: Request): Promise<string> {
	const declared = Number(request.headers.get('content-length') ?? '0');
	if (declared > MAX_BODY_BYTES) throw new BadRequest('Request body too large');
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
			throw new BadRequest('Request body too large');
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

export interface Body {
	fields: Fields;
	/** Form-encoded (or text/plain, or no content type), as opposed to JSON. */
	form: boolean;
}

/** Parses a POST body: a form into a flat map of strings (last value wins, as Auth.js), JSON as it is. */
export async function readBody(request: Request): Promise<Body> {
	const type = request.headers.get('content-type') ?? '';
	let text: string;
	try {
		text = await readLimited(request);
	} catch (error) {
		throw error instanceof BadRequest ? error : new BadRequest('Unreadable request body');
	}
	if (type.includes('application/json')) {
		if (!text) return { fields: {}, form: false };
		let parsed: unknown;
		try {
			parsed = JSON.parse(text);
		} catch {
			throw new BadRequest('Malformed JSON body');
		}
		if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BadRequest('JSON body must be an object');
		return { fields: parsed as Fields, form: false };
	}
	if (type.includes('application/x-www-form-urlencoded') || type === '' || type.includes('text/plain')) {
		const fields: Record<string, string> = {};
		for (const [key, value] of new URLSearchParams(text)) fields[key] = value;
		return { fields, form: true };
	}
	throw new BadRequest(`Unsupported content type ${type.split(';')[0].slice(0, 100)}`);
}
