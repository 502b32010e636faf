import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor give up after 5 s instead of 1 s: a busy CI machine must not fail a test that
// only waits for the page to settle (a real regression still fails, just later).
configure({ asyncUtilTimeout: 5000 });
