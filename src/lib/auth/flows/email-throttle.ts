/**
 * Per-address throttle for sign-in e-mails: at most one mail per address per interval, so a flood of
 * requests for one address cannot turn the app into a mail cannon (issue 5, "no mail storm").
 * In memory, per process: deployments with several instances need a shared store (docs/email.md).
 */

/** Bounds memory when many distinct addresses are requested: oldest entries go first. */
const MAX_ENTRIES = 50_000;

/** provider id -> (identifier -> time of the last accepted mail, ms). Keyed by id, not object, because a
 * config function resolves fresh provider objects per request. */
const lastSent = new Map<string, Map<string, number>>();
const lastPruned = new Map<string, number>();

function prune(entries: Map<string, number>, providerId: string, now: number, intervalMs: number): void {
	const since = now - (lastPruned.get(providerId) ?? 0);
	// A clock that went backwards (since < 0) counts as due: better one extra sweep than none.
	if (since >= 0 && since < intervalMs && entries.size < MAX_ENTRIES) return;
	lastPruned.set(providerId, now);
	for (const [identifier, at] of entries) if (now - at >= intervalMs) entries.delete(identifier);
	// Map iteration follows insertion order and reserve() re-inserts, so the first keys are the oldest.
	for (const identifier of entries.keys()) {
		if (entries.size < MAX_ENTRIES) break;
		entries.delete(identifier);
	}
}

/**
 * Reserves the slot for one mail to `identifier`. Returns false when a mail went out less than
 * `intervalSeconds` ago. The check and the reservation happen in one synchronous step, so two
 * concurrent requests cannot both pass. `intervalSeconds <= 0` disables the throttle.
 */
export function reserveMailSlot(providerId: string, identifier: string, intervalSeconds: number, now = Date.now()): boolean {
	if (!(intervalSeconds > 0)) return true;
	const intervalMs = intervalSeconds * 1000;
	let entries = lastSent.get(providerId);
	if (!entries) lastSent.set(providerId, (entries = new Map()));
	prune(entries, providerId, now, intervalMs);
	const previous = entries.get(identifier);
	if (previous !== undefined && now - previous < intervalMs) return false;
	entries.delete(identifier);
	entries.set(identifier, now);
	return true;
}

/** Gives the slot back (the mail could not be sent), so the user may retry at once. */
export function releaseMailSlot(providerId: string, identifier: string): void {
	lastSent.get(providerId)?.delete(identifier);
}

/** Forgets every reservation, for one provider or all. For tests and admin tooling. */
export function resetMailThrottle(providerId?: string): void {
	if (providerId === undefined) {
		lastSent.clear();
		lastPruned.clear();
	} else {
		lastSent.delete(providerId);
		lastPruned.delete(providerId);
	}
}

/** Number of addresses currently remembered for a provider (for tests of the pruning). */
export function throttledAddressCount(providerId: string): number {
	return lastSent.get(providerId)?.size ?? 0;
}
