/**
 * The session the bare app "has": the same shape and size as the demo's signed-in session, built once,
 * so bare pages render the same bytes with zero auth work.
 */
export const SESSION = {
	user: { name: 'Demo User', email: 'demo@example.test', id: 'demo-user' },
	expires: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString()
};
