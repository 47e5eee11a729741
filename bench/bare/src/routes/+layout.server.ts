import { SESSION } from '../session.ts';

// The demo's layout exposes the session to every page; here it is a constant (no cookie, no crypto).
export const load = () => ({ session: SESSION });
