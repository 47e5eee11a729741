/**
 * Crafted redirect targets an attacker puts in `callbackUrl`, `redirectTo` or the callback-url cookie.
 * `{origin}` is replaced by the server's own origin (tricks that start with it, then leave it).
 */
const LONG = 'a'.repeat(5000);

export const TARGETS: string[] = [
	// Plain foreign URLs and scheme tricks.
	'https://evil.example/',
	'http://evil.example',
	'HTTPS://EVIL.EXAMPLE/',
	'https:evil.example',
	'https:/evil.example',
	'http:\\\\evil.example',
	'ftp://evil.example/',
	// Protocol-relative and backslash forms (browsers treat `\` as `/` in special URLs).
	'//evil.example',
	'///evil.example',
	'////evil.example/',
	'/\\evil.example',
	'\\\\evil.example',
	'\\/evil.example',
	'/\\/evil.example',
	'/.//evil.example',
	'/..//evil.example',
	// Percent-encoded slashes and backslashes (harmless as paths, dangerous once decoded).
	'%2F%2Fevil.example',
	'/%2F%2Fevil.example',
	'/%5Cevil.example',
	'%5C%5Cevil.example',
	'//%65vil.example',
	// Userinfo, look-alike hosts, fragments and queries that carry the origin.
	'{origin}@evil.example',
	'{origin}.evil.example',
	'https://evil.example#{origin}',
	'https://evil.example?{origin}/',
	'https://evil.example\\@{host}',
	'http://127.0.0.1:{port}/',
	'https://{host}/',
	// Script and data URLs, in every spelling the URL parser forgives.
	'javascript:alert(1)',
	'JaVaScRiPt:alert(1)',
	' javascript:alert(1)',
	'java\tscript:alert(1)',
	'javascript://%0aalert(1)',
	'data:text/html,<script>alert(1)</script>',
	'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
	'vbscript:msgbox(1)',
	'file:///etc/passwd',
	// Control characters the parser strips, and header injection.
	'/\t/evil.example',
	'/\n/evil.example',
	'/\r\nLocation: https://evil.example',
	'\u0000//evil.example',
	'/%0d%0aSet-Cookie:%20injected=1',
	// Unicode dots and look-alike characters that IDNA maps onto ASCII.
	'//evil\u3002example',
	'//evil\uFF0Eexample',
	'https://evil\uFF61example/',
	'//evil%E3%80%82example',
	'https://\u24D4\u24E5\u24D8\u24DB.example',
	// Very long targets, on and off the origin.
	`/${LONG}`,
	`https://evil.example/${LONG}`
];

/** A target with the server's origin filled in. */
export function craft(target: string, baseURL: string): string {
	const url = new URL(baseURL);
	return target.replaceAll('{origin}', url.origin).replaceAll('{host}', url.host).replaceAll('{port}', url.port);
}

/** A subset for the flows that cost a round trip to the mock IdP or the mailbox per case. */
export const ROUND_TRIP_TARGETS = TARGETS.filter((_, index) => index % 4 === 0);
