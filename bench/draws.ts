/**
 * Which GC state each process of a pair drew in each round, and a row's `x bare` over the rounds where both
 * drew the same one (read by bench/history.ts). A server process runs in one of a few GC states, decided per
 * process (bench/gc-trace.ts, docs/performance/pretenuring.md); a round where only one process of a pair drew
 * the slow state measures that draw, not the library. Over many runs, the rounds where both drew the same state
 * say what the library costs at native speed with the draw left out, and the count of rounds where the row's
 * process drew the worse state says whether the draw leans against the library.
 */
import { median } from './load.ts';

export type Draw = 'fast' | 'middle' | 'slow';
const ORDER: readonly Draw[] = ['fast', 'middle', 'slow'];

/**
 * By the share of a round's allocation its scavenges kept (`roundKeptPct`): the fast state keeps 1-4% on a JSON
 * route, the middle one 8-11% (every page route keeps that much), the slow one 15-25%.
 */
export const FAST_MAX_PERCENT = 6;
export const MIDDLE_MAX_PERCENT = 12;

export function drawOf(keptPct: number): Draw | undefined {
	if (!Number.isFinite(keptPct)) return undefined;
	return keptPct <= FAST_MAX_PERCENT ? 'fast' : keptPct <= MIDDLE_MAX_PERCENT ? 'middle' : 'slow';
}

/** One round of a row: its ratio to the bare row beside it, the row's process's draw and its partner's. */
export interface RoundDraw {
	ratio: number;
	draw: Draw;
	partner: Draw;
}

/** The fields of a result file's row (bench/run.ts) read here; older files lack some. */
export interface ResultRow {
	id?: unknown;
	bare?: unknown;
	roundRatios?: unknown;
	roundKeptPct?: unknown;
}

const numbers = (value: unknown): number[] | undefined => (Array.isArray(value) && value.every((n) => typeof n === 'number' || n === null) ? (value as number[]) : undefined);

/** Each row's rounds with both processes' draws, by row id: rows with a bare partner, per-round ratios and GC shares. */
export function roundDraws(rows: readonly ResultRow[]): Map<string, RoundDraw[]> {
	const kept = new Map(rows.filter((r) => typeof r.id === 'string').map((r) => [r.id as string, numbers(r.roundKeptPct)]));
	const out = new Map<string, RoundDraw[]>();
	for (const row of rows) {
		const ratios = numbers(row.roundRatios);
		const own = kept.get(row.id as string);
		const partner = typeof row.bare === 'string' ? kept.get(row.bare) : undefined;
		if (typeof row.id !== 'string' || !ratios || !own || !partner) continue;
		const rounds: RoundDraw[] = [];
		ratios.forEach((ratio, i) => {
			const draw = drawOf(own[i]);
			const theirs = drawOf(partner[i]);
			if (draw && theirs && Number.isFinite(ratio)) rounds.push({ ratio, draw, partner: theirs });
		});
		if (rounds.length) out.set(row.id, rounds);
	}
	return out;
}

/** A row's `x bare` over the rounds both processes drew `draw`. */
export interface SameDraw {
	draw: Draw;
	rounds: number;
	median: number;
}

export interface MatchedDraws {
	id: string;
	label: string;
	rounds: number;
	/** Per state both drew, in the order fast, middle, slow; states no round had are left out. */
	same: SameDraw[];
	/** Rounds where the row's process drew a worse state than its partner, and a better one. */
	worse: number;
	better: number;
}

/** Every row's rounds over the runs, grouped by the pair's draws, in the order rows first appear. */
export function matchedDraws(runs: ReadonlyArray<{ rows: ReadonlyArray<{ id: string; label: string; rounds?: RoundDraw[] }> }>): MatchedDraws[] {
	const byRow = new Map<string, { label: string; rounds: RoundDraw[] }>();
	for (const run of runs) {
		for (const row of run.rows) {
			if (!row.rounds?.length) continue;
			const entry = byRow.get(row.id) ?? { label: row.label, rounds: [] };
			entry.rounds.push(...row.rounds);
			byRow.set(row.id, entry);
		}
	}
	return [...byRow].map(([id, { label, rounds }]) => {
		const same = ORDER.map((draw) => rounds.filter((r) => r.draw === draw && r.partner === draw).map((r) => r.ratio))
			.map((ratios, i) => ({ draw: ORDER[i], rounds: ratios.length, median: median(ratios) }))
			.filter((s) => s.rounds > 0);
		const rank = (draw: Draw) => ORDER.indexOf(draw);
		const worse = rounds.filter((r) => rank(r.draw) > rank(r.partner)).length;
		const better = rounds.filter((r) => rank(r.draw) < rank(r.partner)).length;
		return { id, label, rounds: rounds.length, same, worse, better };
	});
}
