import { error } from '@sveltejs/kit';
import { dev } from '$app/env';
import { demoEnv } from '#lib/demo/env.ts';
import type { PageServerLoad } from './$types';

interface Mail {
	to: string;
	subject: string;
	text: string;
	date: string;
}

// The dev mailbox exists only under `vite dev`: a production build answers 404 here.
export const load: PageServerLoad = async ({ fetch }) => {
	if (!dev) error(404, 'Not found');
	try {
		const response = await fetch(`${demoEnv.inboxUrl}/messages`);
		return { messages: (await response.json()) as Mail[], down: false };
	} catch {
		return { messages: [] as Mail[], down: true };
	}
};
