/**
 * Whether SvelteKit 2 (2.49 and later) can turn a submission to a remote `form` into its input object; the
 * same question as core/remote-form-fields.ts asks for SvelteKit 3, whose rules differ in three ways:
 * - field names are plain property paths (`email`, `n:age`, `tags[]`), not bound to the form's id, and there
 *   are no `i:` image-button fields (`i:x` is a name kit cannot read);
 * - kit reads the form's entries in order, repeats included (`FormData#keys`), not once per name, so a name
 *   sent again after a clashing one is placed again;
 * - a type prefix is removed twice: once while reading the entries and once more while placing the value, so
 *   `n:n:a` is the number `a`, and `n:b:a` the boolean `a`.
 * https://github.com/sveltejs/kit/blob/version-2/packages/kit/src/runtime/form-utils.js (`convert_formdata`,
 * `set_nested_value`, `split_path`, `deep_set`). tests/handle/remote-form-fields-kit2.test.ts holds these
 * rules against kit 2's own reader.
 */
import { PATH, isSent, place, type FieldProblem } from './remote-form-fields.ts';

/** A `n:` or `b:` prefix taken off `key`, and `value` converted as kit converts it. */
function unprefixed(key: string, value: unknown): [string, unknown] {
	if (key.startsWith('n:')) return [key.slice(2), value === '' ? undefined : parseFloat(value as string)];
	if (key.startsWith('b:')) return [key.slice(2), value === 'on'];
	return [key, value];
}

interface Entry {
	path: string;
	value: unknown;
	/** Placed only for the input's shape (an empty file under kit before 2.66): a problem with it refuses nothing. */
	lenient?: boolean;
}

/**
 * What kit places for one field name, or why it cannot; null when kit skips it: a name that sent only empty
 * file inputs, since 2.66. Before, kit placed `undefined` there (`emptyPlaced`): the name is then in the
 * input (which decides whether an instance key is read), though a problem with it is not reported, since
 * kit's older rules differ around it and the check must not refuse what they read.
 */
function entryOf(name: string, values: FormDataEntryValue[], emptyPlaced: boolean): Entry | FieldProblem | null {
	const isArray = name.endsWith('[]');
	const sent = values.filter(isSent);
	if (sent.length === 0 && !isArray) {
		if (!emptyPlaced) return null;
		const path = unprefixed(unprefixed(name, undefined)[0], undefined)[0];
		return PATH.test(path) ? { path, value: undefined, lenient: true } : null;
	}
	let key = isArray ? name.slice(0, -2) : name;
	// The first removal converts every value, the second the value as placed (an array as a whole: parseFloat of
	// its text, as kit does, never an exception).
	let converted: unknown[] = sent;
	if (key.startsWith('n:') || key.startsWith('b:')) {
		const prefix = key.slice(0, 2);
		converted = sent.map((entry) => unprefixed(prefix, entry)[1]);
		key = key.slice(2);
	}
	if (converted.length > 1 && !isArray) return 'duplicate';
	const [path, value] = unprefixed(key, isArray ? converted : converted[0]);
	return PATH.test(path) ? { path, value } : 'invalid-name';
}

/**
 * The input SvelteKit 2 reads from this submission to a remote form, as far as its shape goes (file contents
 * are not read), or why it cannot read one.
 */
export function readKit2RemoteForm(data: FormData, emptyPlaced = false): { input: Record<string, unknown> } | { problem: FieldProblem } {
	const grouped = new Map<string, FormDataEntryValue[]>();
	const order: string[] = [];
	for (const [name, value] of data) {
		order.push(name);
		const values = grouped.get(name);
		if (values) values.push(value);
		else grouped.set(name, [value]);
	}
	// Each name is worked out once; its repeats only place the same value again (kit's `getAll` per entry
	// would make a form of n entries cost n² here).
	const entries = new Map<string, Entry | FieldProblem | null>();
	const input: Record<string, unknown> = {};
	for (const name of order) {
		let entry = entries.get(name);
		if (entry === undefined) entries.set(name, (entry = entryOf(name, grouped.get(name)!, emptyPlaced)));
		if (entry === null) continue;
		if (typeof entry === 'string') return { problem: entry };
		// kit places a new array each time (`getAll`): a copy, so a path that indexed into the last one does not carry over.
		const value = Array.isArray(entry.value) ? [...entry.value] : entry.value;
		const problem = place(input, entry.path.split(/\.|\[|\]/).filter(Boolean), value);
		if (problem && !entry.lenient) return { problem };
	}
	return { input };
}
