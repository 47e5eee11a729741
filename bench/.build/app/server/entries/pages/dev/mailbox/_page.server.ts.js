import { t as error } from "../../../../chunks/exports.js";
import { t as demoEnv } from "../../../../chunks/env.js";
// src/routes/dev/mailbox/+page.server.ts
var load = async ({ fetch }) => {
	error(404, "Not found");
	try {
		return {
			messages: await (await fetch(`${demoEnv.inboxUrl}/messages`)).json(),
			down: false
		};
	} catch {
		return {
			messages: [],
			down: true
		};
	}
};
export { load };

//# sourceMappingURL=_page.server.ts.js.map