/**
 * The client an abuse limit counts: the address SvelteKit's adapter reports (`event.getClientAddress()`),
 * reduced to what one client controls. The library never reads X-Forwarded-For or Forwarded itself: a
 * forwarded address counts only when the app told its adapter to trust its proxy (adapter-node:
 * ADDRESS_HEADER + XFF_DEPTH; docs/rate-limits.md, docs/deployment.md).
 */

/** Callers with no client address (server code that built its own event) share this one client. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * An IPv6 client usually holds a whole prefix, not one address: a home or office is given a /56 (RFC 6177
 * section 3, https://www.rfc-editor.org/rfc/rfc6177#section-3), so counting single addresses would give it
 * 2^72 fresh budgets. IPv6 clients are counted per /56.
 */
export const IPV6_PREFIX_BITS = 56;

const MAX_KEY_LENGTH = 100;

function isIPv4(text: string): boolean {
	const parts = text.split('.');
	return parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

/** The eight 16-bit groups of an IPv6 address (with an embedded IPv4 tail), or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
	const halves = text.split('::');
	if (halves.length > 2) return null;
	const expand = (half: string): number[] | null => {
		if (half === '') return [];
		const groups: number[] = [];
		const parts = half.split(':');
		for (const [i, part] of parts.entries()) {
			if (i === parts.length - 1 && part.includes('.')) {
				if (!isIPv4(part)) return null;
				const [a, b, c, d] = part.split('.').map(Number);
				groups.push((a << 8) | b, (c << 8) | d);
			} else if (/^[0-9a-f]{1,4}$/.test(part)) {
				groups.push(parseInt(part, 16));
			} else {
				return null;
			}
		}
		return groups;
	};
	const head = expand(halves[0]);
	const tail = halves.length === 2 ? expand(halves[1]) : [];
	if (!head || !tail) return null;
	const missing = 8 - head.length - tail.length;
	if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
	return [...head, ...Array<number>(missing).fill(0), ...tail];
}

/**
 * The key of a client address: an IPv4 address as is (also when IPv4-mapped, `::ffff:192.0.2.1`), an IPv6
 * address as its /56 prefix, anything else (an adapter's own notion of a client) trimmed and bounded.
 * @example clientKey('2001:db8:aa:bb01::7') // '2001:db8:aa:bb00::/56'
 */
export function clientKey(address: string | undefined): string {
	const text = (address ?? '').trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
	if (!text) return UNKNOWN_CLIENT;
	if (isIPv4(text)) return text;
	const groups = ipv6Groups(text);
	if (!groups) return text.slice(0, MAX_KEY_LENGTH);
	if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
		return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
	}
	const full = Math.floor(IPV6_PREFIX_BITS / 16);
	const kept = groups.slice(0, full);
	const rest = IPV6_PREFIX_BITS % 16;
	if (rest) kept.push(groups[full] & ((0xffff << (16 - rest)) & 0xffff));
	return `${kept.map((g) => g.toString(16)).join(':')}::/${IPV6_PREFIX_BITS}`;
}
