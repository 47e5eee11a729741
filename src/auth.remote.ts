/** The demo's remote functions: sign-in, sign-out and session update, one line each (docs/remote-functions.md). */
import { remoteSignIn, remoteSignOut, remoteUpdateSession } from '#lib/auth/remote-functions.ts';
import { api } from './auth.ts';

export const signIn = remoteSignIn(api);
export const signOut = remoteSignOut(api);
export const updateSession = remoteUpdateSession(api);
