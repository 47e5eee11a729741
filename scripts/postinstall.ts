/**
 * After `npm install` / `npm ci`: npm itself runs on the system's Node, and on Node < 22 it warns
 * (EBADENGINE) about every package that needs a newer one (SvelteKit 3, Vitest, msw...). Those warnings
 * are expected: the project brings its own Node 24 (the `node` devDependency, node_modules/.bin/node),
 * and every npm script runs on it. This says so, once, right under the warnings.
 */
import { runningNode, engineNote } from './node-version.ts';

const note = engineNote(runningNode(process.env.npm_config_user_agent), process.version);
if (note) console.log(note);
