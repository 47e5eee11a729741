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
	}
}

export {};
