export * from './server/handler.js';
