/**
 * Drop-in compatibility of stored accounts: for every catalogue provider, the account id our mapping
 * derives from the recorded response equals the one Auth.js (@auth/core, devDependency-only oracle,
 * run as a black box) derives, so `providerAccountId`s already in an app's database keep matching.
 */
import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthConfig } from '#lib/auth/providers/types.ts';
import FortyTwo from '#lib/auth/providers/42-school.ts';
import Apple from '#lib/auth/providers/apple.ts';
import Asgardeo from '#lib/auth/providers/asgardeo.ts';
import Atlassian from '#lib/auth/providers/atlassian.ts';
import Auth0 from '#lib/auth/providers/auth0.ts';
import Authentik from '#lib/auth/providers/authentik.ts';
import AzureAD from '#lib/auth/providers/azure-ad.ts';
import AzureADB2C from '#lib/auth/providers/azure-ad-b2c.ts';
import AzureDevOps from '#lib/auth/providers/azure-devops.ts';
import BankIDNorway from '#lib/auth/providers/bankid-no.ts';
import BattleNet from '#lib/auth/providers/battlenet.ts';
import BeyondIdentity from '#lib/auth/providers/beyondidentity.ts';
import Bitbucket from '#lib/auth/providers/bitbucket.ts';
import Box from '#lib/auth/providers/box.ts';
import BoxyHQSAML from '#lib/auth/providers/boxyhq-saml.ts';
import Bungie from '#lib/auth/providers/bungie.ts';
import ClickUp from '#lib/auth/providers/click-up.ts';
import Cognito from '#lib/auth/providers/cognito.ts';
import Coinbase from '#lib/auth/providers/coinbase.ts';
import Concept2 from '#lib/auth/providers/concept2.ts';
import Descope from '#lib/auth/providers/descope.ts';
import Discord from '#lib/auth/providers/discord.ts';
import Dribbble from '#lib/auth/providers/dribbble.ts';
import Dropbox from '#lib/auth/providers/dropbox.ts';
import DuendeIdentityServer6 from '#lib/auth/providers/duende-identity-server6.ts';
import Eventbrite from '#lib/auth/providers/eventbrite.ts';
import EVEOnline from '#lib/auth/providers/eveonline.ts';
import Facebook from '#lib/auth/providers/facebook.ts';
import FACEIT from '#lib/auth/providers/faceit.ts';
import Figma from '#lib/auth/providers/figma.ts';
import Foursquare from '#lib/auth/providers/foursquare.ts';
import Freshbooks from '#lib/auth/providers/freshbooks.ts';
import Frontegg from '#lib/auth/providers/frontegg.ts';
import FusionAuth from '#lib/auth/providers/fusionauth.ts';
import GitHub from '#lib/auth/providers/github.ts';
import GitLab from '#lib/auth/providers/gitlab.ts';
import Google from '#lib/auth/providers/google.ts';
import HubSpot from '#lib/auth/providers/hubspot.ts';
import Huggingface from '#lib/auth/providers/huggingface.ts';
import IdentityServer4 from '#lib/auth/providers/identity-server4.ts';
import Kakao from '#lib/auth/providers/kakao.ts';
import Keycloak from '#lib/auth/providers/keycloak.ts';
import Kinde from '#lib/auth/providers/kinde.ts';
import LINE from '#lib/auth/providers/line.ts';
import LinkedIn from '#lib/auth/providers/linkedin.ts';
import Logto from '#lib/auth/providers/logto.ts';
import Mailchimp from '#lib/auth/providers/mailchimp.ts';
import Mailru from '#lib/auth/providers/mailru.ts';
import Mastodon from '#lib/auth/providers/mastodon.ts';
import Mattermost from '#lib/auth/providers/mattermost.ts';
import Medium from '#lib/auth/providers/medium.ts';
import MicrosoftEntraID from '#lib/auth/providers/microsoft-entra-id.ts';
import Naver from '#lib/auth/providers/naver.ts';
import Netlify from '#lib/auth/providers/netlify.ts';
import NetSuite from '#lib/auth/providers/netsuite.ts';
import Nextcloud from '#lib/auth/providers/nextcloud.ts';
import Notion, { notionPerson } from '#lib/auth/providers/notion.ts';
import Okta from '#lib/auth/providers/okta.ts';
import OneLogin from '#lib/auth/providers/onelogin.ts';
import OryHydra from '#lib/auth/providers/ory-hydra.ts';
import Osso from '#lib/auth/providers/osso.ts';
import Osu from '#lib/auth/providers/osu.ts';
import Passage from '#lib/auth/providers/passage.ts';
import Patreon from '#lib/auth/providers/patreon.ts';
import PingId from '#lib/auth/providers/ping-id.ts';
import Pinterest from '#lib/auth/providers/pinterest.ts';
import Pipedrive from '#lib/auth/providers/pipedrive.ts';
import Reddit from '#lib/auth/providers/reddit.ts';
import Roblox from '#lib/auth/providers/roblox.ts';
import Salesforce from '#lib/auth/providers/salesforce.ts';
import SimpleLogin from '#lib/auth/providers/simplelogin.ts';
import Slack from '#lib/auth/providers/slack.ts';
import Spotify from '#lib/auth/providers/spotify.ts';
import Strava from '#lib/auth/providers/strava.ts';
import Threads from '#lib/auth/providers/threads.ts';
import TikTok from '#lib/auth/providers/tiktok.ts';
import Todoist from '#lib/auth/providers/todoist.ts';
import Trakt from '#lib/auth/providers/trakt.ts';
import Twitch from '#lib/auth/providers/twitch.ts';
import Twitter from '#lib/auth/providers/twitter.ts';
import UnitedEffects from '#lib/auth/providers/united-effects.ts';
import Vipps from '#lib/auth/providers/vipps.ts';
import VK from '#lib/auth/providers/vk.ts';
import Webex from '#lib/auth/providers/webex.ts';
import WeChat from '#lib/auth/providers/wechat.ts';
import Wikimedia from '#lib/auth/providers/wikimedia.ts';
import WordPress from '#lib/auth/providers/wordpress.ts';
import WorkOS from '#lib/auth/providers/workos.ts';
import Yandex from '#lib/auth/providers/yandex.ts';
import Zitadel from '#lib/auth/providers/zitadel.ts';
import Zoho from '#lib/auth/providers/zoho.ts';
import Zoom from '#lib/auth/providers/zoom.ts';

