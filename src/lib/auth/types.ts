/**
 * The public types of the library in one import: data shapes (model.ts), options (options.ts) and
 * provider configs. Internal modules import from those files directly.
 */
export type * from './model.ts';
export type * from './options.ts';
export type { Provider } from './providers/types.ts';
