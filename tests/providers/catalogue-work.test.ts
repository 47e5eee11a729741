/**
 * Catalogue: work, developer and business tools, each against its recorded response (fixtures/<id>.json).
 */
import { describe, expect, it } from 'vitest';
import { describeCatalogue, fixture, tokens, type CatalogueCase } from './catalogue-shared.ts';
import FortyTwo from '#lib/auth/providers/42-school.ts';
import Atlassian from '#lib/auth/providers/atlassian.ts';
import AzureDevOps from '#lib/auth/providers/azure-devops.ts';
import Box from '#lib/auth/providers/box.ts';
import ClickUp from '#lib/auth/providers/click-up.ts';
import Coinbase from '#lib/auth/providers/coinbase.ts';
import Eventbrite from '#lib/auth/providers/eventbrite.ts';
import Figma from '#lib/auth/providers/figma.ts';
import Freshbooks from '#lib/auth/providers/freshbooks.ts';
import HubSpot from '#lib/auth/providers/hubspot.ts';
import Huggingface from '#lib/auth/providers/huggingface.ts';
import Mailchimp from '#lib/auth/providers/mailchimp.ts';
import Mattermost from '#lib/auth/providers/mattermost.ts';
import Netlify from '#lib/auth/providers/netlify.ts';
import NetSuite from '#lib/auth/providers/netsuite.ts';
import Nextcloud from '#lib/auth/providers/nextcloud.ts';
import Pipedrive from '#lib/auth/providers/pipedrive.ts';
import Todoist from '#lib/auth/providers/todoist.ts';
import Webex from '#lib/auth/providers/webex.ts';
import WordPress from '#lib/auth/providers/wordpress.ts';
import Zoho from '#lib/auth/providers/zoho.ts';

const NETSUITE_RESTLET = 'https://1234567.restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=customscript_me&deploy=1';

