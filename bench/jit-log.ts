/**
 * What V8 compiled with its optimising tiers in a window of a server's life, read from the log that
 * `node --log-code --logfile=<file> --no-logfile-per-isolate` writes: a `code-creation` line per code object,
 * with the microseconds since V8 started, the code's size, the function (name, then `file:line:column`, which
 * names anonymous functions too) and its tier marker (`~` interpreter, `^` Sparkplug, `+` Maglev, `*` TurboFan;
 * a trailing `'` marks code specialised to one closure's context). Used by bench/cpu-split.ts (`SPLIT_JIT=1`).
 */
import { readFileSync } from 'node:fs';

export interface Compiled {
	/** Maglev and TurboFan code objects created in the window. */
	count: number;
	/** Their machine code, bytes. */
	bytes: number;
	/** Per function (tier marker, name and place, the build's directory left out): how many times, and bytes. */
	functions: Map<string, { count: number; bytes: number }>;
}

/** A function's place without the build directory, so one function of two builds has one key. */
const place = (name: string, buildDir: string) => name.split(`file://${buildDir}/`).join('').split(buildDir + '/').join('');

/**
 * The optimised code a log records between `fromSeconds` and `toSeconds` after V8 started.
 * @param buildDir the build's directory, cut from function names.
 */
export function optimisedIn(logFile: string, fromSeconds: number, toSeconds: number, buildDir: string): Compiled {
	const result: Compiled = { count: 0, bytes: 0, functions: new Map() };
	for (const line of readFileSync(logFile, 'utf8').split('\n')) {
		if (!line.startsWith('code-creation,JS,')) continue;
		// code-creation,JS,<kind>,<time us>,<address>,<size>,<name...>,<sfi address>,<marker>; a name may hold commas.
		const fields = line.split(',');
		const marker = fields[fields.length - 1];
		if (!marker.startsWith('+') && !marker.startsWith('*')) continue;
		const seconds = Number(fields[3]) / 1e6;
		if (seconds < fromSeconds || seconds > toSeconds) continue;
		const bytes = Number(fields[5]);
		const key = `${marker} ${place(fields.slice(6, -2).join(',').trim(), buildDir)}`;
		const entry = result.functions.get(key) ?? { count: 0, bytes: 0 };
		entry.count++;
		entry.bytes += bytes;
		result.functions.set(key, entry);
		result.count++;
		result.bytes += bytes;
	}
	return result;
}

/** One line: how many compilations, how much code, and the functions compiled `repeated` times or more. */
export function describe(compiled: Compiled, repeated = 3): string {
	const often = [...compiled.functions].filter(([, e]) => e.count >= repeated).length;
	return `JIT ${compiled.count} optimised compilations, ${(compiled.bytes / 1024).toFixed(0)} KB of code; ${often} functions compiled ${repeated}+ times`;
}

/**
 * Functions (each with its tier) compiled in the window of some processes of build `a` and of no process of build
 * `b`, with how many of `a`'s processes and their code per such process: what one build's JIT does that the
 * other's does not.
 */
export function onlyIn(a: Compiled[], b: Compiled[]): string[] {
	const inB = new Set(b.flatMap((c) => [...c.functions.keys()]));
	const seen = new Map<string, { processes: number; bytes: number }>();
	for (const c of a) {
		for (const [key, e] of c.functions) {
			if (inB.has(key)) continue;
			const s = seen.get(key) ?? { processes: 0, bytes: 0 };
			s.processes++;
			s.bytes += e.bytes;
			seen.set(key, s);
		}
	}
	return [...seen]
		.sort((x, y) => y[1].bytes - x[1].bytes)
		.map(([key, s]) => `${key} (${s.processes} of ${a.length} processes, ${(s.bytes / s.processes / 1024).toFixed(1)} KB each)`);
}
