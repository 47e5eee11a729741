/**
 * E-mail sign-in through Loops transactional e-mail (https://loops.so/docs/api-reference/send-transactional-email).
 * Loops renders the message from a template of yours: the sign-in link arrives as the data variable `url`.
 * The API key comes from `apiKey` or AUTH_LOOPS_KEY (applied by the config).
 */
import { EmailSignInError } from '../errors.ts';
import { emailProvider, type EmailUserConfig } from './email-base.ts';
import { postEmailApi, requireApiKey } from './email-http.ts';
import type { EmailConfig, SendVerificationRequestParams } from './types.ts';

export const LOOPS_API_URL = 'https://app.loops.so/api/v1/transactional';

export type LoopsUserConfig = EmailUserConfig & {
	/** Id of the published transactional e-mail whose template uses the `url` data variable. */
	transactionalId?: string;
};

/** Loops answers `{ success: false, message }` or `{ success: false, error: { message } }`. */
function readError(body: unknown): string | undefined {
	const b = body as { message?: unknown; error?: { message?: unknown } | unknown } | null;
	if (typeof b?.message === 'string') return b.message;
	const nested = (b?.error as { message?: unknown } | undefined)?.message;
	return typeof nested === 'string' ? nested : undefined;
}

function isError(body: unknown): boolean {
	return (body as { success?: unknown } | null)?.success === false;
}

export async function sendWithLoops(params: SendVerificationRequestParams): Promise<void> {
	const { identifier, url, provider } = params;
	const apiKey = requireApiKey(provider, 'Loops');
	const transactionalId = provider.transactionalId;
	if (typeof transactionalId !== 'string' || transactionalId === '') {
		throw new EmailSignInError('Loops needs `transactionalId`: the id of your published sign-in e-mail.', { cause: { provider: provider.id } });
	}
	await postEmailApi({
		service: 'Loops',
		url: LOOPS_API_URL,
		headers: { authorization: `Bearer ${apiKey}` },
		body: { transactionalId, email: identifier, dataVariables: { url } },
		readError,
		isError,
		apiKey
	});
}

/**
 * Loops e-mail provider (id `loops`). `from` is not used: the template in Loops sets the sender.
 * @example Loops({ transactionalId: 'clx1abc...' }) // key from AUTH_LOOPS_KEY
 */
export default function Loops(config: LoopsUserConfig = {}): EmailConfig {
	return emailProvider({ id: 'loops', name: 'Loops', sendVerificationRequest: sendWithLoops }, config);
}

export { Loops };
