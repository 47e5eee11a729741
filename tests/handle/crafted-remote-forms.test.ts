/**
 * Crafted posts to remote forms get a 400 from the library's `handle`, before SvelteKit 3 reads them (kit
 * answers them with a 500): a page's `?/remote=` form without JavaScript, and kit's remote endpoint. What kit
 * can read reaches it untouched, with its body still readable, and so does every other kind of request.
 */
import { describe, expect, test } from 'vitest';
import { ORIGIN, drive, makeAuth, type Render } from './harness.ts';

const FORM = 'h4sh1d/signIn';
const field = (name: string) => `${name}/${FORM}`;
const form = (...pairs: Array<[string, string]>) => new URLSearchParams(pairs);

/** Stands in for kit: records that the request reached it, and what body it could still read. */
function kit() {
	const seen: { reached: boolean; body?: string } = { reached: false };
	const render: Render = async (event) => {
		seen.reached = true;
		seen.body = await event.request.text();
		return new Response('kit');
	};
	return { seen, render };
}

async function post(path: string, body: BodyInit, type?: string) {
	const { seen, render } = kit();
	const headers = type ? { 'content-type': type } : undefined;
	const response = await drive(makeAuth(), path, { method: 'POST', body, headers }, render);
	return { response, seen };
}

describe('without JavaScript: a page with ?/remote=<id>', () => {
	test.each([
		['a field the form does not define', form(['email', 'a@b.test'])],
		['a field sent twice', form([field('credentials.username'), 'a'], [field('credentials.username'), 'b'])],
		['a path through __proto__', form([field('credentials.__proto__.role'), 'admin'])],
		['a name that is no property path', form([field('bad-name'), 'x'])],
		['a path through a value another field set', form([field('user'), 'x'], [field('user.name'), 'y'])]
	])('%s: 400 from handle, a plain-text answer, kit never reached', async (_, body) => {
		const { response, seen } = await post(`/signin?/remote=${FORM}/%22credentials%22`, body);
		expect(response.status).toBe(400);
		expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
		expect(response.headers.get('cache-control')).toBe('private, no-store');
		expect(await response.text()).toMatch(/^Bad Request: this form submission cannot be read/);
		expect(seen.reached).toBe(false);
	});

	test('an instance key that is not JSON is refused, and a body that is no form', async () => {
		const badKey = await post(`/signin?/remote=${FORM}/%7Bnot-json`, form([field('credentials.username'), 'demo']));
		expect(badKey.response.status).toBe(400);
		const notForm = await post(`/signin?/remote=${FORM}`, '{"a":1}', 'application/json');
		expect(notForm.response.status).toBe(400);
		expect(badKey.seen.reached || notForm.seen.reached).toBe(false);
	});

	test('what the form defines reaches kit, body intact: keyed instance, arrays, numbers, and an `id` field kit uses instead of the key', async () => {
		const body = form([field('credentials.username'), 'demo'], [field('credentials._password'), 'pw'], [field('tags[]'), 'a'], [field('tags[]'), 'b'], [`n:${field('age')}`, '3']);
		const { response, seen } = await post(`/signin?/remote=${FORM}/%22credentials%22`, body);
		expect(response.status).toBe(200);
		expect(seen).toEqual({ reached: true, body: body.toString() });
		// kit parses the key once more percent-decoded only when the form has no `id` of its own.
		const withId = await post(`/signin?/remote=${FORM}/%22100%25%22`, form([field('id'), 'x']));
		expect(withId.seen.reached).toBe(true);
		const withoutId = await post(`/signin?/remote=${FORM}/%22100%25%22`, form([field('name'), 'x']));
		expect(withoutId.response.status).toBe(400);
	});

	test("a body the server refuses to read (adapter-node's 413 over its size limit) is kit's to answer, but a key that is not JSON is refused first, as kit parses it before the body", async () => {
		// The stream fails as adapter-node's does past BODY_SIZE_LIMIT: with an error that carries the status.
		const oversized = () =>
			new ReadableStream({ pull: (controller) => controller.error(Object.assign(new Error('Content-length exceeds limit'), { status: 413 })) });
		const send = async (path: string) => {
			const { seen, render } = kit();
			const init = { method: 'POST', body: oversized(), duplex: 'half', headers: { 'content-type': 'application/x-www-form-urlencoded' } } as RequestInit;
			const response = await drive(makeAuth(), path, init, async (event) => ((seen.reached = true), render({ ...event, request: new Request(event.url, { method: 'POST', body: 'x' }) })));
			return { response, seen };
		};
		expect((await send(`/signin?/remote=${FORM}/%22credentials%22`)).seen.reached).toBe(true);
		const badKey = await send(`/signin?/remote=${FORM}/%22credentials%22?token=x`);
		expect(badKey.response.status).toBe(400);
		expect(badKey.seen.reached).toBe(false);
	});

	test("kit's own binary form format, GETs, and posts without ?/remote= reach kit untouched", async () => {
		expect((await post(`/signin?/remote=${FORM}`, 'opaque', 'application/x-sveltekit-formdata')).seen.reached).toBe(true);
		expect((await post('/signin?/login', form(['email', 'a@b.test']))).seen.reached).toBe(true);
		const { seen, render } = kit();
		await drive(makeAuth(), `/signin?/remote=${FORM}`, {}, render);
		expect(seen.reached).toBe(true);
	});
});

