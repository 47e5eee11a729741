/** The fields of a request body or an in-process call, as every action reads them. */
export type Fields = Record<string, unknown>;

/** A string field, or undefined. */
export function field(fields: Fields | null | undefined, key: string): string | undefined {
	const value = fields?.[key];
	return typeof value === 'string' ? value : undefined;
}
