import { redirect } from '@sveltejs/kit';

// The ceiling for the demo's "no cookie on /protected" answer: the same 303, decided without auth.
export const load = () => redirect(303, `/signin?${new URLSearchParams({ callbackUrl: '/protected', error: 'SessionRequired' })}`);
