/**
 * Pass as `skipCSRFCheck` to turn off the library's own CSRF check. Not recommended: only for apps
 * that enforce their own check in front of the auth routes. Only this exact symbol is accepted.
 */
export const skipCSRFCheck: unique symbol = Symbol('skip-csrf-check');
