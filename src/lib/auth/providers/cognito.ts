/**
 * Amazon Cognito user pools (OpenID Connect).
 * Docs: https://docs.aws.amazon.com/cognito/latest/developerguide/cognito-user-pools-oidc-flow.html
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims: https://docs.aws.amazon.com/cognito/latest/developerguide/amazon-cognito-user-pools-using-the-id-token.html */
export interface CognitoProfile {
	sub: string;
	aud: string;
	iss: string;
	email_verified?: boolean;
	event_id?: string;
	origin_jti?: string;
	token_use: 'id';
	auth_time: number;
	exp: number;
	iat: number;
	jti?: string;
	'cognito:username': string;
	'cognito:groups'?: string[];
	email?: string;
	name?: string;
	picture?: string;
	[claim: string]: unknown;
}

/**
 * AWS Cognito sign-in. Callback URL: `<origin>/auth/callback/cognito`.
 * `issuer` is required (option or `AUTH_COGNITO_ISSUER`): `https://cognito-idp.<region>.amazonaws.com/<userPoolId>`
 * (the pool URL, not the hosted-UI domain; discovery there points at the hosted UI).
 * @example Cognito({ clientId, clientSecret, issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbCdEf' })
 */
export default function Cognito(options: Partial<OAuthConfig<CognitoProfile>> = {}): OAuthConfig<CognitoProfile> {
	return oidcPreset<CognitoProfile>({ id: 'cognito', name: 'Cognito', style: { bg: '#ff9900', text: '#000000' }, nameFrom: (p) => [p.name, p['cognito:username']] }, options);
}

export { Cognito };
