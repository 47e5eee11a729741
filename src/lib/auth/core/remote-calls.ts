/**
 * What the remote functions (remote-functions.ts) do, without SvelteKit's `$app/server`: read what a
 * remote form posted, call the in-process entry (api.ts) on the remote call's own request, and turn its
 * outcome into one of three answers the SvelteKit layer gives (a redirect, field-level issues, an HTTP
 * error). The CSRF check, redirect validation, callbacks, events and cookies are the entry's: there is no
 * second path. Which answer an error gets comes from the error table (errors.ts): errors the routes show on
 * the sign-in page become issues next to the fields that were filled in, errors shown on the error page
 * redirect there, and errors answered directly (bad input, CSRF) are HTTP errors with their status.
 */
import { AuthError, BadRequest, ruleOf } from '../errors.ts';
import { signInErrorMessage } from '../pages/messages.ts';
import type { Fields } from '../actions/input.ts';
import type { Session } from '../model.ts';
import type { AuthApi, CallerEvent, SignInCall } from './api.ts';

/**
 * What a remote sign-in form posts, as SvelteKit groups its field names (`credentials.username` is
 * `credentials: { username }`). `id` is the key of `signIn.for('<provider id>')`.
 */
export interface RemoteSignInInput {
	/** The provider id; defaults to the form's key (`signIn.for('github')`). */
	provider?: string;
	id?: string;
	/** Where to land afterwards (a path or a same-origin URL). Default: the page the form was on (its Referer). */
	redirectTo?: string;
	/**
	 * Credential fields. A leading `_` is dropped (`_password` reaches `authorize()` as `password`):
	 * SvelteKit never echoes `_` fields back into the page after a failed no-JavaScript submission.
	 */
	credentials?: Record<string, string>;
	/** The address, for an e-mail provider. */
	email?: string;
	/** Extra authorization parameters for an OAuth/OIDC provider (`authorizationParams.login_hint`). */
	authorizationParams?: Record<string, string>;
	/** The double-submit token, for clients that send neither `Origin` nor `Sec-Fetch-Site`. */
	csrfToken?: string;
}

export interface RemoteSignOutInput {
	redirectTo?: string;
	csrfToken?: string;
}

/** An issue SvelteKit shows next to the field at `path` (`[]`: the whole form). */
export interface FieldIssue {
	message: string;
	path: string[];
}

export type RemoteOutcome<T = never> =
	| { type: 'result'; value: T }
	| { type: 'redirect'; location: string }
	| { type: 'invalid'; issues: FieldIssue[] }
	| { type: 'error'; status: number; message: string };

