import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';
import { token } from '../../application/shared/token';
import { useInjection } from './container-context';

/** Something that can take antd's context-aware message instance (the toast adapter). */
export interface MessageHost {
  attach(instance: MessageInstance): void;
}
export const MessageHost = token<MessageHost>('MessageHost');

/** Hands antd's themed message instance to the toast adapter once the App context exists. */
export function ToastBridge() {
  const { message } = App.useApp();
  const host = useInjection(MessageHost);
  useEffect(() => host.attach(message), [host, message]);
  return null;
}
