/**
 * Drop-in compatibility of stored accounts: for every catalogue provider, the account id our mapping
 * derives from the recorded response equals the one Auth.js (@auth/core, devDependency-only oracle,
 * run as a black box) derives, so `providerAccountId`s already in an app's database keep matching.
 */
import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthConfig } from './types.ts';
import Apple from './apple.ts';
import Auth0 from './auth0.ts';
import Authentik from './authentik.ts';
import Bitbucket from './bitbucket.ts';
import Cognito from './cognito.ts';
import Discord from './discord.ts';
import Dropbox from './dropbox.ts';
import Facebook from './facebook.ts';
import GitHub from './github.ts';
import GitLab from './gitlab.ts';
import Google from './google.ts';
import Keycloak from './keycloak.ts';
import LinkedIn from './linkedin.ts';
import MicrosoftEntraID from './microsoft-entra-id.ts';
import Notion, { notionPerson } from './notion.ts';
import Okta from './okta.ts';
import Reddit from './reddit.ts';
import Salesforce from './salesforce.ts';
import Slack from './slack.ts';
import Spotify from './spotify.ts';
import Twitch from './twitch.ts';
import Twitter from './twitter.ts';
import Zitadel from './zitadel.ts';
import Zoom from './zoom.ts';

const factories: Record<string, () => OAuthConfig<any>> = {
	github: GitHub, google: Google, apple: Apple, 'microsoft-entra-id': MicrosoftEntraID, discord: Discord, gitlab: GitLab,
	facebook: Facebook, twitter: Twitter, linkedin: LinkedIn, slack: Slack, spotify: Spotify, twitch: Twitch, reddit: Reddit,
	notion: Notion, auth0: Auth0, okta: Okta, keycloak: Keycloak, cognito: Cognito, zitadel: Zitadel, authentik: Authentik,
	bitbucket: Bitbucket, dropbox: Dropbox, zoom: Zoom, salesforce: Salesforce
};

function fixture(name: string): any {
	return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
}

// Auth.js's Entra ID mapping fetches the user's photo from Microsoft Graph: answer "no photo".
const server = setupServer(http.get('https://graph.microsoft.com/*', () => new HttpResponse(null, { status: 404 })));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

/** Auth.js's account id: its provider's profile(), else its default mapping (sub ?? id). */
async function authjsAccountId(id: string, profile: any): Promise<string> {
	const { default: factory } = await import(/* @vite-ignore */ `@auth/core/providers/${id}`);
	const provider = factory({ clientId: 'client', clientSecret: 'secret', issuer: 'https://issuer.example' });
	const mapped = provider.profile ? await provider.profile(profile, { access_token: 'at' }) : { id: profile.sub ?? profile.id };
	return String(mapped.id);
}

describe('account ids match Auth.js', () => {
	it.each(Object.keys(factories))('%s: providerAccountId is the one Auth.js stores for the same response', async (id) => {
		const raw = fixture(id);
		// Auth.js's Notion userinfo handler hands its profile() the bot owner, ours the whole /users/me answer.
		const theirs = await authjsAccountId(id, id === 'notion' ? notionPerson(raw) : structuredClone(raw));
		const ours = await factories[id]().profile!(raw, { access_token: 'at' });
		expect(ours.id).toBe(theirs);
	});
});
