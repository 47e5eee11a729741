import { SESSION } from '../session.ts';

// The demo's layout exposes the session to every page; here it is a constant (no cookie, no crypto).
// `/` is measured as the public page an anonymous visitor gets, so it has no session.
export const load = ({ url }: { url: URL }) => ({ session: url.pathname === '/' ? null : SESSION });
