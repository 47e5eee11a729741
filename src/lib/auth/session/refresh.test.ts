import { afterEach, describe, expect, it } from 'vitest';
import { MemoryClaimStore } from '../stores/claims.ts';
import { sha256Hex } from '../crypto/index.ts';
import { clearRefreshFlights, refreshKept, refreshOnce, type RefreshOutcome } from './refresh.ts';
import type { OAuthProvider } from '../config/types.ts';
import type { RequestContext } from '../context.ts';

const provider = { id: 'idp', type: 'oidc', refresh: { beforeExpiry: 60 } } as OAuthProvider;
const quiet = { error: () => {}, warn: () => {}, debug: () => {} };
/** Two instances: their own process state is this module, their claim store is shared. */
const contextWith = (claimStore = MemoryClaimStore()) => ({ config: { claimStore, logger: quiet } }) as unknown as RequestContext;
const refreshed = (access: string): RefreshOutcome => ({ type: 'refreshed', tokens: { provider: 'idp', access_token: access } });

afterEach(() => clearRefreshFlights());

describe('one refresh per refresh token', () => {
	it('concurrent callers with the same refresh token share one run and its outcome', async () => {
		const ctx = contextWith();
		let runs = 0;
		const work = async () => (runs++, await Promise.resolve(), refreshed('a2'));
		const outcomes = await Promise.all(Array.from({ length: 5 }, () => refreshOnce(ctx, provider, 'rt-1', work)));
		expect(runs).toBe(1);
		expect(new Set(outcomes).size).toBe(1);
	});

	it('a caller that still carries the old token right after gets the same outcome, without a second run', async () => {
		const ctx = contextWith();
		let runs = 0;
		const work = async () => (runs++, refreshed(`a${runs}`));
		const first = await refreshOnce(ctx, provider, 'rt-1', work);
		expect(await refreshOnce(ctx, provider, 'rt-1', work)).toBe(first);
		expect(runs).toBe(1);
	});

	it('another instance holding the claim makes this one pending: the provider is not asked', async () => {
		const shared = MemoryClaimStore();
		await shared.claim(`refresh:${await sha256Hex('idp\u0000rt-1')}`, 300);
		let runs = 0;
		expect(await refreshOnce(contextWith(shared), provider, 'rt-1', async () => (runs++, refreshed('x')))).toEqual({ type: 'pending' });
		expect(runs).toBe(0);
	});

	it('a transient failure releases the claim and is not shared: the next caller tries again', async () => {
		const ctx = contextWith();
		const outcomes: RefreshOutcome[] = [{ type: 'failed' }, refreshed('a2')];
		let runs = 0;
		const work = async () => outcomes[runs++];
		expect(await refreshOnce(ctx, provider, 'rt-1', work)).toEqual({ type: 'failed' });
		expect(await refreshOnce(ctx, provider, 'rt-1', work)).toEqual(refreshed('a2'));
		expect(runs).toBe(2);
	});

	it('a throwing run is logged and counts as a transient failure', async () => {
		const errors: Error[] = [];
		const ctx = { config: { claimStore: MemoryClaimStore(), logger: { ...quiet, error: (e: Error) => errors.push(e) } } } as unknown as RequestContext;
		expect(await refreshOnce(ctx, provider, 'rt-1', async () => Promise.reject(new Error('store down')))).toEqual({ type: 'failed' });
		expect(errors.map((e) => e.message)).toEqual(['store down']);
	});
});

describe('refreshKept', () => {
	const due = { provider: 'idp', access_token: 'a', refresh_token: 'r', expires_at: Math.floor(Date.now() / 1000) + 30 };

	it('does nothing before the tokens are due, or without a refresh token', async () => {
		const grant = async () => ({ ok: true as const, tokens: {} });
		expect(await refreshKept(contextWith(), provider, { ...due, expires_at: due.expires_at + 3600 }, grant)).toBeNull();
		expect(await refreshKept(contextWith(), provider, { ...due, refresh_token: undefined }, grant)).toBeNull();
	});

	it('a final refusal drops the refresh token, and persists that inside the one run', async () => {
		const persisted: unknown[] = [];
		const outcome = await refreshKept(contextWith(), provider, due, async () => ({ ok: false, final: true }), async (t) => void persisted.push(t));
		expect(outcome).toEqual({ type: 'rejected', tokens: { provider: 'idp', access_token: 'a', expires_at: due.expires_at } });
		expect(persisted).toEqual([{ provider: 'idp', access_token: 'a', expires_at: due.expires_at }]);
	});
});
