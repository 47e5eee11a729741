/**
 * The benchmark's pairing rule (bench/scenarios.ts): a row's ratio divides it by a bare measurement of the same
 * route taken right beside it in the same round. The host's speed drifts within a round on these shared
 * machines; a row measured a minute away from its partner reads that drift as the library's cost. These fail if
 * a row is added, or the list reordered, so that a row's partner no longer runs next to it.
 */
import { describe, expect, it } from 'vitest';
import { buildScenarios, type Servers } from '../../bench/scenarios.ts';
import type { Server } from '../../bench/server.ts';
import type { SignedIn } from '../../bench/signin.ts';

/** The scenario list only reads a server's name (ids, labels); nothing is started. */
const server = (name: string) => ({ name, url: `http://127.0.0.1/${name}` }) as Server;
const session = (name: string): SignedIn => ({ cookie: `authjs.session-token=${name}`, valueBytes: name.length, headerBytes: 0 });

function scenarios(withPostgres: boolean) {
	const names = ['bare', 'small', 'jwt', 'sqlite', 'sqlite-cache', ...(withPostgres ? ['postgres', 'postgres-cache'] : [])];
	const servers = Object.fromEntries(names.map((n) => [n, server(n)])) as unknown as Servers;
	return buildScenarios(servers, Object.fromEntries(names.map((n) => [n, session(n)])));
}

describe.each([true, false])('bench scenarios (PostgreSQL rows: %s)', (withPostgres) => {
	const list = scenarios(withPostgres);

	it('runs every row right after the bare measurement it is divided by', () => {
		const paired = list.filter((s) => s.bare);
		expect(paired.length).toBeGreaterThan(10);
		for (const s of paired) {
			const before = list[list.indexOf(s) - 1];
			expect(before?.id, `${s.id} is divided by ${s.bare}`).toBe(s.bare);
		}
	});

	it('divides each row by the same route on the bare partner, with the same request bytes', () => {
		const byId = new Map(list.map((s) => [s.id, s]));
		for (const s of list.filter((x) => x.bare)) {
			const bare = byId.get(s.bare!)!;
			expect(bare.server.name).toBe('bare');
			expect([bare.path, bare.connections, bare.headers]).toEqual([s.path, s.connections, s.headers]);
			if (s.cookie) expect(bare.cookie).toBe(list.find((x) => x.id === 'jwt/protected')!.cookie);
		}
	});

	it('repeats a bare route only as a measurement of one that runs earlier, which warms it', () => {
		const repeats = list.filter((s) => s.repeatOf);
		expect(repeats.map((s) => s.id)).toEqual(
			['/protected', '/api/me'].flatMap((path) => (withPostgres ? ['sqlite', 'postgres', 'sqlite-cache', 'postgres-cache'] : ['sqlite', 'sqlite-cache']).map((n) => `bare${path}#${n}`))
		);
		for (const s of repeats) {
			const original = list.find((x) => x.id === s.repeatOf)!;
			expect(list.indexOf(original)).toBeLessThan(list.indexOf(s));
			const request = ({ server, path, cookie, headers, connections, status, contains }: typeof s) => ({ server, path, cookie, headers, connections, status, contains });
			expect(request(s)).toEqual(request(original));
		}
		expect(new Set(list.map((s) => s.id)).size).toBe(list.length);
	});
});
