// src/routes/+layout.server.ts
var load = async (event) => ({ session: await event.locals.auth() });
export { load };

//# sourceMappingURL=_layout.server.ts.js.map