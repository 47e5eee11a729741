/**
 * Svelte components of the library (public path `#lib/auth/components`).
 *
 * @example
 * ```svelte
 * <script lang="ts">
 * 	import { SignIn, SignOut } from './lib/auth/components/index.ts';
 * 	let { data } = $props();
 * </script>
 * {#if data.session}<SignOut />{:else}<SignIn provider="github" />{/if}
 * ```
 */
export { default as SignIn } from './SignIn.svelte';
export { default as SignOut } from './SignOut.svelte';
export { default as PasskeyButton } from './PasskeyButton.svelte';
export type { FormOptions, SignInProps, SignOutProps } from './types.ts';
