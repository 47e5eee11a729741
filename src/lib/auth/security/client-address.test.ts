import { describe, expect, it } from 'vitest';
import { UNKNOWN_CLIENT, clientKey } from './client-address.ts';

describe('clientKey', () => {
	it('keeps an IPv4 address as it is, and reads an IPv4-mapped IPv6 address as that IPv4 address', () => {
		expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
		expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
		expect(clientKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
		expect(clientKey(' 198.51.100.7 ')).toBe('198.51.100.7');
	});

	it('counts an IPv6 client by its /56, whatever the spelling: one household is one client', () => {
		const key = clientKey('2001:db8:aa:bb01::7');
		expect(key).toBe('2001:db8:aa:bb00::/56');
		expect(clientKey('2001:0db8:00aa:bbff:ffff:ffff:ffff:ffff')).toBe(key);
		expect(clientKey('[2001:DB8:AA:BB42::1%eth0]')).toBe(key);
		expect(clientKey('2001:db8:aa:bc00::1')).not.toBe(key);
		expect(clientKey('::1')).toBe('0:0:0:0::/56');
	});

	it('an adapter value that is no IP address is kept trimmed, lower-cased and bounded', () => {
		expect(clientKey('  Some-Client  ')).toBe('some-client');
		expect(clientKey('1.2.3.256')).toBe('1.2.3.256');
		expect(clientKey('x'.repeat(500))).toHaveLength(100);
		expect(clientKey('2001:db8::1::2')).toBe('2001:db8::1::2');
	});

	it('no address at all is the one unknown client', () => {
		expect(clientKey(undefined)).toBe(UNKNOWN_CLIENT);
		expect(clientKey('   ')).toBe(UNKNOWN_CLIENT);
	});
});
