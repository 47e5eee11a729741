/**
 * The session the bare app "has": the same shape and size as the demo's signed-in jwt session (its session
 * callback adds the user's id and role), built once, so bare pages render the same bytes with zero auth work.
 */
export const SESSION = {
	user: { name: 'Demo User', email: 'demo@example.test', id: 'demo-user', role: 'admin' },
	expires: new Date(Math.floor(Date.now() / 1000 + 30 * 24 * 3600) * 1000).toISOString()
};
