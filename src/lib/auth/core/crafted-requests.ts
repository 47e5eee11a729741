/**
 * Requests that SvelteKit itself would answer with a 500, refused by the hook with a 400 before kit sees them:
 * a crafted request is the client's mistake, and a 500 both misreports it and logs it as a server failure.
 * Nothing here reads the session or writes anything; the app's own routes never see these requests.
 */
import { VERSION } from '@sveltejs/kit';
import type { RequestEventLike } from '../context.ts';
import { readRemoteForm } from './remote-form-fields.ts';
import { readKit2RemoteForm } from './remote-form-fields-kit2.ts';

const NO_STORE = 'private, no-store';

/**
 * SvelteKit 3.2 answers a form POST that names the default action (`?/default`, in any spelling its query
 * parser decodes to that) with a plain Error, a 500, in every app that has a default action:
 * https://github.com/sveltejs/kit/blob/main/packages/kit/src/runtime/server/page/actions.js (call_action,
 * `action_name_reserved`). Only the first `/`-key counts there, so only it counts here.
 */
export function namesDefaultAction(url: URL): boolean {
	if (!url.search) return false;
	for (const key of url.searchParams.keys()) if (key.startsWith('/')) return key === '/default';
	return false;
}

export function defaultActionRefusal(): Response {
	return new Response('Bad Request: the default form action cannot be named; post to the page without "?/default".', {
		status: 400,
		headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_STORE }
	});
}

/**
 * How the installed SvelteKit reads a POST to a remote form, where the library knows it. Each rule is what
 * that version's own source does (remote-functions.js, form-utils.js); tests/handle/remote-form-fields.test.ts
 * (SvelteKit 3) and fixtures/e2e/remote-forms.spec.ts (SvelteKit 2) hold them against kit's own reader.
 */
export interface RemoteRules {
	/** SvelteKit 3: a field's name ends with `/<form id>`. SvelteKit 2: plain names (core/remote-form-fields-kit2.ts). */
	boundNames: boolean;
	/** Where an instance key (`form.for(key)`) ends: everything after the form's name, or its first segment only. */
	pageKey: 'rest' | 'segment';
	endpointKey: 'rest' | 'segment';
	/** SvelteKit 2 before 2.66 put a field that sent only an empty file into the input (as undefined). */
	emptyFilesPlaced?: boolean;
}

/**
 * The rules of a SvelteKit version, or null where the check stays off: SvelteKit 2 before 2.49 read remote
 * forms another way (no binary format; a form's fields reached the form as raw FormData), and a major
 * version after 3 is not known yet.
 */
export function remoteRulesOf(version: string): RemoteRules | null {
	const [major, minor] = version.split('.').map(Number);
	if (major === 3) return { boundNames: true, pageKey: 'rest', endpointKey: 'rest' };
	if (major !== 2 || !(minor >= 49)) return null;
	// 2.65 joined a page's key from every segment after the name (it may contain `/`); the endpoint never did.
	return { boundNames: false, pageKey: minor >= 65 ? 'rest' : 'segment', endpointKey: 'segment', emptyFilesPlaced: minor < 66 };
}

/** The remote form a POST submits to: its id (`<hash>/<name>`), the instance key after it, and which endpoint. */
export interface RemoteTarget {
	formId: string;
	/** `form.for(key)`'s key as the URL carries it: JSON (percent-encoded once more on the JavaScript endpoint). */
	args: string;
	/** kit's remote endpoint (`/_app/remote/...`, JavaScript) rather than a page with `?/remote=` (no JavaScript). */
	endpoint: boolean;
	rules: RemoteRules;
}

const RULES = remoteRulesOf(VERSION);
const BINARY_FORM = 'application/x-sveltekit-formdata';
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

function targetOf(id: string, endpoint: boolean, rules: RemoteRules): RemoteTarget | null {
	const first = id.indexOf('/');
	if (first < 1) return null;
	const second = id.indexOf('/', first + 1);
	if (second < 0) return { formId: id, args: '', endpoint, rules };
	let args = id.slice(second + 1);
	if ((endpoint ? rules.endpointKey : rules.pageKey) === 'segment') args = args.split('/', 1)[0];
	return { formId: id.slice(0, second), args, endpoint, rules };
}

