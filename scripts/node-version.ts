/** Which Node ran npm, and what to tell the user about npm's EBADENGINE warnings (scripts/postinstall.ts). */

/** The Node version in npm's user agent (`npm/11.19.1 node/v20.20.2 linux x64 ...`), or undefined. */
export function runningNode(userAgent: string | undefined): string | undefined {
	return /\bnode\/(v\d+\.\d+\.\d+)/.exec(userAgent ?? '')?.[1];
}

/** The line to print when npm ran on a Node older than the packages need; undefined when there is nothing to explain. */
export function engineNote(npmNode: string | undefined, projectNode: string): string | undefined {
	const major = Number(/^v(\d+)/.exec(npmNode ?? '')?.[1]);
	if (!major || major >= 22) return undefined;
	return (
		`[setup] The "EBADENGINE" warnings above are expected: npm runs on Node ${npmNode}, but every npm script ` +
		`(dev, build, test) runs on the project's own Node ${projectNode} from node_modules/.bin. Nothing to fix (README, "Node versions").`
	);
}
