import { describe, expect, test } from 'vitest';
import { displayNameOf, initialsOf, providerName, timeUntil } from './format.ts';

describe('how the demo names people and times', () => {
	test('a user without a name is shown by e-mail, never as an empty string', () => {
		expect(displayNameOf({ name: 'Ada Lovelace', email: 'ada@example.test' })).toBe('Ada Lovelace');
		expect(displayNameOf({ name: '  ', email: 'newcomer@example.test' })).toBe('newcomer@example.test');
		expect(displayNameOf({ name: null, email: null })).toBe('Signed-in user');
		expect(displayNameOf(undefined)).toBe('Signed-in user');
	});

	test('initials come from the name, else from the e-mail address', () => {
		expect(initialsOf('Ada Lovelace')).toBe('AL');
		expect(initialsOf('Demo User')).toBe('DU');
		expect(initialsOf(null, 'newcomer.one@example.test')).toBe('NO');
		expect(initialsOf(null, null)).toBe('?');
	});

	test('time until the session ends is rounded to the largest unit', () => {
		const now = Date.parse('2026-01-01T00:00:00Z');
		expect(timeUntil('2026-01-31T00:00:00Z', now)).toBe('30 days');
		expect(timeUntil('2026-01-30T23:59:00Z', now)).toBe('30 days');
		expect(timeUntil('2026-01-01T01:00:00Z', now)).toBe('1 hour');
		expect(timeUntil('2026-01-01T00:00:03Z', now)).toBe('3 seconds');
		expect(timeUntil('2025-12-31T00:00:00Z', now)).toBe('now');
		expect(timeUntil('not a date', now)).toBe('unknown');
	});

	test('provider ids read as people call them; unknown ids as they are', () => {
		expect(providerName('mock-entra')).toBe('Mock Entra ID');
		expect(providerName('some-idp')).toBe('some-idp');
	});
});
