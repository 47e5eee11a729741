/**
 * The sign-in e-mail every built-in sender uses: subject, a themed HTML body with one button, and a
 * plain-text version that reads well on its own (screen readers, text-only clients, spam filters
 * that score HTML-only mail). Our own template; Auth.js's wording is not copied.
 */
import { buttonTextFor, cssColor, defaultBrandColor } from '../pages/theme.ts';
import type { Theme } from '../model.ts';

export interface SignInEmail {
	subject: string;
	html: string;
	text: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
	return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * A zero-width space after each dot keeps mail clients from turning the site name into a link of its
 * own, which would teach users to click host names in mail (phishing practice).
 */
function unlinkableHost(host: string): string {
	return escapeHtml(host).replace(/\./g, '.&#8203;');
}

function humanDuration(expires: Date | undefined, now: number): string | undefined {
	if (!expires) return undefined;
	const minutes = Math.round((expires.getTime() - now) / 60_000);
	if (minutes <= 0) return undefined;
	if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
	const hours = Math.round(minutes / 60);
	if (hours < 48) return `${hours} hours`;
	return `${Math.round(hours / 24)} days`;
}

/**
 * Builds the sign-in message for `url`. The site name is the link's host.
 * @example const { subject, html, text } = renderSignInEmail({ url, theme, expires })
 */
export function renderSignInEmail(params: { url: string; theme?: Theme; expires?: Date; now?: number }): SignInEmail {
	const { host } = new URL(params.url);
	const brand = cssColor(params.theme?.brandColor, defaultBrandColor);
	const buttonText = buttonTextFor(brand, params.theme?.buttonText);
	const validity = humanDuration(params.expires, params.now ?? Date.now());
	const validityLine = validity ? `The link works once and expires in ${validity}.` : 'The link works once.';
	const ignoreLine = 'If you did not ask for this e-mail, you can ignore it: nobody can sign in without the link.';
	const link = escapeHtml(params.url);

	const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:8px;padding:32px;font-family:Helvetica,Arial,sans-serif;color:#111827;">
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:16px;">Sign in to ${unlinkableHost(host)}</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding-bottom:24px;">Press the button to sign in. ${escapeHtml(validityLine)}</td></tr>
<tr><td align="center" style="padding-bottom:24px;">
<a href="${link}" target="_blank" style="display:inline-block;background:${brand};color:${buttonText};border:1px solid ${brand};border-radius:6px;padding:12px 24px;font-size:16px;font-weight:bold;text-decoration:none;">Sign in</a>
</td></tr>
<tr><td style="font-size:14px;line-height:20px;color:#4b5563;padding-bottom:8px;">Or paste this link into your browser:<br><a href="${link}" style="color:#1d4ed8;word-break:break-all;">${link}</a></td></tr>
<tr><td style="font-size:14px;line-height:20px;color:#4b5563;">${escapeHtml(ignoreLine)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

	const text = [`Sign in to ${host}`, '', 'Open this link to sign in:', params.url, '', validityLine, ignoreLine, ''].join('\n');
	return { subject: `Sign in to ${host}`, html, text };
}
