/**
 * `npm run mocks`: the local stand-ins the demo talks to, in one process.
 * - mock identity provider (oauth2-mock-server) at MOCK_IDP_PORT (9400): issuer http://127.0.0.1:9400
 * - SMTP sink at SMTP_SINK_PORT (2525), its HTTP inbox at MOCK_INBOX_PORT (9401): GET /messages
 * Loopback only: the inbox holds live sign-in links.
 */
import { startMockIdp } from './idp.ts';
import { startInboxHttp, startSmtpSink } from './smtp-sink.ts';

const idp = await startMockIdp({ port: Number(process.env.MOCK_IDP_PORT ?? 9400) });
const sink = await startSmtpSink({ port: Number(process.env.SMTP_SINK_PORT ?? 2525) });
const inbox = await startInboxHttp(sink, { port: Number(process.env.MOCK_INBOX_PORT ?? 9401) });
console.log(`[mocks] identity provider ${idp.issuer}`);
console.log(`[mocks] SMTP sink 127.0.0.1:${sink.port}, inbox ${inbox.url}/messages`);

let stopping = false;
async function stop() {
	if (stopping) return;
	stopping = true;
	await Promise.allSettled([idp.stop(), sink.stop(), inbox.stop()]);
	process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
