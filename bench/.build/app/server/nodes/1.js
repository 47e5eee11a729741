

export const index = 1;
let component_cache;
export const component = async () => component_cache ??= (await import('../entries/fallbacks/error.svelte.js')).default;
export const imports = ["_app/immutable/nodes/1.CjuRvwe8.js","_app/immutable/chunks/DXilLLg1.js","_app/immutable/chunks/CdrYgZqN.js","_app/immutable/entry/payload.DSmR2FwN.js","_app/immutable/chunks/DpxAP6xM.js"];
export const stylesheets = [];
export const fonts = [];
