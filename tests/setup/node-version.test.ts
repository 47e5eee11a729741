import { describe, expect, test } from 'vitest';
import { engineNote, runningNode } from '../../scripts/node-version.ts';

describe("npm's EBADENGINE warnings are explained after install", () => {
	test("the Node that ran npm is read from npm's user agent", () => {
		expect(runningNode('npm/11.19.1 node/v20.20.2 linux x64 workspaces/false')).toBe('v20.20.2');
		expect(runningNode(undefined)).toBeUndefined();
		expect(runningNode('yarn/1.22.0')).toBeUndefined();
	});

	test('npm on Node 20: one line says the warnings are expected and the scripts run on the bundled Node', () => {
		const note = engineNote('v20.20.2', 'v24.21.0');
		expect(note).toContain('EBADENGINE');
		expect(note).toContain('Node v20.20.2');
		expect(note).toContain('Node v24.21.0');
		expect(note?.split('\n')).toHaveLength(1);
	});

	test('npm on Node 22 or newer (no warnings), or an unknown npm: nothing is printed', () => {
		expect(engineNote('v22.17.0', 'v24.21.0')).toBeUndefined();
		expect(engineNote('v24.21.0', 'v24.21.0')).toBeUndefined();
		expect(engineNote(undefined, 'v24.21.0')).toBeUndefined();
	});
});
