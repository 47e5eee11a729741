import "./server2.js";
export {};
