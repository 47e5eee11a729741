export { t as handler } from "./adapter-node-handler.js";
