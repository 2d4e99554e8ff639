// Tests run without Vite's build-time map token (build-tools/antd-styles.ts): no seed, so antd derives it itself.
module.exports = { seed: undefined, mapToken: undefined };
