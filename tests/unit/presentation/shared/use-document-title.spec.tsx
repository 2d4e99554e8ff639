/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, render } from '@testing-library/react';
import { SITE_NAME } from '../../../../src/domain/site/site-identity';
import { useDocumentTitle } from '../../../../src/presentation/shared/use-document-title';

function Title({ title, everyMs }: { title: string; everyMs?: number }) {
  useDocumentTitle(title, everyMs);
  return null;
}

describe('useDocumentTitle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sets the title with the site name at once, and each new title at once without a pace', () => {
    const view = render(<Title title="Markets" />);
    expect(document.title).toBe(`Markets | ${SITE_NAME}`);
    view.rerender(<Title title="Wallet" />);
    expect(document.title).toBe(`Wallet | ${SITE_NAME}`);
  });

  it('with a pace: the first title at once, the next ones at most once per window, the last one always shown', () => {
    const view = render(<Title title="64,000.0 | BTC-PERP" everyMs={1000} />);
    expect(document.title).toBe(`64,000.0 | BTC-PERP | ${SITE_NAME}`);
    act(() => jest.advanceTimersByTime(200));
    view.rerender(<Title title="64,000.5 | BTC-PERP" everyMs={1000} />);
    view.rerender(<Title title="64,001.0 | BTC-PERP" everyMs={1000} />);
    // 200 ms after the first: still the first
    expect(document.title).toBe(`64,000.0 | BTC-PERP | ${SITE_NAME}`);
    act(() => jest.advanceTimersByTime(799));
    expect(document.title).toBe(`64,000.0 | BTC-PERP | ${SITE_NAME}`);
    // 1,000 ms after the first: the last price, not the one between
    act(() => jest.advanceTimersByTime(1));
    expect(document.title).toBe(`64,001.0 | BTC-PERP | ${SITE_NAME}`);
    // a quiet window later, a new price shows at once
    act(() => jest.advanceTimersByTime(5000));
    view.rerender(<Title title="63,990.0 | BTC-PERP" everyMs={1000} />);
    expect(document.title).toBe(`63,990.0 | BTC-PERP | ${SITE_NAME}`);
  });

  it('a title waiting for its window is dropped when the page goes', () => {
    const view = render(<Title title="1" everyMs={1000} />);
    view.rerender(<Title title="2" everyMs={1000} />);
    view.unmount();
    act(() => jest.advanceTimersByTime(2000));
    expect(document.title).toBe(`1 | ${SITE_NAME}`);
  });
});
