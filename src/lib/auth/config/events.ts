/** Events are audit hooks: a throwing handler is logged as EventError and never breaks a flow. */
import { EventError } from '../errors.ts';
import type { EventsOptions } from '../options.ts';
import type { Logger } from './types.ts';

const NAMES = ['signIn', 'signOut', 'createUser', 'updateUser', 'linkAccount', 'session'] as const;

/**
 * Stands in for every event the app did not configure: a plain function returning undefined, so the
 * `session` event of every signed-in read costs no promise and no microtask.
 */
export const noEvent = (): undefined => undefined;

export function wrapEvents(events: EventsOptions = {}, logger: Logger): Required<EventsOptions> {
	const wrapped = {} as Record<(typeof NAMES)[number], (message: never) => Promise<void> | undefined>;
	for (const name of NAMES) {
		const handler = events[name] as ((message: unknown) => unknown) | undefined;
		if (!handler) {
			wrapped[name] = noEvent;
			continue;
		}
		wrapped[name] = async (message: unknown) => {
			try {
				await handler(message);
			} catch (error) {
				logger.error(new EventError(`events.${name} threw`, { cause: { err: error as Error } }));
			}
		};
	}
	return wrapped as unknown as Required<EventsOptions>;
}
