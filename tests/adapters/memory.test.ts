import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import { runAdapterConformance } from './conformance.ts';

runAdapterConformance('memory', async () => ({ adapter: MemoryAdapter(), teardown: async () => {} }));
