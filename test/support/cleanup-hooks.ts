// Set up for every test file (vitest setupFiles): what the tests registered in cleanup.ts is removed or
// closed after each test and after each file.
import { afterAll, afterEach } from 'vitest';
import { cleanUp } from './cleanup.ts';

afterEach(() => cleanUp('test'));
afterAll(() => cleanUp('file'));
