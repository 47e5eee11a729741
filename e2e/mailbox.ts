/**
 * Where e2e reads mail: the SMTP sink's HTTP inbox (mocks/smtp-sink.ts) by default, or a real Mailpit
 * (docker-compose) through the mailpit-api client when MAILPIT_URL is set (with SMTP_URL pointing the app at it).
 */
import { MailpitClient } from 'mailpit-api';
import { INBOX_URL } from './servers.ts';

export interface InboxMail {
	to: string;
	subject: string;
	text: string;
	html: string;
}

export interface Mailbox {
	/** Mails to `to`, newest first. */
	list(to: string): Promise<InboxMail[]>;
}

const sink: Mailbox = {
	async list(to) {
		const response = await fetch(`${INBOX_URL}/messages?to=${encodeURIComponent(to)}`);
		return (await response.json()) as InboxMail[];
	}
};

function mailpit(url: string): Mailbox {
	const client = new MailpitClient(url);
	return {
		async list(to) {
			const { messages } = await client.searchMessages({ query: `to:"${to}"` });
			return Promise.all(
				messages.map(async ({ ID }) => {
					const message = await client.getMessageSummary(ID);
					return { to, subject: message.Subject, text: message.Text, html: message.HTML };
				})
			);
		}
	};
}

export const mailbox: Mailbox = process.env.MAILPIT_URL ? mailpit(process.env.MAILPIT_URL) : sink;
