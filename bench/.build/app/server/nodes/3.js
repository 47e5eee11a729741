import * as server from '../entries/pages/account/_page.server.ts.js';

export const index = 3;
let component_cache;
export const component = async () => component_cache ??= (await import('../entries/pages/account/_page.svelte.js')).default;
export { server };
export const server_id = "src/routes/account/+page.server.ts";
export const imports = ["_app/immutable/nodes/3.CSqO1n_y.js","_app/immutable/chunks/DXilLLg1.js","_app/immutable/chunks/CdrYgZqN.js","_app/immutable/entry/payload.DSmR2FwN.js","_app/immutable/chunks/DUr7Cv-P.js","_app/immutable/chunks/DpxAP6xM.js","_app/immutable/chunks/B5_gf7-S.js"];
export const stylesheets = [];
export const fonts = [];
