/* global module */
/** Jest: no build-time map token (build-tools/antd-styles.ts), so no seed, and antd derives the token itself. */
module.exports = { seed: undefined, mapToken: undefined };