export interface RemoteSignInOptions {
	/**
	 * The text shown for a refused sign-in (an issue, or the message of an HTTP error), e.g. per
	 * `CredentialsSignin` code. Return undefined for the default text (the built-in sign-in page's). It must
	 * not say which credential was wrong.
	 */
	message?: (error: AuthError) => string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalString(input: Record<string, unknown>, key: string): string | undefined {
	const value = input[key];
	if (value === undefined || value === '') return undefined;
	if (typeof value !== 'string') throw new BadRequest(`"${key}" must be text`);
	return value;
}

/** A group of fields (`credentials`, `authorizationParams`): text, numbers and booleans, as SvelteKit coerced them. */
function fieldGroup(input: Record<string, unknown>, key: string, dropUnderscore: boolean): Record<string, string> {
	const group = input[key];
	if (group === undefined) return {};
	if (!isRecord(group)) throw new BadRequest(`"${key}" must be a group of fields`);
	const out: Record<string, string> = {};
	for (const [name, value] of Object.entries(group)) {
		if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw new BadRequest(`"${key}.${name}" must be text`);
		out[dropUnderscore && name.startsWith('_') ? name.slice(1) : name] = String(value);
	}
	return out;
}

/** The in-process call a remote sign-in form asks for. @throws BadRequest */
export function readSignIn(input: unknown): SignInCall {
	if (!isRecord(input)) throw new BadRequest('The form sent no fields');
	const provider = optionalString(input, 'provider') ?? (typeof input.id === 'string' && input.id ? input.id : undefined);
	if (!provider) throw new BadRequest('No provider: add a `provider` field or use signIn.for(<provider id>)');
	const fields: Fields = fieldGroup(input, 'credentials', true);
	const email = optionalString(input, 'email');
	const csrfToken = optionalString(input, 'csrfToken');
	if (email !== undefined) fields.email = email;
	if (csrfToken !== undefined) fields.csrfToken = csrfToken;
	return { provider, redirectTo: optionalString(input, 'redirectTo'), fields, authorizationParams: fieldGroup(input, 'authorizationParams', false) };
}

/** What the built-in sign-in page says for a value it has no text of its own for. */
const DEFAULT_TEXT = signInErrorMessage('');

/**
 * The text of an answer: the app's, else the built-in sign-in page's text for the wire value, else the
 * error's own message when the table marks it as written for the client (bad input), else a neutral text.
 */
function describe(error: AuthError, options: RemoteSignInOptions = {}): string {
	const custom = options.message?.(error);
	if (custom) return custom;
	const rule = ruleOf(error);
	const text = signInErrorMessage(rule.wire);
	return text === DEFAULT_TEXT && rule.expose ? error.message : text;
}

/**
 * How a refused call is answered, by the error table: `signIn` errors become an issue on `field` (the group
 * the user filled in), `error` errors go to the error page, `json` errors are HTTP errors with their status.
 */
export function refusal(error: AuthError, location: string, field: string | null, options?: RemoteSignInOptions): RemoteOutcome {
	const rule = ruleOf(error);
	const message = describe(error, options);
	if (rule.page === 'signIn') return { type: 'invalid', issues: [{ message, path: field ? [field] : [] }] };
	if (rule.page === 'error') return { type: 'redirect', location };
	return { type: 'error', status: rule.status, message };
}

/** The field group an issue belongs next to: the one the form filled in (else the whole form). */
function issueField(input: unknown): string | null {
	if (!isRecord(input)) return null;
	if (input.credentials !== undefined) return 'credentials';
	return input.email !== undefined ? 'email' : null;
}

/**
 * The page the form was posted from, without SvelteKit's `/remote` action parameter: after a failed
 * no-JavaScript submission the page's URL carries it, and a redirect there would post nothing but show
 * the old result. The entry judges the target as any other (same origin, `redirect` callback).
 */
export function pageOf(event: CallerEvent): string | undefined {
	const referer = event.request.headers.get('referer');
	if (!referer || !URL.canParse(referer)) return undefined;
	const url = new URL(referer);
	url.searchParams.delete('/remote');
	return url.href;
}

function badInput(error: unknown): RemoteOutcome {
	if (error instanceof BadRequest) return refusal(error, '', null);
	throw error;
}

/** A remote sign-in form's submission: where to go next, issues next to its fields, or an HTTP error. */
export async function submitSignIn(api: AuthApi, event: CallerEvent, input: unknown, options?: RemoteSignInOptions): Promise<RemoteOutcome> {
	let call: SignInCall;
	try {
		call = readSignIn(input);
	} catch (error) {
		return badInput(error);
	}
	const outcome = await api.signIn(event, { ...call, redirectTo: call.redirectTo ?? pageOf(event) });
	if (outcome.ok) return { type: 'redirect', location: outcome.location };
	return refusal(outcome.error, outcome.location, issueField(input), options);
}

/** A remote sign-out form's submission: the redirect after the session ended, or an HTTP error (a cross-site call). */
export async function submitSignOut(api: AuthApi, event: CallerEvent, input: unknown): Promise<RemoteOutcome> {
	let redirectTo: string | undefined;
	let csrfToken: string | undefined;
	try {
		const fields = isRecord(input) ? input : {};
		redirectTo = optionalString(fields, 'redirectTo');
		csrfToken = optionalString(fields, 'csrfToken');
	} catch (error) {
		return badInput(error);
	}
	const outcome = await api.signOut(event, { redirectTo: redirectTo ?? pageOf(event), fields: csrfToken === undefined ? {} : { csrfToken } });
	if (outcome.ok) return { type: 'redirect', location: outcome.location };
	return refusal(outcome.error, outcome.location, null);
}

/** A session update from a remote command: the new session, or an HTTP error with the table's status. */
export async function submitSessionUpdate(api: AuthApi, event: CallerEvent, data: unknown): Promise<RemoteOutcome<Session | null>> {
	const outcome = await api.updateSession(event, data);
	if (outcome.ok) return { type: 'result', value: outcome.session };
	return { type: 'error', status: ruleOf(outcome.error).status, message: describe(outcome.error) };
}
