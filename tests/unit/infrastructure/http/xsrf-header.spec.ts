/** @jest-environment jsdom */
import { z } from 'zod';
import { ApiClient } from '../../../../src/infrastructure/http/api-client';
import { fullUrl, xsrfHeader } from '../../../../src/infrastructure/http/xsrf-header';
import { FakeExchangeHttp } from '../../../fakes/fake-exchange-http';
import { FakeSessionCredentials } from '../../../fakes/fake-session-credentials';

const ok = z.object({ orderId: z.number() });

function client(baseUrl: string, http?: FakeExchangeHttp) {
  return new ApiClient({ baseUrl, adapter: http?.adapter }, new FakeSessionCredentials(), { execute: () => undefined });
}

describe('the XSRF header', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    jest.restoreAllMocks();
    delete (window as { cookieStore?: unknown }).cookieStore;
  });

  it('carries the XSRF-TOKEN cookie to the page own origin only', async () => {
    const http = new FakeExchangeHttp();
    http.succeed('POST', '/api/v1/order', { orderId: 1 });
    await client('http://localhost/api', http).post('/v1/order', ok, { side: 'BUY' });
    await client('http://other.example/api', http).post('/v1/order', ok, { side: 'BUY' });
    expect(http.requests.map((r) => r.xsrf)).toEqual(['xsrf-1', undefined]);
  });

  it('is left out when there is no such cookie', () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(xsrfHeader('http://localhost/api/v1/order')).toEqual({});
    document.cookie = 'XSRF-TOKEN=a%20b; path=/';
    expect(xsrfHeader('http://localhost/api/v1/order')).toEqual({ 'X-XSRF-TOKEN': 'a b' });
  });

  it('does not hold the request back for the Cookie Store API: the browser sends it before the call returns', () => {
    // a Cookie Store that never answers: axios' own XSRF read would wait on it before sending
    Object.defineProperty(window, 'cookieStore', { configurable: true, value: { get: () => new Promise(() => undefined) } });
    const opened: string[] = [];
    const sent: (string | null)[] = [];
    jest.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (this: XMLHttpRequest, _m: string, url: string | URL) {
      opened.push(String(url));
    });
    jest.spyOn(XMLHttpRequest.prototype, 'setRequestHeader').mockImplementation(function (name: string, value: string) {
      if (name.toLowerCase() === 'x-xsrf-token') sent.push(value);
    });
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    void client('http://localhost/api').post('/v1/order', ok, { side: 'BUY' });
    expect(opened).toEqual(['http://localhost/api/v1/order']);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['xsrf-1']);
  });

  it('joins a path to the base as axios does, an absolute address standing alone', () => {
    expect(fullUrl('http://localhost/api/', '/v1/order')).toBe('http://localhost/api/v1/order');
    expect(fullUrl('http://localhost/api', 'v1/order')).toBe('http://localhost/api/v1/order');
    expect(fullUrl('http://localhost/api', 'https://cdn.example/proof.bin')).toBe('https://cdn.example/proof.bin');
    expect(fullUrl('http://localhost/api', '//cdn.example/proof.bin')).toBe('//cdn.example/proof.bin');
  });
});
