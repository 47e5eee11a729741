import * as server from '../entries/pages/signin/_page.server.ts.js';

export const index = 7;
let component_cache;
export const component = async () => component_cache ??= (await import('../entries/pages/signin/_page.svelte.js')).default;
export { server };
export const server_id = "src/routes/signin/+page.server.ts";
export const imports = ["_app/immutable/nodes/7.DSDCBHlB.js","_app/immutable/chunks/DXilLLg1.js","_app/immutable/chunks/B5_gf7-S.js","_app/immutable/chunks/DUr7Cv-P.js","_app/immutable/entry/payload.DSmR2FwN.js","_app/immutable/chunks/CdrYgZqN.js"];
export const stylesheets = [];
export const fonts = [];
