export { t as env, n as timeout_env } from "./adapter-node-env.js";
