/**
 * The adapter contract (Auth.js's, method for method); the shapes live in ../model.ts. Kept as its own
 * import path so adapters written against `adapters/types.ts` keep compiling.
 */
export type { Adapter, AdapterAccount, AdapterAuthenticator, AdapterSession, AdapterUser, ExpiredCounts, VerificationToken } from '../model.ts';
