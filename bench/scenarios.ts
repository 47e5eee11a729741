/**
 * The scenarios of the normal run: each route of each server, with or without the session cookie, paired
 * with the bare partner's row that serves the same route (its ratio's denominator). The bare partner is the
 * demo app built without the library (bench/baseline/hooks.server.ts). The small app (bench/bare) serves
 * the SSR page and the JSON endpoint too, so the table also shows each row against it, as earlier runs did.
 * BENCH_ONLY keeps the scenarios whose id starts with one of its prefixes, and their partners.
 */
import type { Scenario } from './load.ts';
import type { Server } from './server.ts';
import type { SignedIn } from './signin.ts';
import { LOAD } from './config.ts';

export const USER = 'Demo User';

export interface Servers {
	bare: Server;
	small: Server;
	jwt: Server;
	sqlite: Server;
	'sqlite-cache': Server;
	postgres?: Server;
	'postgres-cache'?: Server;
}

/** The small app's row for a route, where it has one: it serves these two signed in, at the normal connection count. */
const smallIdOf = (path: string, connections?: number) => (!connections && ['/protected', '/api/me'].includes(path) ? `small${path}` : undefined);

export function buildScenarios(servers: Servers, sessions: Record<string, SignedIn>): Scenario[] {
	const { bare, small, jwt, sqlite, postgres } = servers;
	const cached = [servers['sqlite-cache'], servers['postgres-cache']];
	const scenarios: Scenario[] = [];
	const add = (s: Omit<Scenario, 'label'> & { label?: string }) => {
		const suffix = s.connections ? ` @${s.connections}` : '';
		scenarios.push({ ...s, label: `${s.label ?? `${s.server.name} ${s.path}${s.cookie ? '' : ' (no cookie)'}`}${suffix}` });
	};
	const signedIn = (server: Server | undefined, path: string, bareId: string, connections?: number) => {
		if (!server) return;
		const at = connections ? `@${connections}` : '';
		add({ id: `${server.name}${path}${at}`, server, path, cookie: sessions[server.name].cookie, status: 200, contains: USER, bare: `${bareId}${at}`, small: smallIdOf(path, connections), connections });
	};
	// Bare signed-in routes get the jwt cookie too (and ignore it): both sides parse the same request bytes.
	const sameBytes = sessions.jwt.cookie;
	const bareSignedIn = (path: string, connections?: number) => {
		const smallId = smallIdOf(path, connections);
		if (smallId) add({ id: smallId, label: `small app ${path}`, server: small, path, cookie: sameBytes, status: 200, contains: USER });
		add({ id: `bare${path}${connections ? `@${connections}` : ''}`, label: `bare ${path}`, server: bare, path, cookie: sameBytes, status: 200, contains: USER, small: smallId, connections });
	};

	// A row's ratio pairs it with a bare measurement of the same round taken right before it (right after it in a
	// backward round), so a drift of the host's speed within a round moves both sides alike. One bare row can sit
	// beside one row only: each database row gets its own bare measurement of the route, just before it.
	const bareBeside = (path: string, name: string) => {
		const id = `bare${path}#${name}`;
		add({ id, label: `bare ${path} (beside ${name})`, server: bare, path, cookie: sameBytes, status: 200, contains: USER, repeatOf: `bare${path}` });
		return id;
	};

	add({ id: 'bare/', server: bare, path: '/', status: 200, contains: 'Not signed in' });
	add({ id: 'jwt/', label: 'jwt / (public, no cookie)', server: jwt, path: '/', status: 200, contains: 'Not signed in', bare: 'bare/' });
	for (const path of ['/protected', '/api/me']) {
		bareSignedIn(path);
		signedIn(jwt, path, `bare${path}`);
		for (const s of [sqlite, postgres, ...cached]) {
			if (s) signedIn(s, path, bareBeside(path, s.name));
		}
	}
	// A browser's navigation: the guard redirects page requests (Accept: text/html) and answers 401 to API clients.
	const navigation = { accept: 'text/html' };
	add({ id: 'bare/protected-anon', label: 'bare /protected (no cookie, 303)', server: bare, path: '/protected', status: 303, headers: navigation });
	add({ id: 'jwt/protected-anon', label: 'jwt /protected (no cookie, 303)', server: jwt, path: '/protected', status: 303, bare: 'bare/protected-anon', headers: navigation });
	// Memoisation does not depend on the strategy (the harness shows ten calls = one adapter call): jwt only.
	// `/bench/none` is the same request and body without a session read: it splits a signed-in read's cost
	// into the hook's and the read's. The bare partner serves each route too, so each row has its own twin and
	// both servers serve the same routes in the same order (a process's GC state depends on its routes' mix:
	// docs/performance/pretenuring.md).
	for (const path of ['/bench/one', '/bench/ten', '/bench/none']) {
		bareSignedIn(path);
		signedIn(jwt, path, `bare${path}`);
	}
	// The p99 budget under queueing: the signed-in jwt rows and their bare partners at the high connection count.
	for (const path of ['/protected', '/api/me']) {
		bareSignedIn(path, LOAD.highConnections);
		signedIn(jwt, path, `bare${path}`, LOAD.highConnections);
	}
	return selectOnly(scenarios);
}

/** BENCH_ONLY's scenarios and the bare rows they are compared to, in their original order. */
function selectOnly(scenarios: Scenario[]): Scenario[] {
	if (LOAD.only.length === 0) return scenarios;
	const chosen = new Set(scenarios.filter((s) => LOAD.only.some((prefix) => s.id.startsWith(prefix))).map((s) => s.id));
	for (const s of scenarios) {
		if (chosen.has(s.id) && s.bare) chosen.add(s.bare);
		if (chosen.has(s.id) && s.small) chosen.add(s.small);
	}
	// A repeated bare measurement is not warmed: the first measurement of its route is (and warms the route).
	for (const s of scenarios) if (chosen.has(s.id) && s.repeatOf) chosen.add(s.repeatOf);
	return scenarios.filter((s) => chosen.has(s.id));
}
