/**
 * Seeded form submissions for the comparisons of the library's remote-form check with SvelteKit's own reader
 * (tests/handle/remote-form-fields.test.ts for SvelteKit 3, fixtures/e2e/remote-forms.spec.ts for SvelteKit 2):
 * 1 to 4 names from `nameOf`, 1 to 6 entries drawn from them (so names repeat and interleave), each a string
 * that kit may convert or a file, empty or not, named or not (an empty file input sends a nameless empty file).
 */
import type { Rng } from './prng.ts';

function valueOf(rng: Rng): FormDataEntryValue {
	if (rng.chance(0.1)) return new File(rng.chance(0.5) ? [] : ['data'], rng.chance(0.5) ? '' : 'a.txt');
	return rng.pick(['', 'on', '1', '2.5', 'text']);
}

export function formOf(rng: Rng, nameOf: (rng: Rng) => string): FormData {
	const data = new FormData();
	const names = Array.from({ length: rng.between(1, 4) }, () => nameOf(rng));
	for (let i = rng.between(1, 6); i > 0; i--) {
		const value = valueOf(rng);
		const name = rng.pick(names);
		if (typeof value === 'string') data.append(name, value);
		else data.append(name, value, value.name);
	}
	return data;
}

/** A form as one line, for a failing comparison's message. */
export const showForm = (data: FormData) =>
	JSON.stringify([...data].map(([name, value]) => [name, typeof value === 'string' ? value : `File(${value.name}, ${value.size})`]));
