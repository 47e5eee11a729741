import type { Session } from '#lib/auth/types.ts';

declare global {
	namespace App {
		interface Locals {
			/** The current session or null; memoised per request. */
			auth(): Promise<Session | null>;
			/** @deprecated use `auth()` */
			getSession(): Promise<Session | null>;
		}
		interface PageData {
			session?: Session | null;
		}
		interface Error {
			/** The library's error value on guard refusals (`SessionRequired`, `Forbidden`): docs/authorization.md. */
			error?: string;
		}
	}
}

// The demo's role, set by the jwt/session callbacks in src/auth.ts and read by requireRole (docs/authorization.md).
declare module '#lib/auth/model.ts' {
	interface User {
		role?: string;
	}
}

export {};
