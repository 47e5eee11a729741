import { r as signOut } from "../../../chunks/auth.js";
// src/routes/signout/+page.server.ts
var actions = { default: signOut };
export { actions };

//# sourceMappingURL=_page.server.ts.js.map