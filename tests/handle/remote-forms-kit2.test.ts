/**
 * The check of crafted remote-form posts under SvelteKit 2's rules, which differ from SvelteKit 3's by version
 * (read off each release's remote.js and form-utils.js): plain field names from 2.49, an instance key cut at
 * its first `/` before 2.65 (always, at the endpoint), and a field of only empty files put into the input
 * before 2.66. The rules are held against SvelteKit 2's own reader in fixtures/e2e/remote-forms.spec.ts, on
 * the fixture app's SvelteKit 2; here each version's difference is pinned by name.
 */
import { describe, expect, test } from 'vitest';
import { remoteFormProblem, remoteFormTarget, remoteRulesOf, type RemoteRules } from '#lib/auth/core/crafted-requests.ts';
import { ORIGIN } from './harness.ts';

const PREFIX = '/_app/remote/';
const KIT_270 = remoteRulesOf('2.70.4')!;
const KIT_260 = remoteRulesOf('2.60.1')!;

/** Why the check refuses this POST under `rules` (null: it lets kit have it), as the hook asks. */
async function problemOf(rules: RemoteRules, path: string, body: BodyInit, type = 'application/x-www-form-urlencoded') {
	const url = new URL(path, ORIGIN);
	const request = new Request(url, { method: 'POST', body, headers: { 'content-type': type } });
	const target = remoteFormTarget({ request, url }, PREFIX, rules);
	if (!target) return 'not a remote-form post';
	return remoteFormProblem(request, target);
}

const form = (...pairs: Array<[string, string]>) => new URLSearchParams(pairs);

describe('which SvelteKit gets which rules', () => {
	test.each([
		['3.2.0', { boundNames: true, pageKey: 'rest', endpointKey: 'rest' }],
		['2.70.4', { boundNames: false, pageKey: 'rest', endpointKey: 'segment', emptyFilesPlaced: false }],
		['2.65.0', { boundNames: false, pageKey: 'rest', endpointKey: 'segment', emptyFilesPlaced: true }],
		['2.60.1', { boundNames: false, pageKey: 'segment', endpointKey: 'segment', emptyFilesPlaced: true }],
		['2.49.0', { boundNames: false, pageKey: 'segment', endpointKey: 'segment', emptyFilesPlaced: true }]
	])('%s: %j', (version, rules) => {
		expect(remoteRulesOf(version)).toEqual(rules);
	});

	test('off where the rules are not known: SvelteKit 2 before 2.49 (raw FormData reached the form), and majors after 3', () => {
		for (const version of ['2.48.8', '2.47.3', '2.26.0', '4.0.0', 'unknown']) expect(remoteRulesOf(version), version).toBeNull();
	});
});

describe('SvelteKit 2 field names: plain property paths', () => {
	test.each([
		['invalid-name', form(['credentials.user-name', 'x'])],
		['invalid-name', form(['i:pos.x', '10'])],
		['duplicate', form(['credentials.username', 'a'], ['credentials.username', 'b'])],
		['forbidden-key', form(['credentials.__proto__.role', 'admin'])],
		['conflict', form(['credentials', 'x'], ['credentials.username', 'y'])],
		['not-a-form', '{"credentials":{}}']
	] as const)('refused (%s): %s', async (problem, body) => {
		const type = typeof body === 'string' ? 'application/json' : undefined;
		expect(await problemOf(KIT_270, '/signin?/remote=h4sh1d/signIn', body, type)).toBe(problem);
	});

	test.each([
		form(['credentials.username', 'demo'], ['credentials._password', 'pw']),
		form(['tags[]', 'a'], ['tags[]', 'b']),
		form(['n:age', ''], ['age.years', '3']),
		form(['n:n:age', '3'])
	])('read by SvelteKit 2 and let through: %s', async (body) => {
		expect(await problemOf(KIT_270, '/signin?/remote=h4sh1d/signIn', body)).toBeNull();
	});

	test('a name bound to the form, as SvelteKit 3 names fields, is no property path to SvelteKit 2', async () => {
		expect(await problemOf(KIT_270, '/signin?/remote=h4sh1d/signIn', form(['email/h4sh1d/signIn', 'a@b.test']))).toBe('invalid-name');
	});
});

describe('SvelteKit 2 instance keys', () => {
	const body = form(['email', 'a@b.test']);

	test('on a page, from 2.65 the key is everything after the name; before, its first segment only', async () => {
		const page = `/signin?/remote=${encodeURIComponent('h4sh1d/signIn/"a/b"')}`;
		expect(await problemOf(KIT_270, page, body)).toBeNull();
		expect(await problemOf(KIT_260, page, body)).toBe('key');
	});

	test('at the endpoint, every SvelteKit 2 reads the first segment only (SvelteKit 3 reads the rest)', async () => {
		const path = `${PREFIX}h4sh1d/signIn/%22ok%22/extra`;
		expect(await problemOf(KIT_270, path, body)).toBeNull();
		expect(await problemOf(remoteRulesOf('3.2.0')!, path, form(['email/h4sh1d/signIn', 'a@b.test']))).toBe('key');
	});

	test('an `id` field that sent only an empty file: before 2.66 kit put `id` into the input and read no key; from 2.66 it skips the field', async () => {
		// As a browser sends an empty file input (`filename=""`): undici's own FormData would send it as a string.
		const withEmptyId = [
			'--XX\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.test',
			'--XX\r\nContent-Disposition: form-data; name="id"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n',
			'--XX--\r\n'
		].join('\r\n');
		const multipart = 'multipart/form-data; boundary=XX';
		const page = '/signin?/remote=h4sh1d/signIn/%22100%25%22';
		expect(await problemOf(KIT_260, page, withEmptyId, multipart)).toBeNull();
		expect(await problemOf(KIT_270, page, withEmptyId, multipart)).toBe('key');
	});
});
