/**
 * jsdom (with a selector cache large enough for antd's style rules: nwsapi-cache.cjs) plus the Fetch API classes of
 * Node (Request, Response, Headers) and Node's AbortController, and MessageChannel (antd's forms), which react-router's
 * data router builds every navigation's request from; jsdom has none of them.
 */
/* global require, module, setTimeout, Request, Response, Headers, AbortController, AbortSignal */
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('./nwsapi-cache.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * A MessageChannel whose messages are delivered on a timer: antd's forms schedule with it. Node's own keeps the
 * process alive once a port has a listener, and jest would never exit.
 */
class TimerMessageChannel {
  constructor() {
    const port = (other) => ({
      onmessage: null,
      postMessage: (data) => setTimeout(() => other().onmessage?.({ data }), 0),
      start() {},
      close() {},
      addEventListener() {},
      removeEventListener() {},
    });
    this.port1 = port(() => this.port2);
    this.port2 = port(() => this.port1);
  }
}

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal, MessageChannel: TimerMessageChannel });
  }
}

module.exports = JsdomWithFetch;