type Factory = (options: Record<string, unknown>) => OAuthConfig<any>;

interface OracleCase {
	factory: Factory;
	/** The @auth/core/providers module, when its name is not the provider id (Ory Hydra's id is `hydra`). */
	module?: string;
	/** Options both factories need besides client id, secret and issuer. */
	options?: Record<string, unknown>;
	/** What our userinfo handler hands profile() out of the recorded answer. */
	ours?: (recorded: any) => any;
	/** What Auth.js's userinfo handler hands its profile(), when it differs from ours. */
	theirs?: (recorded: any) => any;
}

// Each value is a factory, or a case for providers whose handlers unwrap the recorded answer.
const factories: Record<string, Factory | OracleCase> = {
	github: GitHub, google: Google, apple: Apple, 'microsoft-entra-id': MicrosoftEntraID, discord: Discord, gitlab: GitLab,
	facebook: Facebook, twitter: Twitter, linkedin: LinkedIn, slack: Slack, spotify: Spotify, twitch: Twitch, reddit: Reddit,
	// Auth.js's Notion userinfo handler hands its profile() the bot owner, ours the whole /users/me answer.
	notion: { factory: Notion, theirs: notionPerson },
	auth0: Auth0, okta: Okta, keycloak: Keycloak, cognito: Cognito, zitadel: Zitadel, authentik: Authentik,
	bitbucket: Bitbucket, dropbox: Dropbox, zoom: Zoom, salesforce: Salesforce,
	'42-school': FortyTwo, asgardeo: Asgardeo, atlassian: Atlassian, 'azure-ad': AzureAD, 'azure-ad-b2c': AzureADB2C,
	'azure-devops': AzureDevOps, 'bankid-no': BankIDNorway, battlenet: BattleNet, beyondidentity: BeyondIdentity, box: Box,
	'boxyhq-saml': BoxyHQSAML, bungie: Bungie, 'click-up': ClickUp, coinbase: Coinbase, concept2: Concept2, descope: Descope,
	dribbble: Dribbble, 'duende-identity-server6': DuendeIdentityServer6, eventbrite: Eventbrite, eveonline: EVEOnline,
	faceit: FACEIT, figma: Figma, foursquare: Foursquare, freshbooks: Freshbooks, frontegg: Frontegg, fusionauth: FusionAuth,
	hubspot: HubSpot, huggingface: Huggingface, 'identity-server4': IdentityServer4, kakao: Kakao, kinde: Kinde, line: LINE,
	logto: Logto, mailchimp: Mailchimp, mailru: Mailru, mastodon: Mastodon, mattermost: Mattermost, medium: Medium,
	naver: Naver, netlify: Netlify, netsuite: { factory: NetSuite, options: { accountID: '1234567' } },
	// Both handlers hand profile() the user record out of the OCS envelope.
	nextcloud: { factory: Nextcloud, ours: (answer) => answer.ocs.data },
	onelogin: OneLogin, hydra: { factory: OryHydra, module: 'ory-hydra' }, osso: Osso, osu: Osu, passage: Passage,
	patreon: Patreon, 'ping-id': PingId, pinterest: Pinterest, pipedrive: Pipedrive, roblox: Roblox, simplelogin: SimpleLogin,
	strava: Strava,
	// Auth.js reads the Threads user from a `data` wrapper that the documented /me answer does not have.
	threads: { factory: Threads, theirs: (answer) => ({ data: answer }) },
	tiktok: TikTok,
	// Both handlers hand profile() the `user` resource of the sync answer.
	todoist: { factory: Todoist, ours: (answer) => answer.user },
	trakt: Trakt, 'united-effects': UnitedEffects, vipps: Vipps,
	// Both handlers hand profile() the first users.get entry, with the e-mail of the token answer.
	vk: { factory: VK, ours: (answer) => ({ ...answer.response[0], email: 'dmitri.sokolov@example.com' }) },
	webex: Webex, wechat: WeChat, wikimedia: Wikimedia, wordpress: WordPress, workos: WorkOS, yandex: Yandex, zoho: Zoho
};

