export const manifest = (() => {
function __memo(fn) {
	let value;
	return () => value ??= (value = fn());
}

return {
	app_dir: "_app",
	app_path: "_app",
	assets: new Set([]),
	mime_types: {},
	client: {start:"_app/immutable/entry/start.BGrrRS74.js",app:"_app/immutable/entry/app.BRNjAADp.js",imports:["_app/immutable/entry/start.BGrrRS74.js","_app/immutable/entry/payload.DSmR2FwN.js","_app/immutable/chunks/DclECHGd.js","_app/immutable/chunks/DDfRJ3PM.js","_app/immutable/chunks/DUr7Cv-P.js","_app/immutable/chunks/DXilLLg1.js","_app/immutable/chunks/CdrYgZqN.js","_app/immutable/entry/app.BRNjAADp.js"],stylesheets:[],fonts:[],uses_env_dynamic_public:false},
	
	nodes: [
		__memo(() => import('./nodes/0.js')),
		__memo(() => import('./nodes/1.js')),
		__memo(() => import('./nodes/2.js')),
		__memo(() => import('./nodes/3.js')),
		__memo(() => import('./nodes/4.js')),
		__memo(() => import('./nodes/5.js')),
		__memo(() => import('./nodes/6.js')),
		__memo(() => import('./nodes/7.js')),
		__memo(() => import('./nodes/8.js'))
	],
	remotes: {
		
	},
	routes: [
		{
			id: "/",
			pattern: /^\/$/,
			params: [],
			page: { layouts: [0,], errors: [1,], leaf: 2 },
			endpoint: null
		},
		{
			id: "/account",
			pattern: /^\/account\/?$/,
			params: [],
			page: { layouts: [0,], errors: [1,], leaf: 3 },
			endpoint: null
		},
		{
			id: "/admin",
			pattern: /^\/admin\/?$/,
			params: [],
			page: { layouts: [0,], errors: [1,], leaf: 4 },
			endpoint: null
		},
		{
			id: "/admin/api/stats",
			pattern: /^\/admin\/api\/stats\/?$/,
			params: [],
			page: null,
			endpoint: __memo(() => import('./entries/endpoints/admin/api/stats/_server.ts.js'))
		},
		{
			id: "/api/me",
			pattern: /^\/api\/me\/?$/,
			params: [],
			page: null,
			endpoint: __memo(() => import('./entries/endpoints/api/me/_server.ts.js'))
		},
		{
			id: "/dev/mailbox",
			pattern: /^\/dev\/mailbox\/?$/,
			params: [],
			page: { layouts: [0,], errors: [1,], leaf: 5 },
			endpoint: null
		},
		{
			id: "/protected",
			pattern: /^\/protected\/?$/,
			params: [],
			page: { layouts: [0,], errors: [1,], leaf: 6 },
			endpoint: null
		},
		{
			id: "/signin",
			pattern: /^\/signin\/?$/,
			params: [],
			page: { layouts: [0,], errors: [1,], leaf: 7 },
			endpoint: null
		},
		{
			id: "/signout",
			pattern: /^\/signout\/?$/,
			params: [],
			page: { layouts: [0,], errors: [1,], leaf: 8 },
			endpoint: null
		}
	],
	prerendered_routes: new Set([]),
	matchers: async () => {
		return {};
	},
	server_assets: {}
}
})();
