/* global module */
/** Jest: CSS imports are the bundler's business; tests see an empty module. */
module.exports = {};
