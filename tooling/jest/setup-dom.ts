import './dom-polyfills';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A page's parts load on demand (a member page, antd's message): on a loaded two-core machine that import can
// outlast the library's 1 s default, and a wait on what the user sees must not fail for it. Passing waits end
// as soon as their condition holds, so this costs nothing where nothing is slow.
configure({ asyncUtilTimeout: 5_000 });
