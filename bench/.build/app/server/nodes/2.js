

export const index = 2;
let component_cache;
export const component = async () => component_cache ??= (await import('../entries/pages/_page.svelte.js')).default;
export const imports = ["_app/immutable/nodes/2.CuQWoiiI.js","_app/immutable/chunks/DXilLLg1.js","_app/immutable/chunks/CdrYgZqN.js","_app/immutable/entry/payload.DSmR2FwN.js","_app/immutable/chunks/DpxAP6xM.js"];
export const stylesheets = [];
export const fonts = [];
