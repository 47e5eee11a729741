/** Small formatting helpers of the demo's pages: how a user is named, and when a session ends. */
import type { User } from '#lib/auth/types.ts';

/** The name to show for a user: their name, else their e-mail address, else a neutral word. */
export function displayNameOf(user: Pick<User, 'name' | 'email'> | undefined | null): string {
	return user?.name?.trim() || user?.email || 'Signed-in user';
}

/** Up to two initials from the name (or the e-mail's local part), for the avatar. */
export function initialsOf(name?: string | null, email?: string | null): string {
	const source = name?.trim() || email?.split('@')[0] || '?';
	const words = source.split(/[\s._-]+/).filter(Boolean);
	const letters = words.length > 1 ? words[0][0] + words[words.length - 1][0] : source.slice(0, 2);
	return letters.toUpperCase();
}

/** "30 days", "5 hours", "3 minutes": how far `iso` is from `now`, for "expires in ...". */
export function timeUntil(iso: string, now = Date.now()): string {
	const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
	if (!Number.isFinite(seconds)) return 'unknown';
	if (seconds <= 0) return 'now';
	const units: Array<[number, string]> = [
		[86_400, 'day'],
		[3_600, 'hour'],
		[60, 'minute'],
		[1, 'second']
	];
	const [size, unit] = units.find(([s]) => seconds >= s)!;
	const count = Math.round(seconds / size);
	return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Provider ids of the demo, as people call them. */
const PROVIDER_NAMES: Record<string, string> = {
	credentials: 'Username and password',
	'mock-oidc': 'Mock OIDC',
	'mock-oauth': 'Mock OAuth',
	'mock-entra': 'Mock Entra ID',
	nodemailer: 'E-mail link',
	passkey: 'Passkey',
	github: 'GitHub',
	google: 'Google'
};

export function providerName(id: string): string {
	return PROVIDER_NAMES[id] ?? id;
}
