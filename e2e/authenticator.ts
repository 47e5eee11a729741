import type { BrowserContext, Page } from '@playwright/test';

/** A Chromium virtual authenticator (CDP WebAuthn domain), as a platform passkey with user verification. */
export async function addAuthenticator(context: BrowserContext, page: Page, transport: 'internal' | 'usb' = 'internal') {
	const cdp = await context.newCDPSession(page);
	await cdp.send('WebAuthn.enable', { enableUI: false });
	const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
		options: { protocol: 'ctap2', transport, hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true }
	});
	return { cdp, authenticatorId };
}
