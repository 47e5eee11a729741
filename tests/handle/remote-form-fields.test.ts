/**
 * The library refuses a remote-form submission only where SvelteKit 3 itself cannot read it (and would answer
 * 500): its check and kit's own reader (`convert_formdata`, the function kit runs on the submission) must agree
 * on every form. Forms are generated from a seed, from the parts that decide kit's answer: bound and unbound
 * names, type prefixes, arrays, image buttons, paths that clash, forbidden keys, repeated and empty values.
 * When kit's rules change in an upgrade, this test names the form on which the two disagree.
 */
import { describe, expect, test } from 'vitest';
// @ts-expect-error kit's reader is internal (no types, no export): the test reads it from the installed package.
import { convert_formdata } from '../../node_modules/@sveltejs/kit/src/runtime/form-utils.js';
import { readRemoteForm, remoteFormFieldProblem } from '#lib/auth/core/remote-form-fields.ts';
import { createRng, type Rng } from '../../attacks/fuzz/prng.ts';
import { formOf, showForm as show } from '../../attacks/fuzz/form-data.ts';

const FORM = 'h4sh1d/signIn';
const SEED = 20261128;

/** What kit does with the submission: its input object, or the plain Error a 500 comes from. */
function kitReads(data: FormData): 'reads' | 'throws' {
	return kitInput(data) === undefined ? 'throws' : 'reads';
}

function kitInput(data: FormData): Record<string, unknown> | undefined {
	try {
		return convert_formdata(FORM, data);
	} catch (error) {
		// kit's own HTTP errors (a 4xx it chose) would carry a status; these rules throw plain Errors.
		if ((error as { status?: number }).status) throw error;
		return undefined;
	}
}

const KEYS = ['a', 'b', 'user', '_password', '0', '1', '__proto__', 'constructor', 'x', 'length', 'bad-key', ''];

function pathOf(rng: Rng): string {
	let path = rng.pick(['a', 'b', 'id', 'user', 'email', '$x', '_password', '9a', 'a b']);
	for (let depth = rng.int(3); depth > 0; depth--) {
		const key = rng.pick(KEYS);
		path += rng.chance(0.4) ? `[${rng.pick(['0', '1', key])}]` : `.${key}`;
	}
	return path;
}

function nameOf(rng: Rng): string {
	if (rng.chance(0.08)) return rng.pick(['email', 'provider', 'a/other/form', `a/${FORM}x`, `/${FORM}`]);
	const prefix = rng.pick(['', '', '', 'n:', 'b:', 'i:']);
	const array = rng.chance(0.2) ? '[]' : '';
	const image = prefix === 'i:' && rng.chance(0.5) ? rng.pick(['.x', '.y']) : '';
	return `${prefix}${pathOf(rng)}${array}/${FORM}${image}`;
}


describe('remote-form submissions: the library refuses exactly what SvelteKit cannot read', () => {
	test('5,000 generated forms: the check refuses a form if and only if kit throws on it, and reads the same top-level fields', () => {
		const rng = createRng(SEED);
		const counts = { reads: 0, throws: 0 };
		for (let i = 0; i < 5000; i++) {
			const data = formOf(rng, nameOf);
			const input = kitInput(data);
			counts[input ? 'reads' : 'throws']++;
			const read = readRemoteForm(FORM, data);
			const label = `form ${i}: ${show(data)} (library: ${JSON.stringify(read)})`;
			expect('problem' in read ? 'throws' : 'reads', label).toBe(input ? 'reads' : 'throws');
			// The hook decides on the instance key by whether the input has an `id`: the keys must be kit's.
			if (input && 'input' in read) expect(Object.keys(read.input), label).toEqual(Object.keys(input));
		}
		// Both answers must be common, or the comparison proves little.
		expect(counts.reads).toBeGreaterThan(500);
		expect(counts.throws).toBeGreaterThan(500);
	});

	test.each([
		['unbound', [['email', 'a@b.test']]],
		['unbound', [[`user/other/form`, 'x']]],
		['duplicate', [[`user/${FORM}`, 'a'], [`user/${FORM}`, 'b']]],
		['invalid-name', [[`bad-key/${FORM}`, 'x']]],
		['forbidden-key', [[`user.__proto__.admin/${FORM}`, 'x']]],
		['conflict', [[`user/${FORM}`, 'x'], [`user.name/${FORM}`, 'y']]],
		['conflict', [[`list[]/${FORM}`, 'x'], [`list.name/${FORM}`, 'y']]]
	] as const)('refused (%s): %j', (problem, fields) => {
		const data = new FormData();
		for (const [name, value] of fields) data.append(name, value);
		expect(kitReads(data)).toBe('throws');
		expect(remoteFormFieldProblem(FORM, data)).toBe(problem);
	});

	test.each([
		[[`credentials.username/${FORM}`, 'demo'], [`credentials._password/${FORM}`, 'demo']],
		[[`tags[]/${FORM}`, 'a'], [`tags[]/${FORM}`, 'b']],
		[[`n:age/${FORM}`, ''], [`age.years/${FORM}`, '3']],
		[[`i:pos/${FORM}.x`, '10'], [`i:pos/${FORM}.y`, '20']],
		[[`list[0]/${FORM}`, 'a'], [`list[1]/${FORM}`, 'b']]
	])('read by kit and let through: %j', (...fields) => {
		const data = new FormData();
		for (const [name, value] of fields) data.append(name, value);
		expect(kitReads(data)).toBe('reads');
		expect(remoteFormFieldProblem(FORM, data)).toBeNull();
	});

	test('an empty file input is skipped, as kit skips it, even under a name kit would not accept', () => {
		const data = new FormData();
		data.append(`bad-key/${FORM}`, new File([], ''), '');
		expect(kitReads(data)).toBe('reads');
		expect(remoteFormFieldProblem(FORM, data)).toBeNull();
	});
});