function caseOf(id: string): OracleCase {
	const entry = factories[id]!;
	return typeof entry === 'function' ? { factory: entry } : entry;
}

function fixture(name: string): any {
	return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
}

// Auth.js's Entra ID (and so Azure AD) mapping fetches the user's photo from Microsoft Graph: answer "no photo".
const server = setupServer(http.get('https://graph.microsoft.com/*', () => new HttpResponse(null, { status: 404 })));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const BASE_OPTIONS = { clientId: 'client', clientSecret: 'secret', issuer: 'https://issuer.example' };

/** Auth.js's account id: its provider's profile(), else its default mapping (sub ?? id). */
async function authjsAccountId(module: string, options: Record<string, unknown>, profile: any): Promise<string> {
	const { default: factory } = await import(/* @vite-ignore */ `@auth/core/providers/${module}`);
	const provider = factory({ ...BASE_OPTIONS, ...options });
	const mapped = provider.profile ? await provider.profile(profile, { access_token: 'at' }) : { id: profile.sub ?? profile.id };
	return String(mapped.id);
}

describe('account ids match Auth.js', () => {
	it.each(Object.keys(factories))('%s: providerAccountId is the one Auth.js stores for the same response', async (id) => {
		const { factory, module = id, options = {}, ours: unwrap = (answer: any) => answer, theirs = unwrap } = caseOf(id);
		const raw = fixture(id);
		const expected = await authjsAccountId(module, options, theirs(structuredClone(raw)));
		const ours = await factory({ ...BASE_OPTIONS, ...options }).profile!(unwrap(raw), { access_token: 'at' });
		expect(ours.id).toBe(expected);
	});
});
