/**
 * What "the library's server bundle (OAuth + credentials + jwt)" means in bench/size.ts: the request
 * pipeline without SvelteKit's virtual modules (index.ts only adds `$app` wiring), the credentials
 * provider and a generic OAuth provider. Session codec (jwt) and oauth4webapi flows come in through it.
 */
export { createSvelteKitAuth } from '../src/lib/auth/core/sveltekit.ts';
export { default as Credentials } from '../src/lib/auth/providers/credentials.ts';
export { default as GitHub } from '../src/lib/auth/providers/github.ts';
