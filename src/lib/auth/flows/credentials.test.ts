import { describe, expect, it } from 'vitest';
import Credentials from '../providers/credentials.ts';
import type { CredentialsProvider } from '../config/types.ts';
import { credentialsIdentifier } from './credentials.ts';

function provider(credentials: Record<string, { type?: string }>): CredentialsProvider {
	const options = Credentials({ credentials, authorize: () => null });
	return { id: 'credentials', name: 'Credentials', type: 'credentials', options, fields: Object.keys(credentials) };
}

describe('credentialsIdentifier (who a failed attempt counts against)', () => {
	it('is the first declared field that is not a password, trimmed, case-folded and NFKC-normalised', () => {
		const p = provider({ password: { type: 'password' }, email: { type: 'email' }, otp: {} });
		expect(credentialsIdentifier(p, { email: '  Someone@Example.COM ', password: 'x', otp: '123456' })).toBe('someone@example.com');
		expect(credentialsIdentifier(p, { email: 'ｓｏｍｅｏｎｅ@example.com' })).toBe('someone@example.com');
	});

	it('is empty when the field is missing or not a string, or the provider declares none', () => {
		const p = provider({ username: {}, password: { type: 'password' } });
		expect(credentialsIdentifier(p, { password: 'x' })).toBe('');
		expect(credentialsIdentifier(p, { username: ['a', 'b'] })).toBe('');
		expect(credentialsIdentifier(provider({ pin: { type: 'password' } }), { pin: '1234' })).toBe('');
	});

	it('is bounded, so a megabyte of user name makes no megabyte of counter key', () => {
		expect(credentialsIdentifier(provider({ username: {} }), { username: 'a'.repeat(100_000) })).toHaveLength(256);
	});
});
