/**
 * jsdom plus the Fetch API classes of Node (Request, Response, Headers) and Node's AbortController, which
 * react-router's data router builds every navigation's request from; jsdom has none of them.
 */
/* global require, module, Request, Response, Headers, AbortController, AbortSignal */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = JsdomWithFetch;
