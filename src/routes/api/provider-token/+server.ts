import { json } from '@sveltejs/kit';
import { createHash } from 'node:crypto';
import { ruleOf } from '#lib/auth/index.ts';
import { api } from '../../../auth.ts';
import type { RequestHandler } from './$types';

/**
 * Where server code would call the identity provider's API: the library answers a fresh access token of a
 * provider with `refresh` on (refreshed first when due). The demo shows a fingerprint, never the token.
 */
export const GET: RequestHandler = async (event) => {
	const provider = event.url.searchParams.get('provider') ?? 'mock-oidc';
	const token = await api.getAccessToken(event, provider);
	if (!token.ok) return json({ error: token.error.type }, { status: ruleOf(token.error).status });
	const fingerprint = createHash('sha256').update(token.value.accessToken).digest('hex').slice(0, 16);
	return json({ provider, expiresAt: token.value.expiresAt, fingerprint }, { headers: { 'cache-control': 'private, no-store' } });
};
