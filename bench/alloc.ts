/**
 * `node bench/alloc.ts`: where a signed-in request's allocation goes, by function, the demo app against its bare
 * partner (docs/performance.md, Method). Allocation sets how often V8 collects the young generation, and what
 * survives there decides the GC state of a process (docs/performance/pretenuring.md); unlike req/s, bytes per
 * request barely move with the host's speed, so a change's effect on them shows in one run.
 *
 * For each build it starts a fresh process with the inspector on loopback, warms the route, then records V8's
 * sampling heap profile (every 1 KB allocated, objects that died since included) over a fixed number of requests
 * at 50 connections. It prints each build's sampled bytes per request, then, per function, the demo's bytes per
 * request and the difference to the partner's, largest differences first. Inlining is off by default in both
 * processes (`--no-turbo-inlining --no-maglev-inlining`), so each function is charged its own allocation, not its
 * caller's; the totals are within a percent of the inlined ones.
 *
 * Env: ALLOC_ROUTE (default /bench/one), ALLOC_REQUESTS (default 40000), ALLOC_TOP (rows, default 30),
 * ALLOC_INLINE (set: keep V8's inlining), ALLOC_CHUNK (requests per sampled profile, default 5000; the profiles are summed),
 * ALLOC_SURVIVORS=1 (count only what outlived a young-generation collection: what a scavenge had to copy, which
 * sets its cost, where plain allocation sets only how often it runs). Needs the builds of one `npm run bench`. Every server it starts is
 * stopped in a `finally`.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { startServer, type Server } from './server.ts';
import { warm } from './load.ts';
import { demoCookie, trialEnv } from './trials.ts';
import { CACHE, HOST, PORTS } from './config.ts';
import { LOADER_CPU, SERVER_CPU, pin } from './pin.ts';
import { inspect } from './inspector.ts';

const route = process.env.ALLOC_ROUTE ?? '/bench/one';
const requests = Number(process.env.ALLOC_REQUESTS ?? 40_000);
const top = Number(process.env.ALLOC_TOP ?? 30);
const chunk = Number(process.env.ALLOC_CHUNK ?? 5_000);
const inline = Boolean(process.env.ALLOC_INLINE);
const survivors = process.env.ALLOC_SURVIVORS === '1';
const BUILDS = ['app', 'baseline'] as const;

interface ProfileNode {
	callFrame: { functionName: string; url: string; lineNumber: number };
	selfSize: number;
	children: ProfileNode[];
}

function freePort(): Promise<number> {
	return new Promise((done, fail) => {
		const probe = createServer().listen(0, HOST, () => {
			const { port } = probe.address() as { port: number };
			probe.close(() => done(port));
		});
		probe.on('error', fail);
	});
}

/** Sampled bytes by function (`name chunk:line`, the build's own directory left out so both builds' names match). */
function byFunction(head: ProfileNode, build: string): Map<string, number> {
	const sizes = new Map<string, number>();
	const buildDir = `${resolve(CACHE, build)}/`;
	const visit = (node: ProfileNode) => {
		const { functionName, url, lineNumber } = node.callFrame;
		const where = url.replace(`file://${buildDir}`, '').replace(buildDir, '').replace(/^.*node_modules\//, '');
		const key = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
		sizes.set(key, (sizes.get(key) ?? 0) + node.selfSize);
		for (const child of node.children) visit(child);
	};
	visit(head);
	return sizes;
}

async function profile(build: string, cookie: string, env: Record<string, string>): Promise<Map<string, number>> {
	const port = await freePort();
	const flags = [`--inspect=${HOST}:${port}`, ...(inline ? [] : ['--no-turbo-inlining', '--no-maglev-inlining'])];
	let server: Server | undefined;
	try {
		server = await startServer(`alloc-${build}`, resolve(CACHE, build), PORTS.jwt, env, flags);
		pin(server.pid, SERVER_CPU);
		const scenario = { id: `alloc${route}`, label: route, server, path: route, cookie, status: 200, connections: 200 };
		await warm(scenario, 3);
		await warm({ ...scenario, connections: 50 }, 4);
		const session = await inspect(HOST, port);
		try {
			await session.call('HeapProfiler.enable');
			const sizes = new Map<string, number>();
			// In chunks: a profile that keeps the samples of collected objects lists every sample, and one over
			// 40,000 pages (~6 million samples) was more than the inspector would send (it closed the socket).
			for (let done = 0; done < requests; done += chunk) {
				await session.call('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: !survivors });
				await autocannon({ url: server.url + route, connections: 50, amount: Math.min(chunk, requests - done), headers: { cookie } });
				const { profile } = await session.call<{ profile: { head: ProfileNode } }>('HeapProfiler.stopSampling');
				for (const [key, bytes] of byFunction(profile.head, build)) sizes.set(key, (sizes.get(key) ?? 0) + bytes);
			}
			return sizes;
		} finally {
			session.close();
		}
	} finally {
		await server?.stop();
	}
}

for (const build of BUILDS) if (!existsSync(resolve(CACHE, build))) throw new Error(`run npm run bench once first: ${resolve(CACHE, build)} is missing`);
const env = trialEnv('alloc');
pin(process.pid, LOADER_CPU);
const cookie = await demoCookie('alloc', env);
const [app, baseline] = [await profile('app', cookie, env), await profile('baseline', cookie, env)];
const perRequest = (bytes: number) => bytes / requests;
const total = (sizes: Map<string, number>) => perRequest([...sizes.values()].reduce((a, b) => a + b, 0));
console.log(`${route}, ${requests} requests each, inlining ${inline ? 'on' : 'off'}${survivors ? ', only what outlived a young-generation GC' : ''}`);
console.log(`app: ${(total(app) / 1024).toFixed(1)} KB/request sampled; bare partner: ${(total(baseline) / 1024).toFixed(1)} KB/request`);
console.log('\n app B/req  difference  function');
const rows = [...new Set([...app.keys(), ...baseline.keys()])]
	.map((key) => ({ key, bytes: perRequest(app.get(key) ?? 0), difference: perRequest((app.get(key) ?? 0) - (baseline.get(key) ?? 0)) }))
	.sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference));
for (const row of rows.slice(0, top)) console.log(`${row.bytes.toFixed(0).padStart(10)}  ${row.difference.toFixed(0).padStart(10)}  ${row.key}`);
