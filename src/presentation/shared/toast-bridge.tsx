import { App } from 'antd';
import { useEffect } from 'react';
import { useInjection } from './container-context';
import { MessageHost } from './message-host';

/** Hands antd's themed message instance to the toast adapter once the App context exists. */
export function ToastBridge() {
  const { message } = App.useApp();
  const host = useInjection(MessageHost);
  useEffect(() => host.attach(message), [host, message]);
  return null;
}
