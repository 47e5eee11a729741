import { json } from '@sveltejs/kit';
import { SESSION } from '../../../session.ts';

export const GET = () => json(SESSION);
