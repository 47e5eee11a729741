// node_modules/@sveltejs/kit/src/runtime/app/env/server.js
var building = false;
var prerendering = false;
function set_building() {
	building = true;
}
function set_prerendering() {
	prerendering = true;
}
export { set_prerendering as i, prerendering as n, set_building as r, building as t };

//# sourceMappingURL=server.js.map