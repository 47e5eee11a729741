import * as server from '../entries/pages/dev/mailbox/_page.server.ts.js';

export const index = 5;
let component_cache;
export const component = async () => component_cache ??= (await import('../entries/pages/dev/mailbox/_page.svelte.js')).default;
export { server };
export const server_id = "src/routes/dev/mailbox/+page.server.ts";
export const imports = ["_app/immutable/nodes/5.em6sSOzB.js","_app/immutable/chunks/DXilLLg1.js"];
export const stylesheets = [];
export const fonts = [];