// prettier-ignore
const cases: Record<string, CatalogueCase> = {
	'42-school': { provider: FortyTwo(), type: 'oauth', scope: 'public', user: { id: '94122', name: 'Maelle Leroy', email: 'mleroy@student.42paris.fr', image: 'https://cdn.intra.42.fr/users/3f1c2a9b8e7d6c5b4a39281706f5e4d3/mleroy.jpg' } },
	atlassian: { provider: Atlassian(), type: 'oauth', scope: 'read:me', user: { id: '712020:3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b', name: 'Keira Long', email: 'keira.long@example.com', image: 'https://avatar-management--avatars.us-west-2.prod.public.atl-paas.net/712020:3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b/6a1b2c3d-128.png' } },
	'azure-devops': { provider: AzureDevOps(), type: 'oauth', scope: 'vso.profile', user: { id: '2b1f7e1c-5c1a-6d7e-9f10-3a4b5c6d7e8f', name: 'Tomasz Nowak', email: 'tomasz.nowak@example.com', image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==' } },
	box: { provider: Box(), type: 'oauth', scope: '', user: { id: '11446498', name: 'Morgan Reid', email: 'morgan.reid@example.com', image: 'https://app.box.com/api/avatar/large/11446498' } },
	'click-up': { provider: ClickUp(), type: 'oauth', scope: '', user: { id: '4123987', name: 'Jonas Berg', email: 'jonas.berg@example.com', image: 'https://attachments.clickup.com/profilePictures/4123987_Hk2.jpg' } },
	coinbase: { provider: Coinbase(), type: 'oauth', scope: 'wallet:user:email wallet:user:read', user: { id: '9da7a204-544e-5fd1-9a12-61176c5d4cd8', name: 'User One', email: 'user1@example.com', image: 'https://images.coinbase.com/avatar?h=vR%2FY8igBoPwuwGren5JMwvDNGpURAY%2F0nRIOgH%2FY2Qh%2BQ6nomR3qusA%2Bh6o2%0Af9rH&s=128' } },
	eventbrite: { provider: Eventbrite(), type: 'oauth', scope: 'user.profile', user: { id: '1234567890123', name: 'Lucia Fernandez', email: 'lucia.fernandez@example.com', image: 'https://img.evbuc.com/https%3A%2F%2Fcdn.evbuc.com%2Fimages%2F705123456%2F1%2Foriginal.jpg' } },
	figma: { provider: Figma(), type: 'oauth', scope: 'files:read', user: { id: '1192543267890123456', name: 'Kenji Watanabe', email: 'kenji.watanabe@example.com', image: 'https://s3-alpha.figma.com/profile/8d7a1c2e-3b4f-4a5d-9e6f-0a1b2c3d4e5f' } },
	freshbooks: { provider: Freshbooks(), type: 'oauth', scope: 'user:profile:read', user: { id: '2192788', name: 'Bilbo Baggins', email: 'bilbo@example.com', image: null } },
	hubspot: { provider: HubSpot(), type: 'oauth', scope: 'oauth', user: { id: '5012345', name: 'daniela.rossi@example.com', email: 'daniela.rossi@example.com', image: null } },
	huggingface: { provider: Huggingface(), type: 'oidc', issuer: 'https://huggingface.co', scope: 'openid profile email', user: { id: '6489a3b2c1d0e9f8a7b6c5d4', name: 'Lena Fischer', email: 'lena.fischer@example.com', image: 'https://cdn-avatars.huggingface.co/v1/production/uploads/6489a3b2c1d0e9f8a7b6c5d4/avatar.png' } },
	mailchimp: { provider: Mailchimp(), type: 'oauth', scope: '', user: { id: '142013857', name: "Freddie's Jokes", email: 'freddie@example.com', image: null } },
	mattermost: { provider: Mattermost({ issuer: 'https://chat.example.com' }), type: 'oauth', scope: '', user: { id: '8d3b5a2f9c1e4b7a6d0f2e1c3b', name: 'eve.adams', email: 'eve.adams@example.com', image: null } },
	netlify: { provider: Netlify(), type: 'oauth', scope: '', user: { id: '5a8b1c2d3e4f5a6b7c8d9e0f', name: 'Pat Morgan', email: 'pat.morgan@example.com', image: 'https://avatars.githubusercontent.com/u/1234567?v=4' } },
	netsuite: { provider: NetSuite({ accountID: '1234567', userinfo: NETSUITE_RESTLET }), type: 'oauth', scope: 'restlets rest_webservices', user: { id: '3210', name: 'Grace Hopper', email: 'grace.hopper@example.com', image: null } },
	nextcloud: { provider: Nextcloud({ issuer: 'https://cloud.example.com/' }), type: 'oauth', issuer: 'https://cloud.example.com', scope: '', profileOf: (answer) => answer.ocs.data, user: { id: 'frank', name: 'Frank Moreau', email: 'frank@cloud.example.com', image: 'https://cloud.example.com/avatar/frank/512' } },
	pipedrive: { provider: Pipedrive(), type: 'oauth', scope: '', user: { id: '123456', name: 'Ana Costa', email: 'ana.costa@example.com', image: 'https://example.pipedrive.com/profile/123456.png' } },
	todoist: { provider: Todoist(), type: 'oauth', scope: 'data:read', profileOf: (answer) => answer.user, user: { id: '2671355', name: 'Fake User', email: 'me@example.com', image: 'https://dcff1xvirvpfp.cloudfront.net/6a3b1c2d_big.jpg' } },
	webex: { provider: Webex(), type: 'oauth', scope: 'spark:kms spark:people_read', user: { id: 'Y2lzY29zcGFyazovL3VzL1BFT1BMRS9mNWIzNjE4Ny1jOGRkLTQ3MjctOGIyZi1mOWM0NDdmMjkwNDY', name: 'John Andersen', email: 'john.andersen@example.com', image: 'https://1efa7a94ed21783e352-c62266528714497a17239ececf39e9e2.ssl.cf1.rackcdn.com/V1~54c844c89e678e5a7b16a306bc2897b9~wx29yGtlTpilEFlYzqPKag==~1600' } },
	wordpress: { provider: WordPress(), type: 'oauth', scope: 'auth', user: { id: '18342963', name: 'Ramona Flowers', email: 'ramona@example.com', image: 'https://1.gravatar.com/avatar/c2a3b4d5e6f708192a3b4c5d6e7f8091?s=96&d=identicon' } },
	zoho: { provider: Zoho(), type: 'oauth', scope: 'AaaServer.profile.Read', user: { id: '60012345678', name: 'Aarav Sharma', email: 'aarav.sharma@example.com', image: null } }
};

describeCatalogue(cases);

describe('work tool presets', () => {
	it('Azure DevOps asks for an Assertion response and redeems it with its own token request, state-checked only', () => {
		const provider = AzureDevOps();
		expect((provider.authorization as { params: Record<string, string> }).params.response_type).toBe('Assertion');
		expect(provider.token).toMatchObject({ request: expect.any(Function) });
		expect(provider.checks).toEqual(['state']);
	});

	it('Azure DevOps maps no image when the profile has no avatar', async () => {
		const { coreAttributes: _c, ...profile } = fixture('azure-devops');
		expect((await AzureDevOps().profile!(profile, tokens)).image).toBeNull();
	});

	it('Mattermost builds its endpoints from the server URL and does not keep it as an issuer', () => {
		const provider = Mattermost({ issuer: 'https://chat.example.com/' });
		expect(provider.token).toEqual({ url: 'https://chat.example.com/oauth/access_token' });
		expect(provider).not.toHaveProperty('issuer');
		expect(() => Mattermost()).toThrow(/issuer/);
	});

	it('NetSuite needs the account id, builds the account-specific endpoints from it and keeps your userinfo', () => {
		expect(() => NetSuite({ userinfo: NETSUITE_RESTLET })).toThrow(/accountID/);
		const provider = NetSuite({ accountID: '1234567-sb1', userinfo: NETSUITE_RESTLET });
		expect(provider.token).toEqual({ url: 'https://1234567-sb1.suitetalk.api.netsuite.com/services/rest/auth/oauth2/v1/token' });
		expect(provider.userinfo).toBe(NETSUITE_RESTLET);
		expect(provider).not.toHaveProperty('accountID');
	});

	it('Nextcloud needs its server URL and serves the avatar from it', async () => {
		expect(() => Nextcloud()).toThrow(/issuer/);
		const provider = Nextcloud({ issuer: 'https://example.com/nextcloud' });
		expect(provider.authorization).toMatchObject({ url: 'https://example.com/nextcloud/apps/oauth2/authorize' });
		expect((await provider.profile!(fixture('nextcloud').ocs.data, tokens)).image).toBe('https://example.com/nextcloud/avatar/frank/512');
	});

	it('Webex takes another API base (apiBaseUrl) without leaking the option', () => {
		const provider = Webex({ apiBaseUrl: 'https://api-usgov.webex.com/v1/' });
		expect(provider.userinfo).toEqual({ url: 'https://api-usgov.webex.com/v1/people/me' });
		expect(provider).not.toHaveProperty('apiBaseUrl');
	});

	it('Eventbrite takes the primary address, not the first one, and no image without an image id', async () => {
		const user = await Eventbrite().profile!({ ...fixture('eventbrite'), image_id: null }, tokens);
		expect(user).toMatchObject({ email: 'lucia.fernandez@example.com', image: null });
	});

	it('42 falls back to the display name, then the login, when there is no usual full name', async () => {
		expect((await FortyTwo().profile!({ ...fixture('42-school'), usual_full_name: null }, tokens)).name).toBe('Maelle Leroy');
		expect((await FortyTwo().profile!({ ...fixture('42-school'), usual_full_name: null, displayname: '' }, tokens)).name).toBe('mleroy');
	});
});
