/**
 * E-mail address normalisation at the sign-in route. The rule: an address is either refused (the sign-in
 * page with `error=EmailSignin`, no token stored, no mail) or reduced to one canonical address that gets
 * exactly one mail with exactly one recipient. Homoglyph `@`s, several `@`s, quoted local parts, lists,
 * CRLF header injection and relay tricks never reach a second mailbox.
 */
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { INBOX_URL } from '../e2e/servers.ts';
import { count } from '../e2e/store.ts';

/** Every mail the sink received whose envelope names the case's tag. */
async function mailsFor(tag: string): Promise<Array<{ to: string; text: string }>> {
	const all = (await (await fetch(`${INBOX_URL}/messages`)).json()) as Array<{ to: string; text: string }>;
	return all.filter((mail) => mail.to.includes(tag));
}

const tokensFor = (info: TestInfo, tag: string) => count(info, 'SELECT COUNT(*) FROM auth_verification_tokens WHERE identifier LIKE ?', `%${tag}%`);

async function signIn(request: APIRequestContext, baseURL: string, email: unknown) {
	const body = typeof email === 'string' ? { form: { email } } : { data: { email } };
	return request.post('/auth/signin/nodemailer', { ...body, headers: { origin: baseURL }, maxRedirects: 0 });
}

/** `{t}` is the case's unique tag (the local part), so parallel cases never see each other's mail. */
const CANONICAL: Array<[input: string, canonical: string]> = [
	['  {t}@Example.TEST  ', '{t}@example.test'],
	['{T}@EXAMPLE.test', '{t}@example.test'],
	['{t}@ｅｘａｍｐｌｅ.test', '{t}@example.test'],
	['{t}@example\u3002test', '{t}@example.test'],
	['{t}@bücher.example', '{t}@xn--bcher-kva.example'],
	['{t}@BÜCHER.example', '{t}@xn--bcher-kva.example'],
	['{t}@ex\u0430mple.test', '{t}@xn--exmple-4nf.test']
];

const REFUSED: string[] = [
	'{t}@example.test＠evil.example',
	'{t}﹫example.test',
	'{t}@example.test\u24D0evil.example',
	'{t}@evil.example@example.test',
	'"{t}@evil.example"@example.test',
	'"{t}"@example.test',
	'{t}@example.test,evil.example',
	'{t}@example.test, {t}x@evil.example',
	'{t}@example.test;{t}x@evil.example',
	'{t}@example.test\r\nBcc: {t}x@evil.example',
	'{t}@example.test\nCc: {t}x@evil.example',
	'<{t}@example.test>',
	'Victim <{t}@example.test>',
	'{t}@example.test\u200B',
	'{t}\u202E@example.test',
	'{t}@exa%mple.test',
	'{t}%evil.example@example.test!relay',
	'{t}@[127.0.0.1]',
	'{t}@example',
	`{t}${'x'.repeat(70)}@example.test`
];

const asciiAddress = (address: string) => {
	const [local, domain] = address.split('@');
	return `${local}@${new URL(`http://${domain}/`).hostname}`;
};
const fill = (template: string, tag: string) => template.replaceAll('{t}', tag).replaceAll('{T}', tag.toUpperCase());
const newTag = () => `addr${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test.describe('e-mail addresses: canonical', () => {
	for (const [input, canonical] of CANONICAL) {
		test(`${JSON.stringify(input)} becomes ${JSON.stringify(canonical)}: one mail, one recipient`, async ({ request, baseURL }, info) => {
			const tag = newTag();
			const answer = await signIn(request, baseURL!, fill(input, tag));
			expect(answer.status()).toBe(302);
			expect(new URL(answer.headers().location).pathname).toBe('/auth/verify-request');
			await expect.poll(() => mailsFor(tag).then((mails) => mails.length)).toBe(1);
			// The sink's SMTP server shows international domains in Unicode: compare their ASCII spelling.
			expect(asciiAddress((await mailsFor(tag))[0].to), 'exactly the canonical recipient').toBe(fill(canonical, tag));
			expect(count(info, 'SELECT COUNT(*) FROM auth_verification_tokens WHERE identifier = ?', fill(canonical, tag))).toBe(1);
		});
	}
});

test.describe('e-mail addresses: refused', () => {
	for (const input of REFUSED) {
		test(`${JSON.stringify(input)} is refused: EmailSignin, no token, no mail`, async ({ request, baseURL }, info) => {
			const tag = newTag();
			const answer = await signIn(request, baseURL!, fill(input, tag));
			expect(answer.status()).toBe(302);
			expect(new URL(answer.headers().location).searchParams.get('error')).toBe('EmailSignin');
			expect(tokensFor(info, tag)).toBe(0);
			expect(await mailsFor(tag)).toEqual([]);
		});
	}

	for (const [title, value] of [
		['a JSON array of two addresses', ['{t}@example.test', '{t}x@evil.example']],
		['a JSON object', { address: '{t}@example.test' }],
		['a JSON number', 42]
	] as const) {
		test(`${title} as the address is refused: EmailSignin, no token, no mail`, async ({ request, baseURL }, info) => {
			const tag = newTag();
			const email = JSON.parse(fill(JSON.stringify(value), tag));
			const answer = await signIn(request, baseURL!, email);
			expect(answer.status()).toBe(302);
			expect(new URL(answer.headers().location).searchParams.get('error')).toBe('EmailSignin');
			expect(tokensFor(info, tag)).toBe(0);
			expect(await mailsFor(tag)).toEqual([]);
		});
	}

	test('two email fields in one form: only the last is used (as Auth.js), one mail to one recipient', async ({ request, baseURL }) => {
		const tag = newTag();
		const answer = await request.post('/auth/signin/nodemailer', {
			data: `email=${tag}x%40evil.example&email=${tag}%40example.test`,
			headers: { origin: baseURL!, 'content-type': 'application/x-www-form-urlencoded' },
			maxRedirects: 0
		});
		expect(answer.status()).toBe(302);
		await expect.poll(() => mailsFor(tag).then((mails) => mails.length)).toBe(1);
		expect((await mailsFor(tag))[0].to).toBe(`${tag}@example.test`);
	});
});
