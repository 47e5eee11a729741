/**
 * Providers whose profile needs custom API calls (userinfo `request` handlers): GitHub's /user/emails
 * fallback, Bitbucket's e-mail list, Notion's versioned API, Dropbox's POST RPC. msw plays the
 * provider APIs (they are remote services; nothing local can answer for api.github.com).
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockProviderApis, signInProfile } from './api-mocks.ts';
import { fixture } from './catalogue-shared.ts';
import Bitbucket from '#lib/auth/providers/bitbucket.ts';
import Dropbox from '#lib/auth/providers/dropbox.ts';
import GitHub from '#lib/auth/providers/github.ts';
import Notion, { NOTION_API_VERSION } from '#lib/auth/providers/notion.ts';

const server = mockProviderApis();

describe('GitHub userinfo', () => {
	const seen: string[] = [];
	afterEach(() => void seen.splice(0));
	function github(user: object, emails: () => Response) {
		server.use(
			http.get('https://api.github.com/user', ({ request }) => {
				seen.push(`user ${request.headers.get('authorization')} ${request.headers.get('x-github-api-version')}`);
				return HttpResponse.json(user);
			}),
			http.get('https://api.github.com/user/emails', () => {
				seen.push('emails');
				return emails();
			})
		);
	}

	it('takes the public e-mail from /user and does not ask /user/emails', async () => {
		github(fixture('github'), () => HttpResponse.json([]));
		const { user } = await signInProfile(GitHub());
		expect(user.email).toBe('octocat@github.com');
		expect(seen).toEqual(['user Bearer gho_token 2022-11-28']);
	});

	it('picks the primary verified address from /user/emails when the e-mail is private (null)', async () => {
		github({ ...fixture('github'), email: null }, () => HttpResponse.json(fixture('github-emails')));
		const { user, raw } = await signInProfile(GitHub());
		expect(user).toStrictEqual({ id: '583231', name: 'The Octocat', email: 'octocat@github.com', image: 'https://avatars.githubusercontent.com/u/583231?v=4' });
		expect(raw.email).toBe('octocat@github.com');
		expect(seen).toHaveLength(2);
	});

	it('ignores a primary address that is not verified', async () => {
		github({ ...fixture('github'), email: null }, () =>
			HttpResponse.json([{ email: 'unverified@example.com', primary: true, verified: false, visibility: 'private' }])
		);
		expect((await signInProfile(GitHub())).user.email).toBeNull();
	});

	it('signs in without an e-mail when /user/emails is refused (token lacks user:email)', async () => {
		github({ ...fixture('github'), email: null }, () => HttpResponse.json({ message: 'Resource not accessible by integration' }, { status: 403 }));
		expect((await signInProfile(GitHub())).user).toMatchObject({ id: '583231', email: null });
	});

	it('fails when /user itself answers an error, without the token in the message', async () => {
		server.use(http.get('https://api.github.com/user', () => HttpResponse.json({ message: 'Bad credentials' }, { status: 500 })));
		const failure = signInProfile(GitHub(), 'gho_secret_value');
		await expect(failure).rejects.toThrow(/500/);
		await expect(failure).rejects.not.toThrow(/gho_secret_value/);
	});

	it('calls the Enterprise Server API (/api/v3) when enterprise.baseUrl is set', async () => {
		server.use(
			http.get('https://github.example.com/api/v3/user', () => HttpResponse.json(fixture('github'))),
			http.get('https://github.example.com/api/v3/user/emails', () => HttpResponse.json([]))
		);
		expect((await signInProfile(GitHub({ enterprise: { baseUrl: 'https://github.example.com/' } }))).user.id).toBe('583231');
	});
});

describe('other userinfo handlers', () => {
	it('Bitbucket adds the primary confirmed address from /2.0/user/emails', async () => {
		const { email: _e, ...user } = fixture('bitbucket');
		server.use(
			http.get('https://api.bitbucket.org/2.0/user', () => HttpResponse.json(user)),
			http.get('https://api.bitbucket.org/2.0/user/emails', () =>
				HttpResponse.json({
					pagelen: 10,
					values: [
						{ email: 'old@example.com', is_primary: false, is_confirmed: true, type: 'email' },
						{ email: 'emma@example.com', is_primary: true, is_confirmed: true, type: 'email' }
					]
				})
			)
		);
		expect((await signInProfile(Bitbucket())).user.email).toBe('emma@example.com');
	});

	it('Notion sends the Notion-Version header and maps the bot owner of /v1/users/me', async () => {
		let version: string | null = null;
		server.use(
			http.get('https://api.notion.com/v1/users/me', ({ request }) => {
				version = request.headers.get('notion-version');
				return HttpResponse.json(fixture('notion'));
			})
		);
		const { user } = await signInProfile(Notion(), 'secret_notion');
		expect(version).toBe(NOTION_API_VERSION);
		expect(user.id).toBe('e79a0b74-3aba-4149-9f74-0bb5791a6ee6');
	});

	it('Dropbox POSTs get_current_account with the bearer token and no body', async () => {
		let seen: { method: string; auth: string | null; body: string } | undefined;
		server.use(
			http.post('https://api.dropboxapi.com/2/users/get_current_account', async ({ request }) => {
				seen = { method: request.method, auth: request.headers.get('authorization'), body: await request.text() };
				return HttpResponse.json(fixture('dropbox'));
			})
		);
		const { user } = await signInProfile(Dropbox(), 'sl.dropbox');
		expect(seen).toEqual({ method: 'POST', auth: 'Bearer sl.dropbox', body: '' });
		expect(user.email).toBe('franz@dropbox.com');
	});

	it('a handler refuses to run without an access token', async () => {
		await expect(signInProfile(Dropbox(), '')).rejects.toThrow(TypeError);
	});
});
