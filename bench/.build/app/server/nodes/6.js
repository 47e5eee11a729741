import * as server from '../entries/pages/protected/_page.server.ts.js';

export const index = 6;
let component_cache;
export const component = async () => component_cache ??= (await import('../entries/pages/protected/_page.svelte.js')).default;
export { server };
export const server_id = "src/routes/protected/+page.server.ts";
export const imports = ["_app/immutable/nodes/6.B32uE-IA.js","_app/immutable/chunks/DXilLLg1.js"];
export const stylesheets = [];
export const fonts = [];
