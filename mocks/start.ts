/**
 * `npm run mocks`: the local stand-ins the demo talks to, in one process.
 * - mock identity provider (oauth2-mock-server) at MOCK_IDP_PORT (9400): issuer http://127.0.0.1:9400
 * - Entra ID multi-tenant discovery at MOCK_TENANT_PORT (9402): issuer http://127.0.0.1:9402/{tenantid}/v2.0,
 *   in front of the same identity provider; the demo's Mock Entra ID signs users of MOCK_ENTRA_TENANT in
 * - SMTP sink at SMTP_SINK_PORT (2525), its HTTP inbox at MOCK_INBOX_PORT (9401): GET /messages
 * Loopback only: the inbox holds live sign-in links.
 */
import { startMockIdp } from './idp.ts';
import { MOCK_ENTRA_CLIENT_ID, MOCK_ENTRA_TENANT } from './idp-providers.ts';
import { issueAsTenant, startTenantDiscovery } from './tenant-discovery.ts';
import { startInboxHttp, startSmtpSink } from './smtp-sink.ts';

const idp = await startMockIdp({ port: Number(process.env.MOCK_IDP_PORT ?? 9400) });
const tenants = await startTenantDiscovery(idp, { port: Number(process.env.MOCK_TENANT_PORT ?? 9402) });
issueAsTenant(idp, tenants, MOCK_ENTRA_CLIENT_ID, MOCK_ENTRA_TENANT);
const sink = await startSmtpSink({ port: Number(process.env.SMTP_SINK_PORT ?? 2525) });
const inbox = await startInboxHttp(sink, { port: Number(process.env.MOCK_INBOX_PORT ?? 9401) });
console.log(`[mocks] identity provider ${idp.issuer}, Entra-style tenant discovery ${tenants.issuer('{tenantid}')}`);
console.log(`[mocks] SMTP sink 127.0.0.1:${sink.port}, inbox ${inbox.url}/messages`);

let stopping = false;
async function stop() {
	if (stopping) return;
	stopping = true;
	await Promise.allSettled([tenants.stop(), idp.stop(), sink.stop(), inbox.stop()]);
	process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
