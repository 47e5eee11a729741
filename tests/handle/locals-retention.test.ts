/**
 * What `event.locals` keeps alive once the response has gone out. Under load V8 may allocate a request's
 * `locals` in its old generation (allocation-site pretenuring), and then everything `locals` reaches lives
 * until the next full collection: each request's objects copied out of the young generation for nothing.
 * So after the response, `locals.auth` holds the session's answer and not the request, its headers or the
 * read's context (docs/performance.md). Checked with real collections (`--expose-gc` at run time) and WeakRefs.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import type { Session } from '#lib/auth/types.ts';
import { Browser, baseConfig, makeAuth, type Render } from './harness.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

interface Kept {
	locals: { auth: () => Promise<Session | null> };
	request: WeakRef<Request>;
	event: WeakRef<object>;
	during: Session | null;
}

/** One request through the real handle, keeping only `locals` (as an old-generation `locals` would) and weak references. */
async function request(browser: Browser, read: boolean): Promise<Kept> {
	const kept: Partial<Kept> = {};
	const render: Render = async (event) => {
		kept.locals = event.locals as Kept['locals'];
		kept.request = new WeakRef(event.request);
		kept.event = new WeakRef(event);
		kept.during = read ? await kept.locals.auth() : null;
		return new Response('ok');
	};
	const response = await browser.fetch('/', {}, render);
	await response.text();
	return kept as Kept;
}

/** Collects after the current job: a WeakRef keeps its target alive until the job that made or read it ends. */
async function collect(): Promise<void> {
	await new Promise((resolve) => setImmediate(resolve));
	gc();
}

describe('after the response, locals keeps the session, not the request', () => {
	test('a request that read the session: its request and event are collected while locals lives, and locals.auth() still answers the same session', async () => {
		const browser = new Browser(makeAuth(baseConfig()));
		await browser.signIn();
		const kept = await request(browser, true);
		expect(kept.during?.user?.email).toBe('demo@example.com');
		await collect();
		expect(kept.request.deref()).toBeUndefined();
		expect(kept.event.deref()).toBeUndefined();
		// Memoised past the response: the same object, not a second read.
		expect(await kept.locals.auth()).toBe(kept.during);
	});

	test('a request that never read the session keeps what a first read after the response needs, and that read answers', async () => {
		const browser = new Browser(makeAuth(baseConfig()));
		await browser.signIn();
		const kept = await request(browser, false);
		await collect();
		expect(kept.request.deref()).toBeInstanceOf(Request);
		const late = await kept.locals.auth();
		expect(late?.user?.email).toBe('demo@example.com');
		await collect();
		expect(kept.request.deref()).toBeUndefined();
	});
});
