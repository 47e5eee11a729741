/**
 * The WebAuthn (passkey) flow on @simplewebauthn/server 14: the options endpoint, the callback and the
 * startup check. Split by purpose into webauthn-*.ts; this file is the flow's single import point.
 */
export { getWebAuthnOptions } from './webauthn-options.ts';
export { handleWebAuthnCallback } from './webauthn-callback.ts';
export { assertWebAuthnConfig, WEBAUTHN_ADAPTER_METHODS } from './webauthn-assert.ts';
export type { ChallengePayload, WebAuthnAction, WebAuthnTuning } from './webauthn-shared.ts';
