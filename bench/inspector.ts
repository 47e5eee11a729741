/**
 * One DevTools-protocol session with a Node process started with `--inspect` on loopback, over the inspector's
 * WebSocket (https://chromedevtools.github.io/devtools-protocol/). `call` sends a command and resolves with its
 * result. A socket the inspector closed answers nothing more, so every call still waiting then fails, and so does
 * every later one: a tool never waits forever for a process that went away or dropped the connection.
 */
export interface InspectorSession {
	call<T>(method: string, params?: object): Promise<T>;
	close(): void;
}

export async function inspect(host: string, port: number): Promise<InspectorSession> {
	const [target] = (await (await fetch(`http://${host}:${port}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
	const socket = new WebSocket(target.webSocketDebuggerUrl);
	await new Promise((done, fail) => {
		socket.addEventListener('open', done, { once: true });
		socket.addEventListener('error', () => fail(new Error(`no inspector WebSocket at ${target.webSocketDebuggerUrl}`)), { once: true });
	});
	let last = 0;
	let closed: Error | undefined;
	const waiting = new Map<number, { done: (result: unknown) => void; fail: (error: Error) => void }>();
	socket.addEventListener('message', (message) => {
		const reply = JSON.parse(String(message.data)) as { id?: number; result?: unknown; error?: { message: string } };
		const call = reply.id === undefined ? undefined : waiting.get(reply.id);
		if (!call) return;
		waiting.delete(reply.id!);
		if (reply.error) call.fail(new Error(`inspector: ${reply.error.message}`));
		else call.done(reply.result);
	});
	socket.addEventListener('close', (event) => {
		closed = new Error(`the inspector closed its WebSocket (code ${event.code}${event.reason ? `: ${event.reason}` : ''})`);
		for (const call of waiting.values()) call.fail(closed);
		waiting.clear();
	});
	return {
		call: <T>(method: string, params: object = {}) =>
			new Promise<T>((done, fail) => {
				if (closed) return fail(closed);
				const id = ++last;
				waiting.set(id, { done: done as (result: unknown) => void, fail });
				socket.send(JSON.stringify({ id, method, params }));
			}),
		close: () => socket.close()
	};
}
