// Node flags the production server runs with (`npm start`, the browser suite, the benches).
// A young generation of 4 MB semi-spaces instead of 16: about 18 MB less resident memory at
// idle (bench/RESULTS.md), for more frequent but shorter minor collections.
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=4'];
