import process from "node:process";
import { env_prefix } from "../adapter-node.js";
// node_modules/@sveltejs/adapter-node/src/env.js
var expected = /* @__PURE__ */ new Set([
	"SOCKET_PATH",
	"HOST",
	"PORT",
	"XFF_DEPTH",
	"ADDRESS_HEADER",
	"PROTOCOL_HEADER",
	"HOST_HEADER",
	"PORT_HEADER",
	"BODY_SIZE_LIMIT",
	"SHUTDOWN_TIMEOUT",
	"IDLE_TIMEOUT",
	"KEEP_ALIVE_TIMEOUT",
	"HEADERS_TIMEOUT"
]);
var expected_unprefixed = /* @__PURE__ */ new Set(["LISTEN_PID", "LISTEN_FDS"]);
if (env_prefix) {
	for (const name in process.env) if (name.startsWith(env_prefix)) {
		const unprefixed = name.slice(env_prefix.length);
		if (!expected.has(unprefixed)) throw new Error(`You should change envPrefix (${env_prefix}) to avoid conflicts with existing environment variables — unexpectedly saw ${name}`);
	}
}
/**
* @param {string} name
* @param {any} [fallback]
*/
function env(name, fallback) {
	const prefixed = (expected_unprefixed.has(name) ? "" : env_prefix) + name;
	return prefixed in process.env ? process.env[prefixed] : fallback;
}
var integer_regexp = /^\d+$/;
/**
* Throw a consistently-structured parsing error for environment variables.
* @param {string} name
* @param {any} value
* @param {string} description
* @returns {never}
*/
function parsing_error(name, value, description) {
	throw new Error(`Invalid value for environment variable ${name}: ${JSON.stringify(value)} (${description})`);
}
/**
* Check the environment for a timeout value (non-negative integer) in seconds.
* @param {string} name
* @param {number} [fallback]
* @returns {number | undefined}
*/
function timeout_env(name, fallback) {
	const raw = env(name, fallback);
	if (!raw) return fallback;
	if (!integer_regexp.test(raw)) parsing_error(name, raw, "should be a non-negative integer");
	const parsed = Number.parseInt(raw, 10);
	if (Number.isNaN(parsed)) parsing_error(name, raw, "should be a non-negative integer");
	if (parsed < 0) parsing_error(name, raw, "should be a non-negative integer");
	return parsed;
}
export { timeout_env as n, env as t };

//# sourceMappingURL=adapter-node-env.js.map