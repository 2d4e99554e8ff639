import { createModulePreload } from './module-preload';
import { nextTask } from './next-task';

// The page's preload helper (module-preload.ts), each later batch of links in a task of its own. Kept apart: jest
// (CommonJS) cannot parse import.meta.
export const __vitePreload = createModulePreload(document, import.meta.env.BASE_URL, nextTask);
