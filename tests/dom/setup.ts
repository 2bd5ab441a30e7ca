import { configure } from '@testing-library/react';

// The DOM tests share two cores with the rest of the suite (and, on a shared machine, with more);
// a Dexie live query on fake-indexeddb can then take seconds to re-render. waitFor and findBy
// return as soon as the condition holds: the bound only decides how long a failing test waits, so
// it is generous (the library's 1 s, then 5 s, failed tests on load, not on behaviour).
configure({ asyncUtilTimeout: 30_000 });
