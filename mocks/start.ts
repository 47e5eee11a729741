/**
 * `npm run mocks`: the local stand-ins the demo talks to, in one process.
 * - mock identity provider (oauth2-mock-server) at MOCK_IDP_PORT (9400): issuer http://127.0.0.1:9400
 * - Entra ID multi-tenant discovery at MOCK_TENANT_PORT (9402): issuer http://127.0.0.1:9402/{tenantid}/v2.0,
 *   in front of the same identity provider; the demo's Mock Entra ID signs users of MOCK_ENTRA_TENANT in
 * - SMTP sink at SMTP_SINK_PORT (2525), its HTTP inbox at MOCK_INBOX_PORT (9401): GET /messages
 * Loopback only: the inbox holds live sign-in links. The app reads the same variables (src/lib/demo/env.ts),
 * so moving a port moves both sides. A port in use stops the mocks with one line and exit code 2.
 */
import { startMockIdp } from './idp.ts';
import { MOCK_ENTRA_CLIENT_ID, MOCK_ENTRA_TENANT } from './idp-providers.ts';
import { issueAsTenant, startTenantDiscovery } from './tenant-discovery.ts';
import { startInboxHttp, startSmtpSink } from './smtp-sink.ts';
import { PORT_IN_USE, mockPort, type MockPortVariable } from './ports.ts';

/** Starts one mock on its port; a port in use ends the process with one line naming the port and its variable. */
async function onPort<T>(variable: MockPortVariable, what: string, start: (port: number) => Promise<T>): Promise<T> {
	const port = mockPort(variable);
	try {
		return await start(port);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
		console.error(`[mocks] Port ${port} (${what}) is in use: stop what holds it, or move the mock with ${variable}=<free port> (npm run dev and npm run mocks read it).`);
		process.exit(PORT_IN_USE);
	}
}

const idp = await onPort('MOCK_IDP_PORT', 'mock identity provider', (port) => startMockIdp({ port }));
const tenants = await onPort('MOCK_TENANT_PORT', 'Entra-style tenant discovery', (port) => startTenantDiscovery(idp, { port }));
issueAsTenant(idp, tenants, MOCK_ENTRA_CLIENT_ID, MOCK_ENTRA_TENANT);
const sink = await onPort('SMTP_SINK_PORT', 'SMTP sink', (port) => startSmtpSink({ port }));
const inbox = await onPort('MOCK_INBOX_PORT', 'mail inbox', (port) => startInboxHttp(sink, { port }));
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
