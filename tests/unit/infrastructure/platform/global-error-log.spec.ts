/** @jest-environment jsdom */
import { installGlobalErrorLog } from '../../../../src/infrastructure/platform/global-error-log';

describe('installGlobalErrorLog (finding 19)', () => {
  it('logs unhandled rejections and uncaught errors until uninstalled', () => {
    const logged: [string, unknown][] = [];
    const uninstall = installGlobalErrorLog(window, (message, detail) => logged.push([message, detail]));
    const reason = new Error('chunk failed');
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: reason });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new ErrorEvent('error', { error: reason, message: 'boom' }));
    uninstall();
    window.dispatchEvent(rejection);
    expect(logged).toEqual([
      ['unhandled promise rejection', reason],
      ['uncaught error', reason],
    ]);
  });
});
