import { describe, expect, test } from 'vitest';
import { AdapterError, MissingAdapterMethods } from '../errors.ts';
import { MemoryAdapter } from '../adapters/memory.ts';
import { assertAdapterMethods, requiredAdapterMethods, wrapAdapter } from './adapter.ts';
import type { Adapter } from '../model.ts';

describe('wrapAdapter', () => {
	test('a throwing method surfaces as AdapterError naming the method, logged once, cause kept', async () => {
		const logged: Error[] = [];
		const original = new Error('disk on fire');
		const adapter = wrapAdapter({ ...MemoryAdapter(), getUser: () => { throw original; } }, { error: (e) => void logged.push(e) });
		const failure = await Promise.resolve(adapter.getUser!('u')).catch((e: unknown) => e);
		expect(failure).toBeInstanceOf(AdapterError);
		expect((failure as AdapterError).message).toContain('"getUser"');
		expect((failure as AdapterError).cause).toMatchObject({ err: original, method: 'getUser' });
		expect(logged).toEqual([failure]);
	});

	test('a rejecting async method is wrapped too, and results pass through unchanged', async () => {
		const adapter = wrapAdapter({ async getUserByEmail() { throw new TypeError('nope'); }, getUser: async () => null }, { error: () => {} });
		await expect(adapter.getUserByEmail!('x')).rejects.toThrow(/getUserByEmail/);
		expect(await adapter.getUser!('x')).toBeNull();
	});

	test('methods the adapter lacks stay absent; class-based adapters keep their prototype methods', () => {
		class ClassAdapter { getUser() { return null; } }
		const wrapped = wrapAdapter(new ClassAdapter() as Adapter, { error: () => {} });
		expect('getUser' in wrapped).toBe(true);
		expect('createSession' in wrapped).toBe(false);
	});
});

describe('requiredAdapterMethods and assertAdapterMethods', () => {
	test('the database strategy needs the session set, including getSessionAndUser', () => {
		const required = requiredAdapterMethods({ strategy: 'database', hasEmail: false, hasWebAuthn: false, hasOAuth: false });
		expect(required).toEqual(['createUser', 'getUser', 'getUserByEmail', 'getUserByAccount', 'updateUser', 'linkAccount', 'createSession', 'getSessionAndUser', 'updateSession', 'deleteSession']);
	});

	test('e-mail plus database needs both sets (Auth.js checked only the e-mail set); jwt with e-mail needs the e-mail set', () => {
		const both = requiredAdapterMethods({ strategy: 'database', hasEmail: true, hasWebAuthn: false, hasOAuth: false });
		expect(both).toEqual(expect.arrayContaining(['createVerificationToken', 'useVerificationToken', 'getSessionAndUser']));
		expect(requiredAdapterMethods({ strategy: 'jwt', hasEmail: true, hasWebAuthn: false, hasOAuth: false })).toEqual(['createVerificationToken', 'useVerificationToken', 'getUserByEmail']);
	});

	test('WebAuthn needs the authenticator methods; jwt without providers that store users needs nothing', () => {
		expect(requiredAdapterMethods({ strategy: 'jwt', hasEmail: false, hasWebAuthn: true, hasOAuth: false })).toEqual(expect.arrayContaining(['getAuthenticator', 'createAuthenticator', 'listAuthenticatorsByUserId', 'updateAuthenticatorCounter', 'getUserByEmail']));
		expect(requiredAdapterMethods({ strategy: 'jwt', hasEmail: false, hasWebAuthn: false, hasOAuth: false })).toEqual([]);
	});

	test('provider tokens need listAccounts and updateAccount under the database strategy (federated sign-out also listSessions); under jwt they ride in the cookie', () => {
		const base = { hasEmail: false, hasWebAuthn: false, hasOAuth: true } as const;
		expect(requiredAdapterMethods({ ...base, strategy: 'database', keepsTokens: true })).toEqual(expect.arrayContaining(['listAccounts', 'updateAccount']));
		expect(requiredAdapterMethods({ ...base, strategy: 'database', keepsTokens: true })).not.toContain('listSessions');
		expect(requiredAdapterMethods({ ...base, strategy: 'database', keepsTokens: true, federatedSignOut: true })).toContain('listSessions');
		expect(requiredAdapterMethods({ ...base, strategy: 'jwt', keepsTokens: true, federatedSignOut: true })).not.toContain('listAccounts');
	});

	test('a missing method is reported by name with MissingAdapterMethods', () => {
		const { getSessionAndUser: _omitted, updateSession: _also, ...partial } = MemoryAdapter();
		const required = requiredAdapterMethods({ strategy: 'database', hasEmail: false, hasWebAuthn: false, hasOAuth: true });
		expect(() => assertAdapterMethods(partial, required)).toThrow(MissingAdapterMethods);
		expect(() => assertAdapterMethods(partial, required)).toThrow('Required adapter methods were missing: getSessionAndUser, updateSession');
		expect(() => assertAdapterMethods(MemoryAdapter(), required)).not.toThrow();
	});
});
