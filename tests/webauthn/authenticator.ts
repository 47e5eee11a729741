/**
 * A software authenticator for tests: an ES256 key pair from node:crypto and the WebAuthn byte formats
 * (authenticator data, attestation object with fmt "none", assertions) assembled with the CBOR, base64url
 * and hash helpers @simplewebauthn/server exports, so the server sees what a browser would send
 * (https://www.w3.org/TR/webauthn-3/#sctn-authenticator-data).
 */
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
	AuthenticationResponseJSON,
	PublicKeyCredentialCreationOptionsJSON,
	PublicKeyCredentialRequestOptionsJSON,
	RegistrationResponseJSON
} from '@simplewebauthn/server';
import { cose, isoBase64URL, isoCBOR, isoUint8Array, toHash } from '@simplewebauthn/server/helpers';

type Bytes = Uint8Array<ArrayBuffer>;

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface CeremonyOverrides {
	/** Origin written into clientDataJSON. */
	origin: string;
	/** rpID hashed into the authenticator data; default the options' rp id / rpId. */
	rpId?: string;
	/** Challenge written into clientDataJSON; default the options' challenge. */
	challenge?: string;
	/** User verified flag; default true. */
	userVerified?: boolean;
	/** Signature counter to report; default the next value. */
	counter?: number;
}

function uint32(value: number): Bytes {
	const bytes = new Uint8Array(4);
	new DataView(bytes.buffer).setUint32(0, value);
	return bytes;
}

function clientData(type: string, challenge: string, origin: string): Bytes {
	return isoUint8Array.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export class SoftwareAuthenticator {
	readonly credentialId: Bytes = new Uint8Array(randomBytes(16));
	counter = 0;
	transports = ['internal', 'hybrid'];
	private readonly privateKey: KeyObject;
	private readonly publicJwk: { x: string; y: string };

	constructor() {
		const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
		this.privateKey = privateKey;
		this.publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
	}

	/** The credential id as the browser sends it (base64url). */
	get id(): string {
		return isoBase64URL.fromBuffer(this.credentialId);
	}

	private cosePublicKey(): Bytes {
		const key = new Map<number, number | Uint8Array>([
			[cose.COSEKEYS.kty, cose.COSEKTY.EC2],
			[cose.COSEKEYS.alg, cose.COSEALG.ES256],
			[cose.COSEKEYS.crv, cose.COSECRV.P256],
			[cose.COSEKEYS.x, isoBase64URL.toBuffer(this.publicJwk.x)],
			[cose.COSEKEYS.y, isoBase64URL.toBuffer(this.publicJwk.y)]
		]);
		return isoCBOR.encode(key);
	}

	private async authData(rpId: string, flags: number, counter: number, attested?: Bytes): Promise<Bytes> {
		const parts: Bytes[] = [await toHash(isoUint8Array.fromUTF8String(rpId)), new Uint8Array([flags]), uint32(counter)];
		if (attested) parts.push(attested);
		return isoUint8Array.concat(parts);
	}

	/** What `navigator.credentials.create()` + simplewebauthn/browser would post for these options. */
	async register(options: PublicKeyCredentialCreationOptionsJSON, overrides: CeremonyOverrides): Promise<RegistrationResponseJSON> {
		const idLength = new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 0xff]);
		const attested = isoUint8Array.concat([new Uint8Array(16), idLength, this.credentialId, this.cosePublicKey()]);
		const uv = overrides.userVerified ?? true;
		const counter = overrides.counter ?? this.counter;
		const authData = await this.authData(overrides.rpId ?? options.rp.id!, FLAG_UP | (uv ? FLAG_UV : 0) | FLAG_AT, counter, attested);
		const attestationObject = isoCBOR.encode(
			new Map<string, unknown>([
				['fmt', 'none'],
				['attStmt', new Map()],
				['authData', authData]
			]) as never
		);
		const clientDataJSON = clientData('webauthn.create', overrides.challenge ?? options.challenge, overrides.origin);
		return {
			id: this.id,
			rawId: this.id,
			type: 'public-key',
			response: {
				clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
				attestationObject: isoBase64URL.fromBuffer(attestationObject),
				transports: this.transports as never
			},
			clientExtensionResults: {},
			authenticatorAttachment: 'platform'
		};
	}

	/** What `navigator.credentials.get()` + simplewebauthn/browser would post for these options. */
	async authenticate(
		options: PublicKeyCredentialRequestOptionsJSON,
		overrides: CeremonyOverrides
	): Promise<AuthenticationResponseJSON> {
		const counter = overrides.counter ?? ++this.counter;
		const uv = overrides.userVerified ?? true;
		const authenticatorData = await this.authData(overrides.rpId ?? options.rpId!, FLAG_UP | (uv ? FLAG_UV : 0), counter);
		const clientDataJSON = clientData('webauthn.get', overrides.challenge ?? options.challenge, overrides.origin);
		// ES256 signatures travel DER-encoded (WebAuthn section 6.5.6); node:crypto's default encoding.
		const signature = sign('sha256', isoUint8Array.concat([authenticatorData, await toHash(clientDataJSON)]), this.privateKey);
		return {
			id: this.id,
			rawId: this.id,
			type: 'public-key',
			response: {
				clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
				authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
				signature: isoBase64URL.fromBuffer(new Uint8Array(signature))
			},
			clientExtensionResults: {},
			authenticatorAttachment: 'platform'
		};
	}
}
