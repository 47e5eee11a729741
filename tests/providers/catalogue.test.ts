/**
 * The first catalogue providers (the common social and developer logins, the tenant-based OIDC presets and
 * the generic oauth()/oidc()): their profile mapping against a response recorded from the provider's own
 * documentation (fixtures/<id>.json), the shape of the provider object, and the mapping rules they share.
 * The later additions are in catalogue-*.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { describeCatalogue, fixture, tokens, type CatalogueCase } from './catalogue-shared.ts';
import Apple from '#lib/auth/providers/apple.ts';
import Auth0 from '#lib/auth/providers/auth0.ts';
import Authentik from '#lib/auth/providers/authentik.ts';
import Bitbucket from '#lib/auth/providers/bitbucket.ts';
import Cognito from '#lib/auth/providers/cognito.ts';
import Discord from '#lib/auth/providers/discord.ts';
import Dropbox from '#lib/auth/providers/dropbox.ts';
import Facebook from '#lib/auth/providers/facebook.ts';
import GitHub from '#lib/auth/providers/github.ts';
import GitLab from '#lib/auth/providers/gitlab.ts';
import Google from '#lib/auth/providers/google.ts';
import Keycloak from '#lib/auth/providers/keycloak.ts';
import LinkedIn from '#lib/auth/providers/linkedin.ts';
import MicrosoftEntraID from '#lib/auth/providers/microsoft-entra-id.ts';
import Notion from '#lib/auth/providers/notion.ts';
import oauth from '#lib/auth/providers/oauth.ts';
import oidc from '#lib/auth/providers/oidc.ts';
import Okta from '#lib/auth/providers/okta.ts';
import Reddit from '#lib/auth/providers/reddit.ts';
import Salesforce from '#lib/auth/providers/salesforce.ts';
import Slack from '#lib/auth/providers/slack.ts';
import Spotify from '#lib/auth/providers/spotify.ts';
import Twitch from '#lib/auth/providers/twitch.ts';
import Twitter from '#lib/auth/providers/twitter.ts';
import Zitadel from '#lib/auth/providers/zitadel.ts';
import Zoom from '#lib/auth/providers/zoom.ts';

// prettier-ignore
const cases: Record<string, CatalogueCase> = {
	github: { provider: GitHub(), type: 'oauth', scope: 'read:user user:email', user: { id: '583231', name: 'The Octocat', email: 'octocat@github.com', image: 'https://avatars.githubusercontent.com/u/583231?v=4' } },
	google: { provider: Google(), type: 'oidc', issuer: 'https://accounts.google.com', scope: 'openid profile email', user: { id: '10769150350006150715113082367', name: 'Jane Smith', email: 'jsmith@example.com', image: 'https://lh3.googleusercontent.com/a/ACg8ocJ-example=s96-c' } },
	apple: { provider: Apple(), type: 'oidc', issuer: 'https://appleid.apple.com', scope: 'name email', user: { id: '001234.5b2c1d9e8f7a4b3c9d0e1f2a3b4c5d6e.1234', name: 'John Appleseed', email: 'x7ksd9q2f4@privaterelay.appleid.com', image: null } },
	'microsoft-entra-id': { provider: MicrosoftEntraID({ tenantId: 'b9419818-09af-49c2-b0c3-653adc1f376e' }), type: 'oidc', issuer: 'https://login.microsoftonline.com/b9419818-09af-49c2-b0c3-653adc1f376e/v2.0', scope: 'openid profile email User.Read', user: { id: '5_J9rSss8-jvt_Icu6ueRNL8xXb8LF4Fsg_KooC2RJQ', name: 'Abe Lincoln', email: 'AbeLi@microsoft.com', image: null } },
	discord: { provider: Discord(), type: 'oauth', scope: 'identify email', user: { id: '80351110224678912', name: 'Nelly', email: 'nelly@discord.com', image: 'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png' } },
	gitlab: { provider: GitLab(), type: 'oauth', scope: 'read_user', user: { id: '1', name: 'John Smith', email: 'john@example.com', image: 'https://gitlab.com/uploads/-/system/user/avatar/1/index.jpg' } },
	facebook: { provider: Facebook(), type: 'oauth', scope: 'email public_profile', user: { id: '10158772659983459', name: 'Jordan Lee', email: 'jordan.lee@example.com', image: 'https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=10158772659983459&height=50&width=50&ext=1719000000&hash=AbZ' } },
	twitter: { provider: Twitter(), type: 'oauth', scope: 'users.read tweet.read offline.access', user: { id: '2244994945', name: 'X Dev', email: null, image: 'https://pbs.twimg.com/profile_images/1683325380441128960/yRsRRjGO_normal.jpg' } },
	linkedin: { provider: LinkedIn(), type: 'oidc', issuer: 'https://www.linkedin.com/oauth', scope: 'openid profile email', user: { id: '782bbtaQ', name: 'John Doe', email: 'doe@email.com', image: 'https://media.licdn-ei.com/dms/image/C5F03AQHqK8v7tB1HCQ/profile-displayphoto-shrink_100_100/0/' } },
	slack: { provider: Slack(), type: 'oidc', issuer: 'https://slack.com', scope: 'openid profile email', user: { id: 'U0R7MFMJM', name: 'krane', email: 'krane@slack-corp.com', image: 'https://secure.gravatar.com/....png' } },
	spotify: { provider: Spotify(), type: 'oauth', scope: 'user-read-email', user: { id: 'wizzler', name: 'JM Wizzler', email: 'email@example.com', image: 'https://i.scdn.co/image/ab6775700000ee8555c25988a6ac314394d3fbf5' } },
	twitch: { provider: Twitch(), type: 'oidc', issuer: 'https://id.twitch.tv/oauth2', scope: 'openid user:read:email', user: { id: '713936733', name: 'scotwht', email: 'scotwht@justin.tv', image: 'https://static-cdn.jtvnw.net/user-default-pictures-uv/ebb84563-db81-4b9c-8940-64ed33ccfc7b-profile_image-150x150.png' } },
	reddit: { provider: Reddit(), type: 'oauth', scope: 'identity', user: { id: '1w72', name: 'spez', email: null, image: 'https://styles.redditmedia.com/t5_3k30p/styles/profileIcon_snoo-nftv2_bmZ0.png?width=256&height=256&crop=256:256,smart&s=c2b1a3f0d5e4' } },
	notion: { provider: Notion(), type: 'oauth', user: { id: 'e79a0b74-3aba-4149-9f74-0bb5791a6ee6', name: 'Avocado Lovelace', email: 'avo@example.org', image: 'https://secure.notion-static.com/e6a352a8-8381-44d0-a1dc-9ed80e62b53d.jpg' } },
	auth0: { provider: Auth0({ issuer: 'https://my-tenant.eu.auth0.com/' }), type: 'oidc', issuer: 'https://my-tenant.eu.auth0.com/', scope: 'openid profile email', user: { id: 'auth0|64b1f0c2e4d1a2b3c4d5e6f7', name: 'Jane Doe', email: 'jane.doe@example.com', image: 'https://s.gravatar.com/avatar/1e5a4b2c3d?s=480&r=pg&d=https%3A%2F%2Fcdn.auth0.com%2Favatars%2Fjd.png' } },
	okta: { provider: Okta({ issuer: 'https://dev-123456.okta.com/oauth2/default' }), type: 'oidc', issuer: 'https://dev-123456.okta.com/oauth2/default', scope: 'openid profile email', user: { id: '00uid4BxXw6I6TV4m0g3', name: 'John Doe', email: 'john.doe@example.com', image: null } },
	keycloak: { provider: Keycloak({ issuer: 'https://sso.example.com/realms/acme' }), type: 'oidc', issuer: 'https://sso.example.com/realms/acme', scope: 'openid profile email', user: { id: 'f2b3c4d5-6e7f-4a8b-9c0d-1e2f3a4b5c6d', name: 'Alice Liddell', email: 'alice@example.com', image: null } },
	cognito: { provider: Cognito({ issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_example' }), type: 'oidc', issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_example', scope: 'openid profile email', user: { id: 'aaaaaaaa-bbbb-cccc-dddd-example', name: 'anaya', email: 'anaya@example.com', image: null } },
	zitadel: { provider: Zitadel({ issuer: 'https://acme-abc123.zitadel.cloud' }), type: 'oidc', issuer: 'https://acme-abc123.zitadel.cloud', scope: 'openid profile email', user: { id: '69234088471291419', name: 'Road Runner', email: 'road.runner@acme.ch', image: null } },
	authentik: { provider: Authentik({ issuer: 'https://auth.example.com/application/o/my-app/' }), type: 'oidc', issuer: 'https://auth.example.com/application/o/my-app/', scope: 'openid profile email', user: { id: 'f3a1e3c8b6f9d2a4c1e0b7d5a9f8e6c4b2a0d8f6e4c2a0b8d6f4e2c0a8b6d4f2', name: 'Jens Langhammer', email: 'jens@goauthentik.io', image: null } },
	bitbucket: { provider: Bitbucket(), type: 'oauth', scope: 'account email', user: { id: '557058:ba8948b2-49da-43a9-9e8b-e7249b8e324a', name: 'Emma', email: 'emma@example.com', image: 'https://secure.gravatar.com/avatar/f6ef4bd0fee2a5ab1ca5fc8fdde5fc8f?d=https%3A%2F%2Favatar-management--avatars.us-west-2.prod.public.atl-paas.net%2Finitials%2FE-3.png' } },
	dropbox: { provider: Dropbox(), type: 'oauth', scope: 'account_info.read', user: { id: 'dbid:AAH4f99T0taONIb-OurWxbNQ6ywGRopQngc', name: 'Franz Ferdinand (Personal)', email: 'franz@dropbox.com', image: 'https://dl-web.dropbox.com/account_photo/get/dbaphid%3AAAHWGmIXV3sUuOmBfTz0wPsiqHUpBWvv3ZA?vers=1556069330102&size=128x128' } },
	zoom: { provider: Zoom(), type: 'oauth', scope: '', user: { id: 'KDcuGIm1QgePTO8WbOqwIQ', name: 'Jill Chill', email: 'jchill@example.com', image: 'https://example.com/photo.jpg' } },
	salesforce: { provider: Salesforce(), type: 'oidc', issuer: 'https://login.salesforce.com', scope: 'openid profile email', user: { id: 'https://login.salesforce.com/id/00Dx0000001T0zk/005x0000001S2b9', name: 'Ada Admin', email: 'admin@mycompany.com', image: 'https://mycompany.file.force.com/profilephoto/005/F' } },
	oidc: { provider: oidc({ issuer: 'https://sso.corp.example' }), type: 'oidc', issuer: 'https://sso.corp.example', scope: 'openid profile email', user: { id: '248289761001', name: 'Jane Doe', email: 'janedoe@example.com', image: 'http://example.com/janedoe/me.jpg' } },
	oauth: { provider: oauth({ authorization: 'https://acme.example/authorize', token: 'https://acme.example/token', userinfo: 'https://acme.example/me' }), type: 'oauth', user: { id: '4711', name: 'ringo', email: 'ringo@example.com', image: null } }
};

describeCatalogue(cases);

describe('profile mapping rules', () => {
	it('a profile without an id is refused instead of yielding a random account id', () => {
		expect(() => oauth().profile!({ name: 'nobody' }, tokens)).toThrow(TypeError);
		expect(() => Google().profile!({ ...fixture('google'), sub: '' }, tokens)).toThrow(TypeError);
	});

	it('GitHub falls back to the login when the display name is null', async () => {
		const user = await GitHub().profile!({ ...fixture('github'), name: null }, tokens);
		expect(user.name).toBe('octocat');
	});

	it('Apple maps no name after the first sign-in, when the form_post `user` field is absent', async () => {
		const { user: _first, ...later } = fixture('apple');
		expect(await Apple().profile!(later, tokens)).toStrictEqual({ id: later.sub, name: null, email: later.email, image: null });
	});

	it('Apple reads the `user` field also when it arrives as the raw JSON string of the form body', async () => {
		const raw = { ...fixture('apple'), user: JSON.stringify({ name: { firstName: 'Ann', lastName: 'Lee' } }) };
		expect((await Apple().profile!(raw, tokens)).name).toBe('Ann Lee');
	});

	it('Discord uses the default avatar ((id >> 22) % 6) when the user has none', async () => {
		const user = await Discord().profile!({ ...fixture('discord'), avatar: null }, tokens);
		expect(user.image).toBe(`https://cdn.discordapp.com/embed/avatars/${Number((80351110224678912n >> 22n) % 6n)}.png`);
	});

	it('Discord marks animated avatars (a_ prefix) as gif and prefers global_name over username', async () => {
		const user = await Discord().profile!({ ...fixture('discord'), avatar: 'a_1269e74af4df7417b13759eae50c83dc', global_name: null }, tokens);
		expect(user.image).toBe('https://cdn.discordapp.com/avatars/80351110224678912/a_1269e74af4df7417b13759eae50c83dc.gif');
		expect(user.name).toBe('nelly');
	});

	it('Notion maps a person-shaped profile too (not only the bot owner)', async () => {
		const person = fixture('notion').bot.owner.user;
		expect((await Notion().profile!(person, tokens)).email).toBe('avo@example.org');
	});

	it('Zoom joins first and last name when there is no display name', async () => {
		const { display_name: _d, ...profile } = fixture('zoom');
		expect((await Zoom().profile!(profile, tokens)).name).toBe('Jill Chill');
	});

	it('Cognito falls back to cognito:username and Salesforce to user_id when sub is absent', async () => {
		expect((await Cognito().profile!(fixture('cognito'), tokens)).name).toBe('anaya');
		const { sub: _s, ...userinfo } = fixture('salesforce');
		expect((await Salesforce().profile!(userinfo, tokens)).id).toBe('005x0000001S2b9');
	});
});
