export * from './server/adapter-index.js';
