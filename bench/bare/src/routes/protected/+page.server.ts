import { SESSION } from '../../session.ts';

// Same data as the demo's protected page returns, without reading a session.
export const load = () => ({ user: SESSION.user });
