import "./internal.js";
export {};
