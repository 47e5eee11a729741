import * as server from '../entries/pages/signout/_page.server.ts.js';

export const index = 8;
let component_cache;
export const component = async () => component_cache ??= (await import('../entries/pages/signout/_page.svelte.js')).default;
export { server };
export const server_id = "src/routes/signout/+page.server.ts";
export const imports = ["_app/immutable/nodes/8.CpQHyCH9.js","_app/immutable/chunks/DXilLLg1.js","_app/immutable/chunks/B5_gf7-S.js","_app/immutable/chunks/DUr7Cv-P.js","_app/immutable/entry/payload.DSmR2FwN.js","_app/immutable/chunks/CdrYgZqN.js"];
export const stylesheets = [];
export const fonts = [];
