/**
 * Whether SvelteKit 3 can turn a submission to a remote `form` into its input object. Where it cannot, it
 * throws a plain Error, which kit answers with a 500 and logs as an unexpected failure:
 * https://github.com/sveltejs/kit/blob/main/packages/kit/src/runtime/form-utils.js (`convert_formdata`,
 * `parse_form_key`, `split_path`, `deep_set`). Every rule below is one of those throws, so a submission kit
 * can convert is never refused here; tests/handle/remote-form-fields.test.ts compares both on generated forms.
 *
 * The rules, for every field name of the submission:
 * - it ends with `/<form id>`: the name `form.fields.x.as(...)` gives an input (an `i:` image button adds `.x`
 *   or `.y` after it); a plain `<input name="x">`, or a name a client made up, is not bound to the form;
 * - without that suffix and its `n:`/`b:`/`i:` type prefix, it is a property path (`a.b`, `a[0]`), whose
 *   keys are not `__proto__`, `constructor` or `prototype`;
 * - it carries one value, unless it ends with `[]`;
 * - its path does not go through a value another field set to a string, or index an object like an array.
 */

/** kit's property path: identifiers joined by `.`, or indexed by `[n]` (SvelteKit 2's too). */
export const PATH = /^[a-zA-Z_$]\w*(\.[a-zA-Z_$]\w*|\[\d+\])*$/;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export type FieldProblem = 'unbound' | 'duplicate' | 'invalid-name' | 'forbidden-key' | 'conflict';

/** An empty `<input type="file">` submits a nameless empty file: kit skips it, and so does this check. */
export const isSent = (entry: FormDataEntryValue) => typeof entry === 'string' || entry.name !== '' || entry.size > 0;

interface Field {
	path: string;
	isArray: boolean;
	/** `n:` and `i:` fields are numbers, `b:` fields booleans; kit converts them before placing them. */
	type: 'number' | 'boolean' | null;
}

function coerced(type: Field['type'], value: FormDataEntryValue): unknown {
	if (type === 'number') return value === '' ? undefined : parseFloat(value as string);
	if (type === 'boolean') return value === 'on';
	return value;
}

/** The property path a field name stands for, or null when the name does not end with the form's id. */
function fieldOf(name: string, suffix: string): Field | null {
	let coordinate = '';
	if (name.startsWith('i:') && (name.endsWith(`${suffix}.x`) || name.endsWith(`${suffix}.y`))) {
		coordinate = name[name.length - 1];
		name = name.slice(0, -2);
	}
	if (!name.endsWith(suffix)) return null;
	let path = name.slice(0, -suffix.length);
	let type: Field['type'] = null;
	if (path.startsWith('n:') || path.startsWith('i:')) type = 'number';
	else if (path.startsWith('b:')) type = 'boolean';
	if (type) path = path.slice(2);
	const isArray = path.endsWith('[]');
	if (isArray) path = path.slice(0, -2);
	return { path: coordinate ? `${path}.${coordinate}` : path, isArray, type };
}

/**
 * Places `value` at `keys` in `into` as kit does, and says why kit would fail to. Where kit meets a string,
 * number or boolean on the way, it writes a property onto it, which a module (strict mode) refuses with a
 * TypeError; an assignment that throws (an array's `length` set to a string) fails kit's the same way.
 */
export function place(into: Record<string, unknown>, keys: string[], value: unknown): FieldProblem | null {
	try {
		return placeOrThrow(into, keys, value);
	} catch {
		return 'conflict';
	}
}

function placeOrThrow(into: Record<string, unknown>, keys: string[], value: unknown): FieldProblem | null {
	let current: unknown = into;
	for (let i = 0; i < keys.length; i++) {
		const key = keys[i];
		if (FORBIDDEN.has(key)) return 'forbidden-key';
		if (current === null || typeof current !== 'object') return 'conflict';
		const holder = current as Record<string, unknown>;
		if (i === keys.length - 1) {
			holder[key] = value;
			return null;
		}
		const indexed = /^\d+$/.test(keys[i + 1]);
		const inner = Object.hasOwn(holder, key) ? holder[key] : undefined;
		if (inner != null && indexed !== Array.isArray(inner)) return 'conflict';
		if (inner == null) holder[key] = indexed ? [] : {};
		current = holder[key];
	}
	return null;
}

/**
 * The input kit 3 reads from this submission to the remote form `formId` (`<hash>/<name>`), as far as its
 * shape goes (file contents are not read), or why it cannot read one.
 */
export function readRemoteForm(formId: string, data: FormData): { input: Record<string, unknown> } | { problem: FieldProblem } {
	const suffix = `/${formId}`;
	const grouped = new Map<string, FormDataEntryValue[]>();
	for (const [name, value] of data) {
		const values = grouped.get(name);
		if (values) values.push(value);
		else grouped.set(name, [value]);
	}
	const input: Record<string, unknown> = {};
	for (const [name, values] of grouped) {
		const field = fieldOf(name, suffix);
		if (!field) return { problem: 'unbound' };
		const sent = values.filter(isSent);
		if (sent.length === 0 && !field.isArray) continue;
		if (sent.length > 1 && !field.isArray) return { problem: 'duplicate' };
		if (!PATH.test(field.path)) return { problem: 'invalid-name' };
		const value = field.isArray ? sent.map((entry) => coerced(field.type, entry)) : coerced(field.type, sent[0]);
		const problem = place(input, field.path.split(/\.|\[|\]/).filter(Boolean), value);
		if (problem) return { problem };
	}
	return { input };
}

/** Why kit 3 would fail to read this submission to the remote form `formId`; null when it can. */
export function remoteFormFieldProblem(formId: string, data: FormData): FieldProblem | null {
	const read = readRemoteForm(formId, data);
	return 'problem' in read ? read.problem : null;
}
