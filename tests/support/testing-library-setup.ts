import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Views load their chunks lazily; on a loaded two-core CI runner the first lazy page can take
// more than testing-library's default second to appear. Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5000 });
