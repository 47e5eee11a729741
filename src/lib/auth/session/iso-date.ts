/**
 * `Date#toISOString` costs ~0.6 us in V8, and a signed-in read formats the same expiry on every request
 * of a session: it was the largest single line of the jwt read in the `npm run bench` profile (docs/performance.md). Memoised by epoch
 * milliseconds; the map is cleared when full, so its size stays bounded whatever the traffic.
 */
const LIMIT = 1024;
const formatted = new Map<number, string>();

/** `new Date(ms).toISOString()`, memoised; throws the same RangeError for an invalid time. */
export function isoDate(ms: number): string {
	let iso = formatted.get(ms);
	if (iso === undefined) {
		iso = new Date(ms).toISOString();
		if (formatted.size >= LIMIT) formatted.clear();
		formatted.set(ms, iso);
	}
	return iso;
}
