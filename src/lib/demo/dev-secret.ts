/**
 * The demo runs in dev without any set-up: when AUTH_SECRET is missing under `vite dev`, a random one is
 * generated once, kept in the git-ignored `.auth-secret`, and a warning says so. A production build never
 * does this: without AUTH_SECRET it refuses to start (the library's MissingSecret).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

const FILE = '.auth-secret';

export function devSecret(): string {
	if (existsSync(FILE)) return readFileSync(FILE, 'utf8').trim();
	const secret = randomBytes(33).toString('base64');
	writeFileSync(FILE, `${secret}\n`, { mode: 0o600 });
	console.warn(`[demo] AUTH_SECRET is not set: generated one for development and kept it in ${FILE} (git-ignored).`);
	return secret;
}
