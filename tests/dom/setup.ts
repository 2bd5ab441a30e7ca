import { configure } from '@testing-library/react';

// The DOM tests share two cores with the server tests (PGlite, PostgreSQL) when the whole suite
// runs; a Dexie live query on fake-indexeddb can then take over a second to re-render. The
// library's 1 s default for waitFor/findBy made those tests fail on load, not on behaviour.
configure({ asyncUtilTimeout: 5000 });