describe("with JavaScript: kit's remote endpoint", () => {
	test('unbound or repeated fields get 400 with the JSON kit answers remote calls with, kit never reached', async () => {
		for (const body of [form(['bogus', '1']), form([field('email'), 'a'], [field('email'), 'b'])]) {
			const { response, seen } = await post(`/_app/remote/${FORM}`, body);
			expect(response.status).toBe(400);
			expect(await response.json()).toEqual({ type: 'error', error: { status: 400, message: 'Bad Request' } });
			expect(seen.reached).toBe(false);
		}
	});

	test('a bound form, a JSON command call and the binary format reach kit', async () => {
		expect((await post(`/_app/remote/${FORM}`, form([field('email'), 'a@b.test']))).seen.reached).toBe(true);
		expect((await post(`/_app/remote/h4sh1d/updateSession`, '{"payload":"x"}', 'application/json')).seen.reached).toBe(true);
		expect((await post(`/_app/remote/${FORM}`, 'opaque', 'application/x-sveltekit-formdata')).seen.reached).toBe(true);
	});

	test('under a kit base path, the endpoint is found under it', async () => {
		const { seen, render } = kit();
		const auth = makeAuth(undefined, { base: '/app' });
		const response = await drive(auth, `/app/_app/remote/${FORM}`, { method: 'POST', body: form(['bogus', '1']) }, render);
		expect(response.status).toBe(400);
		expect(seen.reached).toBe(false);
	});

	test("a call that names its page (`x-sveltekit-pathname`, which kit makes `event.url`) is found by the request's own URL", async () => {
		const { seen, render } = kit();
		// What kit hands the hook for such a call: the page's URL as event.url, the endpoint's as request.url.
		const request = new Request(`${ORIGIN}/_app/remote/${FORM}`, { method: 'POST', body: form(['bogus', '1']), headers: { 'x-sveltekit-pathname': '/signin' } });
		const response = await makeAuth().handle({ event: { request, url: new URL(`${ORIGIN}/signin`), locals: {} }, resolve: (e: never) => render(e) });
		expect(response.status).toBe(400);
		expect(seen.reached).toBe(false);
	});

	test('a ?/remote= in the query of an endpoint call does not count: kit reads it as a call to the endpoint, and so does the check', async () => {
		const { seen } = await post(`/_app/remote/${FORM}?/remote=other1/form`, form([field('email'), 'a@b.test']));
		expect(seen.reached).toBe(true);
	});
});
