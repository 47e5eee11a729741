import { createHash } from 'node:crypto';
import { api } from '../../../../auth.ts';
import type { RequestEvent, RequestHandler } from './$types';

const encoder = new TextEncoder();

/** One update of the feed: a fingerprint of the access token the call to the provider's API would use, or the error. */
async function update(event: RequestEvent, n: number): Promise<Uint8Array> {
	const token = await api.getAccessToken(event, 'mock-oidc');
	const line = token.ok ? { n, fingerprint: createHash('sha256').update(token.value.accessToken).digest('hex').slice(0, 16) } : { n, error: token.error.type };
	return encoder.encode(`${JSON.stringify(line)}\n`);
}

/**
 * A live feed (NDJSON) whose every update would call the identity provider's API with a fresh access token.
 * The first token is asked for as the response is made, and the library's hook waits for it: a refresh it
 * needed sends the rotated session cookie with this response. The later updates run after the response went
 * out; under the jwt strategy they refresh nothing (the browser could not store the result) and use the
 * token the request carried, until it expires. `?updates=` (1-5, default 2); `?early=0` makes every update a
 * late one.
 */
export const GET: RequestHandler = (event) => {
	const updates = Math.min(Math.max(Number(event.url.searchParams.get('updates')) || 2, 1), 5);
	const first = event.url.searchParams.get('early') === '0' ? undefined : update(event, 1);
	let sent = 0;
	const feed = new ReadableStream<Uint8Array>(
		{
			async pull(controller) {
				controller.enqueue(await (sent === 0 && first ? first : update(event, sent + 1)));
				if (++sent === updates) controller.close();
			}
		},
		// Nothing is read ahead: an update is made when the server writes the body out (no pipe in between, which
		// would read ahead at once).
		{ highWaterMark: 0 }
	);
	return new Response(feed, { headers: { 'content-type': 'application/x-ndjson', 'cache-control': 'private, no-store' } });
};