/**
 * The path the client asked for, from the request's own URL: for a call to kit's remote endpoint, SvelteKit
 * rewrites `event.url` to the page's (its `x-sveltekit-pathname` header, which any client can send; SvelteKit 2
 * uses the base path when there is none), so only the request tells the endpoint apart.
 */
function requestedPath(request: Request): string {
	const href = request.url;
	const start = href.indexOf('/', href.indexOf('//') + 2);
	if (start < 0) return '/';
	const query = href.indexOf('?', start);
	return query < 0 ? href.slice(start) : href.slice(start, query);
}

/**
 * A POST to a remote form whose body kit parses as a form: kit's remote endpoint under `remotePrefix` (which
 * answers 415 to what is not a form content type; its binary format is the JavaScript client's own, not read
 * here), or `?/remote=<id>` on a page (kit reads any body that is not its binary format as form data there).
 * The endpoint first, as kit decides. `rules` defaults to the installed SvelteKit's.
 */
export function remoteFormTarget(event: RequestEventLike, remotePrefix: string | undefined, rules = RULES): RemoteTarget | null {
	if (!rules) return null;
	const path = remotePrefix === undefined ? undefined : requestedPath(event.request);
	const endpoint = path !== undefined && path.startsWith(remotePrefix!);
	const { url } = event;
	const page = endpoint || !url.search ? null : url.searchParams.get('/remote');
	if (page === null && !endpoint) return null;
	const type = (event.request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
	if (type === BINARY_FORM) return null;
	if (page !== null) return targetOf(page, false, rules);
	return FORM_TYPES.includes(type) ? targetOf(path!.slice(remotePrefix!.length), true, rules) : null;
}

/** Whether `JSON.parse` reads `text` (after `decodeURIComponent`, when `decode`), as kit does with a form's key. */
function parses(text: string, decode: boolean): boolean {
	try {
		JSON.parse(decode ? decodeURIComponent(text) : text);
		return true;
	} catch {
		return false;
	}
}

/**
 * Why kit would fail on this remote-form POST with a 500: the body is no form (kit's `formData()` throws), a
 * field kit cannot read (core/remote-form-fields.ts), or an instance key that is not JSON (kit parses it, on a
 * page as it comes and once more percent-decoded when the form has no `id` field of its own:
 * https://github.com/sveltejs/kit/blob/main/packages/kit/src/runtime/server/remote-functions.js). Null when kit
 * can read it, and when the body could not be read for a reason kit answers itself (a 413 over its size limit).
 */
export async function remoteFormProblem(request: Request, target: RemoteTarget): Promise<string | null> {
	// On a page, kit parses the key before it reads the body: a body kit refuses itself (a 413) still has its key parsed.
	if (!target.endpoint && target.args && !parses(target.args, false)) return 'key';
	let data: FormData;
	try {
		data = await request.clone().formData();
	} catch (error) {
		return statusOf(error) ? null : 'not-a-form';
	}
	const read = target.rules.boundNames ? readRemoteForm(target.formId, data) : readKit2RemoteForm(data, target.rules.emptyFilesPlaced);
	if ('problem' in read) return read.problem;
	if (!target.args) return null;
	return 'id' in read.input || parses(target.args, true) ? null : 'key';
}

/** An HTTP status the body's reader failed with (adapter-node's size limit), here or in the error's cause. */
function statusOf(error: unknown): number | undefined {
	for (let e = error as { status?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
		if (typeof e.status === 'number') return e.status;
	}
	return undefined;
}

/** The refusal, in the shape the endpoint's callers read: kit's remote JSON, or a plain page for a browser. */
export function remoteFormRefusal(target: RemoteTarget): Response {
	const headers = { 'cache-control': NO_STORE };
	if (target.endpoint) return Response.json({ type: 'error', error: { status: 400, message: 'Bad Request' } }, { status: 400, headers });
	const text = 'Bad Request: this form submission cannot be read. Its fields must be the ones the form defines, each sent once.';
	return new Response(text, { status: 400, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });
}
